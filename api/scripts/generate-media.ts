/**
 * Writes the committed media of api/media: scenic SVG images (desktop and mobile), logos,
 * experience images, small PDFs and, when ffmpeg is available, the short hero videos.
 * Run once with `npx tsx api/scripts/generate-media.ts`; the output is committed, nothing is
 * generated or fetched at run time.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, MOBILE, SCENES, renderScene } from './scenes';
import { PDF_FILES, VIDEOS } from '../src/seed/media-catalog';

const root = join(__dirname, '..', 'media');
for (const dir of ['images', 'logos', 'files', 'videos']) mkdirSync(join(root, dir), { recursive: true });

for (const name of Object.keys(SCENES)) {
  writeFileSync(join(root, 'images', `${name}.svg`), renderScene(name, DESKTOP));
  writeFileSync(join(root, 'images', `${name}-mobile.svg`), renderScene(name, MOBILE));
}

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

/** A one-page PDF with a title and lines of text (Helvetica, WinAnsi: ASCII only). */
function pdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  let y = 760;
  let stream = `BT /F1 22 Tf 60 ${y} Td (${esc(title)}) Tj ET\n`;
  for (const line of lines) {
    y -= 24;
    stream += `BT /F1 12 Tf 60 ${y} Td (${esc(line)}) Tj ET\n`;
  }
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
for (const file of PDF_FILES) writeFileSync(join(root, 'files', file.name), pdf(file.title, file.lines));

// Videos: a slow pan over a scene, rendered by ffmpeg from the scene's SVG (needs librsvg).
let ffmpeg = true;
try {
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
} catch {
  ffmpeg = false;
  console.warn('ffmpeg not found: videos left as they are');
}
if (ffmpeg) {
  const tmp = join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  for (const video of VIDEOS) {
    for (const [variant, size, out] of [['desktop', { w: 1280, h: 720 }, { w: 640, h: 360 }], ['mobile', { w: 720, h: 1280 }, { w: 360, h: 640 }]] as const) {
      const svg = join(tmp, `${video.name}-${variant}.svg`);
      writeFileSync(svg, renderScene(video.scene, size));
      const stem = variant === 'desktop' ? video.name : `${video.name}-mobile`;
      // A slow zoom ("Ken Burns") over 6 seconds, then a gentle fade at both ends so the loop is calm.
      const vf = `zoompan=z='min(1.0+0.0008*on,1.15)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=144:s=${out.w}x${out.h}:fps=24,fade=t=in:st=0:d=0.5,fade=t=out:st=5.5:d=0.5,format=yuv420p`;
      const base = ['-y', '-loglevel', 'error', '-i', svg, '-vf', vf, '-t', '6', '-an'];
      execFileSync('ffmpeg', [...base, '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-movflags', '+faststart', join(root, 'videos', `${stem}.mp4`)]);
      execFileSync('ffmpeg', [...base, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', join(root, 'videos', `${stem}.webm`)]);
    }
  }
  rmSync(tmp, { recursive: true, force: true });
}
console.log('media written to', root, existsSync(join(root, 'videos')) ? '' : '(no videos)');
