/**
 * The photographs of api/media/images: chosen from Debian's wallpaper and background packages
 * (plasma-workspace-wallpapers, mate-backgrounds, lomiri-wallpapers-16.04, enlightenment-data,
 * lxqt-themes), resized to 2400 px on the long side at most, with a 2:3 portrait crop for the phone
 * heroes, and credited in api/media/CREDITS.md and api/media/credits.json (package, author, licence
 * per file); the licence texts go to api/media/licenses. Only needed to remake them:
 * `apt-get install plasma-workspace-wallpapers mate-backgrounds lomiri-wallpapers-16.04 enlightenment-data lxqt-themes && npx tsx api/scripts/photos.ts`
 * (or, without installing, `apt-get download` them, `dpkg -x` each into one folder and run with
 * PHOTO_ROOT=that-folder); name photographs to remake only those. The output is committed; nothing
 * here runs at start.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

export interface PhotoDef {
  /** File stem under media/images. */
  name: string;
  /** What it shows (the credits' description). */
  shows: string;
  pkg: 'plasma-workspace-wallpapers' | 'mate-backgrounds' | 'lomiri-wallpapers-16.04' | 'enlightenment-data' | 'lxqt-themes';
  /** Path inside the installed package (an Enlightenment `.edj` holds its picture as a JPEG, taken out as it is). */
  source: string;
  title: string;
  author: string;
  licence: string;
  /** Horizontal centre (0-1) of the portrait crop. */
  focusX: number;
  /** Whether a 2:3 portrait crop is made (phone heroes). */
  portrait: boolean;
}

const KDE = (dir: string, file = '2560x1600.jpg') => `/usr/share/wallpapers/${dir}/contents/images/${file}`;
const MATE = (file: string) => `/usr/share/backgrounds/mate/nature/${file}`;
/** plasma-workspace-wallpapers: each wallpaper's metadata.json names its author and licence. */
const PLASMA_LICENCE = 'LGPL-3.0 (metadata.json); package: GPL-2+ (debian/copyright)';
const MATE_LICENCE = 'GPL-2+ (debian/copyright)';
const LOMIRI = (file: string) => `/usr/share/backgrounds/${file}`;
const E_BACKGROUND = (name: string) => `/usr/share/enlightenment/data/backgrounds/${name}.edj`;
/** enlightenment-data: debian/copyright gives every file of the package (its backgrounds too) to one holder and licence. */
const E_AUTHOR = 'Carsten Haitzler and the Enlightenment contributors (debian/copyright names no photographer per file)';
const E_LICENCE = 'BSD-2-clause (debian/copyright)';
const LXQT = (file: string) => `/usr/share/lxqt/wallpapers/${file}`;
/** lxqt-themes: debian/copyright's `Files: *` (the wallpapers among them). */
const LXQT_AUTHOR = 'the Razor team, LXQt (debian/copyright names no photographer per file)';
const LXQT_LICENCE = 'LGPL-2.1+ (debian/copyright)';

export const PHOTOS: PhotoDef[] = [
  { name: 'evening-boats', shows: 'Wooden rowing boats drawn up on a shingle shore at sunset, mountains beyond', pkg: 'plasma-workspace-wallpapers', source: KDE('EveningGlow'), title: 'Evening Glow', author: 'Ian Hex', licence: PLASMA_LICENCE, focusX: 0.3, portrait: true },
  { name: 'jetty-sunset', shows: 'Sunlit planks of a wooden jetty by the water at golden hour', pkg: 'plasma-workspace-wallpapers', source: KDE('BytheWater'), title: 'By the water', author: 'Maciej Wiklo <mwiklo@yandex.com>', licence: PLASMA_LICENCE, focusX: 0.55, portrait: true },
  { name: 'pier-mist', shows: 'A wooden pier running into still, misty water', pkg: 'plasma-workspace-wallpapers', source: KDE('ColdRipple'), title: 'Cold Ripple', author: 'Risto Saukonpää <paristo@gmail.com>', licence: PLASMA_LICENCE, focusX: 0.5, portrait: true },
  { name: 'lake-dusk', shows: 'Calm water under a violet and rose dusk sky, reeds at the shore', pkg: 'plasma-workspace-wallpapers', source: KDE('summer_1am'), title: 'summer 1am', author: 'Risto Saukonpää <paristo@gmail.com>', licence: PLASMA_LICENCE, focusX: 0.62, portrait: true },
  { name: 'blue-hour', shows: 'Mist over still water at the blue hour', pkg: 'plasma-workspace-wallpapers', source: KDE('DarkestHour'), title: 'Darkest Hour', author: 'Risto Saukonpää <paristo@gmail.com>', licence: PLASMA_LICENCE, focusX: 0.5, portrait: true },
  { name: 'forest-path', shows: 'A trail through a tall pine forest', pkg: 'plasma-workspace-wallpapers', source: KDE('Path'), title: 'Path', author: 'Risto Saukonpää <paristo@gmail.com>', licence: PLASMA_LICENCE, focusX: 0.42, portrait: true },
  { name: 'dune-sea', shows: 'Dune grass in the wind above a blue sea', pkg: 'mate-backgrounds', source: MATE('Dune.jpg'), title: 'Dune', author: 'Marco Cogoni <cogoni@gmail.com>, Hylke Bons <hylkebons@gmail.com>', licence: MATE_LICENCE, focusX: 0.55, portrait: true },
  { name: 'water-drop', shows: 'A drop of water splashing into a still pool', pkg: 'mate-backgrounds', source: MATE('Aqua.jpg'), title: 'Aqua', author: 'Charles Barbin <barbinch@free.fr>', licence: MATE_LICENCE, focusX: 0.7, portrait: true },
  { name: 'garden-marigold', shows: 'A red and gold marigold in a summer garden', pkg: 'mate-backgrounds', source: MATE('Garden.jpg'), title: 'Garden', author: 'Charles Barbin <barbinch@free.fr>', licence: MATE_LICENCE, focusX: 0.72, portrait: true },
  { name: 'meadow-ladybird', shows: 'A ladybird on a grass stem among forget-me-nots', pkg: 'mate-backgrounds', source: MATE('LadyBird.jpg'), title: 'LadyBird', author: 'Charles Barbin <barbinch@free.fr>', licence: MATE_LICENCE, focusX: 0.6, portrait: true },
  { name: 'leaf-raindrops', shows: 'Raindrops on a green leaf', pkg: 'mate-backgrounds', source: MATE('RainDrops.jpg'), title: 'RainDrops', author: '"blackcombwhistler07" <blackcombwhistler07@googlemail.com>', licence: MATE_LICENCE, focusX: 0.45, portrait: true },
  { name: 'yellow-flower', shows: 'Petals of a yellow flower in close-up', pkg: 'mate-backgrounds', source: MATE('YellowFlower.jpg'), title: 'YellowFlower', author: 'Charles Barbin <barbinch@free.fr>', licence: MATE_LICENCE, focusX: 0.7, portrait: true },
  { name: 'kite-sky', shows: 'A rainbow-coloured kite high in a deep blue summer sky, white clouds at the edges', pkg: 'plasma-workspace-wallpapers', source: KDE('Kite'), title: 'Kite', author: 'Risto Saukonpää <paristo@gmail.com>', licence: PLASMA_LICENCE, focusX: 0.64, portrait: true },
  { name: 'fig-bowl', shows: 'A halved fresh fig in a red bowl, on a sunlit stone step', pkg: 'lomiri-wallpapers-16.04', source: LOMIRI('Picture_0B_by_freespace.jpg'), title: 'Picture 0B', author: 'Trevor "Freespace"', licence: 'CC-BY-4.0 (debian/copyright)', focusX: 0.57, portrait: true },
  { name: 'dragonfly', shows: 'A dragonfly resting on a twig among sunlit leaves, blue sky behind', pkg: 'lomiri-wallpapers-16.04', source: LOMIRI('Dragonfly_by_Bolly.jpg'), title: 'Dragonfly', author: '"Bolly"', licence: 'CC-BY-SA-4.0 (debian/copyright)', focusX: 0.6, portrait: true },
  { name: 'frangipani', shows: 'A white and yellow frangipani flower and its buds among long green leaves', pkg: 'enlightenment-data', source: E_BACKGROUND('White-Flower'), title: 'White-Flower', author: E_AUTHOR, licence: E_LICENCE, focusX: 0.45, portrait: true },
  { name: 'yellow-oleander', shows: 'A yellow oleander flower on a branch of narrow leaves, a green seed pod below', pkg: 'enlightenment-data', source: E_BACKGROUND('Yellow-Flower'), title: 'Yellow-Flower', author: E_AUTHOR, licence: E_LICENCE, focusX: 0.5, portrait: true },
  { name: 'bamboo', shows: 'Bamboo canes and leaves in the sun', pkg: 'enlightenment-data', source: E_BACKGROUND('Bamboo'), title: 'Bamboo', author: E_AUTHOR, licence: E_LICENCE, focusX: 0.5, portrait: true },
  { name: 'butterfly', shows: 'A swallowtail butterfly on a purple scabious flower', pkg: 'lxqt-themes', source: LXQT('butterfly.png'), title: 'butterfly', author: LXQT_AUTHOR, licence: LXQT_LICENCE, focusX: 0.36, portrait: true },
  { name: 'apple-blossom', shows: 'Pink apple blossom on a twig against green', pkg: 'lxqt-themes', source: LXQT('appleflower.png'), title: 'appleflower', author: LXQT_AUTHOR, licence: LXQT_LICENCE, focusX: 0.55, portrait: true },
  { name: 'meadow-anemones', shows: 'Purple and pink anemones in a green meadow', pkg: 'lxqt-themes', source: LXQT('flowers.png'), title: 'flowers', author: LXQT_AUTHOR, licence: LXQT_LICENCE, focusX: 0.7, portrait: true },
];

/** Where the packages are: `/` when installed, else the folder they were unpacked into (`dpkg -x`). */
const PHOTO_ROOT = process.env.PHOTO_ROOT ?? '/';
const inRoot = (path: string) => join(PHOTO_ROOT, path);

/** The picture of an Enlightenment background (an Eet file): its largest embedded JPEG, the full-size one. */
function edjJpeg(path: string): Buffer {
  const data = readFileSync(path);
  const starts: number[] = [];
  for (let i = data.indexOf(Buffer.from([0xff, 0xd8, 0xff])); i >= 0; i = data.indexOf(Buffer.from([0xff, 0xd8, 0xff]), i + 3)) starts.push(i);
  let best = Buffer.alloc(0);
  for (const [k, start] of starts.entries()) {
    const part = data.subarray(start, starts[k + 1] ?? data.length);
    if (part.length > best.length) best = part;
  }
  if (best.length === 0) throw new Error(`${path} holds no JPEG`);
  return best;
}
const input = (photo: PhotoDef): string | Buffer => (photo.source.endsWith('.edj') ? edjJpeg(inRoot(photo.source)) : inRoot(photo.source));

/**
 * The licence texts the credits name: Debian's common licences, and the Creative Commons and BSD
 * texts as the packages' debian/copyright give them (a stand-alone `License:` paragraph).
 */
const COMMON_LICENCES = ['GPL-2', 'LGPL-3', 'GPL-3', 'LGPL-2.1'];
const COPYRIGHT_LICENCES: [licence: string, pkg: PhotoDef['pkg']][] = [['CC-BY-4.0', 'lomiri-wallpapers-16.04'], ['CC-BY-SA-4.0', 'lomiri-wallpapers-16.04'], ['BSD-2-clause', 'enlightenment-data']];
function licenceText(pkg: string, licence: string): string {
  const copyright = readFileSync(inRoot(`/usr/share/doc/${pkg}/copyright`), 'utf8');
  const paragraph = copyright.split(/\n\s*\n/).find((p) => p.startsWith(`License: ${licence}\n`));
  if (!paragraph) throw new Error(`${pkg}'s debian/copyright has no text of ${licence}`);
  return `${paragraph.split('\n').slice(1).map((l) => l.replace(/^ /, '').replace(/^\.$/, '')).join('\n').trimEnd()}\n`;
}

const root = join(__dirname, '..', 'media');
const LONG_SIDE = 2400;

async function main() {
  mkdirSync(join(root, 'images'), { recursive: true });
  mkdirSync(join(root, 'licenses'), { recursive: true });
  const only = process.argv.slice(2);
  for (const photo of PHOTOS) {
    if (only.length && !only.includes(photo.name)) continue;
    if (!existsSync(inRoot(photo.source))) throw new Error(`${inRoot(photo.source)} is missing: install ${photo.pkg}`);
    const source = input(photo);
    const meta = await sharp(source).metadata();
    const jpeg = (s: Sharp) => s.jpeg({ quality: 82, mozjpeg: true, progressive: true }).withMetadata({ exif: { IFD0: { Artist: photo.author, Copyright: `${photo.author}; ${photo.licence}` } } });
    await jpeg(sharp(source).rotate().resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true }))
      .toFile(join(root, 'images', `${photo.name}.jpg`));
    if (photo.portrait) {
      const h = meta.height!;
      const w = Math.round((h * 2) / 3);
      const left = Math.max(0, Math.min(meta.width! - w, Math.round(meta.width! * photo.focusX - w / 2)));
      await jpeg(sharp(source).rotate().extract({ left, top: 0, width: w, height: h }).resize({ height: Math.min(h, 1800), withoutEnlargement: true }))
        .toFile(join(root, 'images', `${photo.name}-portrait.jpg`));
    }
  }
  for (const licence of COMMON_LICENCES) copyFileSync(`/usr/share/common-licenses/${licence}`, join(root, 'licenses', `${licence}.txt`));
  for (const [licence, pkg] of COPYRIGHT_LICENCES) writeFileSync(join(root, 'licenses', `${licence}.txt`), licenceText(pkg, licence));
  writeFileSync(join(root, 'credits.json'), `${JSON.stringify(PHOTOS.map(({ name, shows, pkg, source, title, author, licence, portrait }) => ({
    files: [`images/${name}.jpg`, ...(portrait ? [`images/${name}-portrait.jpg`] : [])], shows, package: pkg, source, title, author, licence,
  })), null, 2)}\n`);
  console.log(`${PHOTOS.length} photographs written`);
}

if (require.main === module) void main();
