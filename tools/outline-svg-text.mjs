#!/usr/bin/env node
/**
 * Draws the words of SVG logos as outlines: each `<text>` becomes one `<path>` of the same letters
 * (relative commands, to a tenth of a unit: a 240-unit logo drawn 160 px wide at 3x is 2 device
 * pixels a unit)
 * in the site's own faces (a serif family: Playfair Display; any other: Inter), shaped with
 * harfbuzz, with the text's position, size, fill, letter-spacing and textLength kept.
 *
 * Why: a browser draws an SVG `<img>` as a document of its own; a `<text>` in it looks its fonts
 * up among the system's (Georgia, Helvetica: not there on most phones, another face each time)
 * and lays out again: 5 to 15 ms of a cheap phone's main thread per logo on the first screen
 * (docs/performance.md). Outlined, the logo is the same on every machine and costs no lookup, as
 * printed logos are. The words stay the logo's `<title>` (its accessible name).
 *
 * Usage: node tools/outline-svg-text.mjs <file.svg>...   (rewrites the files in place)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import fontverter from 'fontverter';

const require = createRequire(import.meta.url);
const FACES = {
  serif: '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  sans: '@fontsource/inter/files/inter-latin-400-normal.woff2',
};

const fonts = new Map();
async function fontFor(family) {
  const kind = /serif/i.test(family) && !/sans-serif/i.test(family) ? 'serif' : 'sans';
  if (!fonts.has(kind)) {
    const sfnt = await fontverter.convert(readFileSync(require.resolve(FACES[kind])), 'sfnt');
    const face = new hb.Face(new hb.Blob(sfnt));
    fonts.set(kind, { face, font: new hb.Font(face), upem: face.upem });
  }
  return fonts.get(kind);
}

const attr = (attrs, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/** A number as short as SVG reads it: one decimal, no leading zero (`.5`, `-.5`). */
const num = (n) => String(Math.round(n * 10) / 10).replace(/^(-?)0\./, '$1.');
/** Numbers one after another, a space only where the next does not begin with a minus sign. */
const join = (ns) => ns.map((n, i) => (i > 0 && !n.startsWith('-') ? ` ${n}` : n)).join('');

/**
 * The path of a glyph (harfbuzz: absolute M, L, Q, C, Z in font units, y up) moved to (x, y) at
 * `scale`, y down, in relative commands from `at` (the pen's place, carried from glyph to glyph),
 * each point rounded to a tenth before its offset is taken, so the rounding never adds up.
 */
function placed(path, x, y, scale, at) {
  let out = '';
  let start = { ...at };
  for (const [, command, args] of path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      at.x = start.x;
      at.y = start.y;
      continue;
    }
    const values = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    const deltas = [];
    let end = at;
    for (let i = 0; i < values.length; i += 2) {
      const px = Math.round((x + values[i] * scale) * 10) / 10;
      const py = Math.round((y - values[i + 1] * scale) * 10) / 10;
      deltas.push(num(px - at.x), num(py - at.y));
      end = { x: px, y: py };
    }
    out += command.toLowerCase() + join(deltas);
    at.x = end.x;
    at.y = end.y;
    if (command === 'M') start = { ...at };
  }
  return out;
}

export async function outlineText(svg) {
  let out = svg;
  for (const [element, attrs, content] of [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((m) => [m[0], m[1], m[2]])) {
    const text = content.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const { font, upem } = await fontFor(attr(attrs, 'font-family') ?? 'sans-serif');
    const size = Number(attr(attrs, 'font-size') ?? 16);
    const scale = size / upem;
    let spacing = Number(attr(attrs, 'letter-spacing') ?? 0);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const glyphs = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const natural = positions.reduce((sum, p) => sum + p.xAdvance * scale, 0) + spacing * glyphs.length;
    const textLength = attr(attrs, 'textLength');
    // lengthAdjust="spacing": the letters keep their shapes, the gaps take up the difference.
    if (textLength) spacing += (Number(textLength) - natural) / glyphs.length;
    let x = Number(attr(attrs, 'x') ?? 0);
    const y = Number(attr(attrs, 'y') ?? 0);
    const parts = [];
    // The pen starts at the origin: the path's first move is then the absolute place of its first letter.
    const at = { x: 0, y: 0 };
    for (const [i, glyph] of glyphs.entries()) {
      const p = positions[i];
      const d = font.glyphToPath(glyph.codepoint);
      if (d) parts.push(placed(d, x + p.xOffset * scale, y - p.yOffset * scale, scale, at));
      x += p.xAdvance * scale + spacing;
    }
    buffer.destroy?.();
    const fill = attr(attrs, 'fill');
    out = out.replace(element, `<path${fill ? ` fill="${fill}"` : ''} d="${parts.join('')}"/>`);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    const before = readFileSync(file, 'utf8');
    const after = await outlineText(before);
    if (after !== before) writeFileSync(file, after);
    console.log(`${file}: ${before.length} -> ${after.length} bytes`);
  }
}
