/**
 * Writes the committed media of api/media that are drawn here: logos, the properties' experience
 * images and small PDFs. The pictures and videos come from photos.ts (photographs), illustrations.ts,
 * media-manifest.ts and videos.ts. Run once with `npx tsx api/scripts/generate-media.ts`; the output
 * is committed, nothing is generated or fetched at run time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderScene } from './scenes';
import { PDF_FILES } from '../src/seed/media-catalog';
import { pdfDocument } from '../src/seed/pdf';

const root = join(__dirname, '..', 'media');
for (const dir of ['images', 'logos', 'files', 'videos']) mkdirSync(join(root, dir), { recursive: true });

// Experience images of the three hotels (top and bottom), as property identities name them.
const experience: Record<number, [string, string]> = { 1: ['sea-morning', 'spa-stones'], 2: ['city-lounge', 'bike-coast'], 3: ['aqua-park', 'kids-club'] };
for (const [id, [top, bottom]] of Object.entries(experience)) {
  writeFileSync(join(root, 'images', `experience-${id}-top.svg`), renderScene(top, { w: 800, h: 600 }));
  writeFileSync(join(root, 'images', `experience-${id}-bottom.svg`), renderScene(bottom, { w: 800, h: 600 }));
}

function logo(name: string, sub: string, color: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img"><title>${name} ${sub}</title>` +
    `<circle cx="32" cy="32" r="26" fill="${color}"/><path d="M18 40 Q32 14 46 40" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="32" cy="22" r="5" fill="${accent}"/>` +
    `<text x="68" y="32" font-family="Georgia, 'Times New Roman', serif" font-size="24" fill="${color}" letter-spacing="3">${name}</text>` +
    `<text x="69" y="50" font-family="Helvetica, Arial, sans-serif" font-size="11" fill="${color}" letter-spacing="2.5">${sub}</text></svg>\n`;
}
function mark(color: string, accent: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img"><title>${title}</title><circle cx="32" cy="32" r="30" fill="${color}"/><path d="M16 42 Q32 12 48 42" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="32" cy="21" r="5" fill="${accent}"/></svg>\n`;
}
const logos: [string, string, string, string, string][] = [
  ['nirvana', 'NIRVANA', 'HOTELS', '#1d2b36', '#f5a637'],
  ['mediterranean-excellence', 'NIRVANA', 'MEDITERRANEAN EXCELLENCE', '#0f4c5c', '#f5a637'],
  ['cosmopolitan', 'NIRVANA', 'COSMOPOLITAN', '#3b2c4f', '#f5a637'],
  ['dolce-vita', 'NIRVANA', 'DOLCE VITA', '#7a2e3a', '#f5a637'],
];
for (const [file, name, sub, color, accent] of logos) {
  writeFileSync(join(root, 'logos', `${file}.svg`), logo(name, sub, color, accent));
  writeFileSync(join(root, 'logos', `${file}-mark.svg`), mark(color, accent, `${name} ${sub}`));
}

for (const file of PDF_FILES) writeFileSync(join(root, 'files', file.name), pdfDocument(file.title, file.lines));

console.log('media written to', root);
