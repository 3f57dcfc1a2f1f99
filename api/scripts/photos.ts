/**
 * The photographs of api/media/images: chosen from Debian's wallpaper packages
 * (plasma-workspace-wallpapers, mate-backgrounds), resized to 2400 px on the long side at most,
 * with a 2:3 portrait crop for the phone heroes, and credited in api/media/CREDITS.md and
 * api/media/credits.json (package, author, licence per file). Only needed to remake them:
 * `apt-get install plasma-workspace-wallpapers mate-backgrounds && npx tsx api/scripts/photos.ts`.
 * The output is committed; nothing here runs at start.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

export interface PhotoDef {
  /** File stem under media/images. */
  name: string;
  /** What it shows (the credits' description). */
  shows: string;
  pkg: 'plasma-workspace-wallpapers' | 'mate-backgrounds';
  /** Path inside the installed package. */
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
];

const root = join(__dirname, '..', 'media');
const LONG_SIDE = 2400;

async function main() {
  mkdirSync(join(root, 'images'), { recursive: true });
  mkdirSync(join(root, 'licenses'), { recursive: true });
  for (const photo of PHOTOS) {
    if (!existsSync(photo.source)) throw new Error(`${photo.source} is missing: install ${photo.pkg}`);
    const meta = await sharp(photo.source).metadata();
    const jpeg = (s: Sharp) => s.jpeg({ quality: 82, mozjpeg: true, progressive: true }).withMetadata({ exif: { IFD0: { Artist: photo.author, Copyright: `${photo.author}; ${photo.licence}` } } });
    await jpeg(sharp(photo.source).rotate().resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true }))
      .toFile(join(root, 'images', `${photo.name}.jpg`));
    if (photo.portrait) {
      const h = meta.height!;
      const w = Math.round((h * 2) / 3);
      const left = Math.max(0, Math.min(meta.width! - w, Math.round(meta.width! * photo.focusX - w / 2)));
      await jpeg(sharp(photo.source).rotate().extract({ left, top: 0, width: w, height: h }).resize({ height: Math.min(h, 1800), withoutEnlargement: true }))
        .toFile(join(root, 'images', `${photo.name}-portrait.jpg`));
    }
  }
  for (const licence of ['GPL-2', 'LGPL-3', 'GPL-3']) copyFileSync(`/usr/share/common-licenses/${licence}`, join(root, 'licenses', `${licence}.txt`));
  writeFileSync(join(root, 'credits.json'), `${JSON.stringify(PHOTOS.map(({ name, shows, pkg, source, title, author, licence, portrait }) => ({
    files: [`images/${name}.jpg`, ...(portrait ? [`images/${name}-portrait.jpg`] : [])], shows, package: pkg, source, title, author, licence,
  })), null, 2)}\n`);
  console.log(`${PHOTOS.length} photographs written`);
}

if (require.main === module) void main();
