/**
 * Writes api/media/images/manifest.json (each picture's width, height, dominant colour and blurred
 * miniature, which the seed puts into every MediaFile it refers to) and api/media/CREDITS.md (every photograph's
 * source package, author and licence; the illustrations' origin). Run after photos.ts and
 * illustrations.ts: `npx tsx api/scripts/media-manifest.ts`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTOS } from './photos';
import { ILLUSTRATIONS } from './illustrations';

const media = join(__dirname, '..', 'media');
const images = join(media, 'images');

export interface ManifestEntry { width: number; height: number; color: string; placeholder: string }

/** Bands of a picture's blurred miniature (MediaFile.placeholder): enough for sky, sea and shore, small in every answer. */
export const PLACEHOLDER_BANDS = 4;
const hexOf = (r: number, g: number, b: number) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The mean colours of a picture's horizontal bands, top to bottom (`#rrggbb,...`), by sharp. */
export async function placeholderOf(path: string): Promise<string> {
  const px = await sharp(path).resize(1, PLACEHOLDER_BANDS, { fit: 'fill', kernel: 'linear' }).removeAlpha().raw().toBuffer();
  return Array.from({ length: PLACEHOLDER_BANDS }, (_, i) => hexOf(px[i * 3]!, px[i * 3 + 1]!, px[i * 3 + 2]!)).join(',');
}

async function main() {
  const manifest: Record<string, ManifestEntry> = {};
  for (const file of readdirSync(images).filter((f) => f.endsWith('.jpg')).sort()) {
    const meta = await sharp(join(images, file)).metadata();
    const { dominant } = await sharp(join(images, file)).stats();
    const placeholder = await placeholderOf(join(images, file));
    manifest[file.replace(/\.jpg$/, '')] = { width: meta.width!, height: meta.height!, color: hexOf(dominant.r, dominant.g, dominant.b), placeholder };
  }
  writeFileSync(join(images, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);

  const rows = PHOTOS.map((p) => `| \`images/${p.name}.jpg\`${p.portrait ? `, \`images/${p.name}-portrait.jpg\`` : ''} | ${p.shows} | ${p.title} | ${p.author.replace(/</g, '&lt;').replace(/>/g, '&gt;')} | \`${p.pkg}\` (\`${p.source}\`) | ${p.licence} |`);
  const ills = ILLUSTRATIONS.map((i) => `| \`images/${i.name}.jpg\`, \`images/${i.name}-portrait.jpg\` | ${i.shows} |`);
  writeFileSync(join(media, 'CREDITS.md'), `# Media credits

## Photographs

Resized (2400 px on the long side at most, re-encoded as JPEG) and, for the \`-portrait\` files,
cropped to 2:3 from wallpapers and backgrounds packaged by Debian; \`api/scripts/photos.ts\` remakes
them from the packages. The hero videos (\`videos/*.mp4\`) are slow pans over the same
photographs (\`api/scripts/videos.ts\`) and carry the same credits. The licence texts are in
\`licenses/\` (GPL-2, GPL-3, LGPL-2.1, LGPL-3, CC-BY-4.0, CC-BY-SA-4.0 and BSD-2-clause, the last three
as the packages' debian/copyright gives them); the unmodified originals are in the Debian packages
named (plasma-workspace-wallpapers 4:5.27.5, mate-backgrounds 1.26.0, lomiri-wallpapers-16.04
20.04.0, enlightenment-data 0.25.4, lxqt-themes 1.2.0) and their upstream sources
(https://invent.kde.org/plasma/plasma-workspace-wallpapers, https://git.mate-desktop.org/mate-backgrounds/,
https://gitlab.com/ubports/development/core/lomiri-wallpapers, https://git.enlightenment.org/enlightenment/enlightenment,
https://github.com/lxqt/lxqt-themes). Photographs by KDE's wallpaper authors carry the licence their
\`metadata.json\` names; Debian's copyright file for the package says GPL-2+ for all. The others carry
the licence their package's debian/copyright gives the file; where it names no photographer (an
Enlightenment background, an LXQt wallpaper), the credit names the holders it gives. An
Enlightenment background is an Eet file (\`.edj\`): the photograph is the JPEG it holds, taken out unchanged.

| file | shows | original title | author | source package (file) | licence |
|---|---|---|---|---|---|
${rows.join('\n')}

## Illustrations

Drawn for this project by \`api/scripts/illustrations.ts\` (SVG rendered to JPEG with sharp), under
the project's own terms: one picture per room, venue, treatment, event or service, showing that
thing.

| file | shows |
|---|---|
${ills.join('\n')}
`);
  console.log(`manifest: ${Object.keys(manifest).length} pictures`);
}

if (require.main === module) void main();
