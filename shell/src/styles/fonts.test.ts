/** @jest-environment node */
/**
 * The shell's @font-face rules and the build-time font subsets (tools/font-subsets.js): each
 * subset face names exactly its code points, the faces of one weight never overlap (so a browser
 * downloads one file per letter and document.fonts.check answers for the face that draws it), the
 * letters of each language are covered, and the cut files really hold those letters (read back
 * with harfbuzz) at a fraction of the full file's bytes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

 
const subsets = require('../../../tools/font-subsets.js') as {
  SUBSETS: Record<string, { from: string; codePoints: number[] }>;
  unicodeRange(codePoints: number[]): string;
  parseUnicodeRange(value: string): number[];
  subsetOf(resource: string): { name: string; from: string; codePoints: number[]; fileName: string } | null;
  subsetWoff2(buffer: Buffer, codePoints: number[], features?: string[]): Promise<Buffer>;
};
const { SUBSETS, unicodeRange, parseUnicodeRange, subsetOf, subsetWoff2 } = subsets;

interface Face { family: string; weight: string; file: string; subset: string | null; range: number[]; rangeText: string }

function faces(): Face[] {
  const css = readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');
  // The web fonts' faces (the metric-matched fallbacks, local() faces, have their own test below).
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].filter(([, body]) => body!.includes('url(')).map(([, body]) => {
    const get = (prop: string) => new RegExp(`${prop}:\\s*([^;]+);`).exec(body!)?.[1]?.trim() ?? '';
    const src = /url\(~?([^)?]+)(?:\?subset=([a-z]+))?\)/.exec(get('src'))!;
    return { family: get('font-family').replace(/'/g, ''), weight: get('font-weight'), file: src[1]!, subset: src[2] ?? null, range: parseUnicodeRange(get('unicode-range')), rangeText: get('unicode-range') };
  });
}

/** A file of an @fontsource package (require.resolve of the .woff2 itself would meet jest's file stub), or one beside fonts.css. */
const fontFile = (file: string) => {
  if (file.startsWith('./')) return path.join(__dirname, file);
  const [scope, pkg, ...rest] = file.split('/');
  return path.join(path.dirname(require.resolve(`${scope}/${pkg}/package.json`)), ...rest);
};
const letters = (text: string) => [...new Set([...text.replace(/\s/g, '')].map((c) => c.codePointAt(0)!))];
/** Which face of a family and weight draws a code point (the faces' ranges do not overlap). */
const faceFor = (all: Face[], family: string, weight: string, cp: number) => all.filter((f) => f.family === family && f.weight === weight && f.range.includes(cp));

const TURKISH = 'ÇçĞğİıÖöŞşÜü ÂâÎîÛû Kuşadası Işıklı Ağustos';
const RUSSIAN = 'Съешь же ещё этих мягких французских булок, да выпей чаю. ЁЙЪ №';
const GERMAN = 'Äpfel Öl Übermaß ä ö ü ß';
/** The punctuation and signs of the site's copy and prices (one of each quote, the dashes, €, a narrow no-break space). */
const ENGLISH = 'The “quick” brown fox’s jump – over — the ‘lazy’ dog… €1,200 · 2 × 3 © «Nirvana» 1\u202f000';

describe('fonts.css', () => {
  const all = faces();
  const weights = [...new Set(all.map((f) => `${f.family}/${f.weight}`))];

  it('declares Inter 400 and 600 and Playfair Display 600, each in latin, latin-ext, cyrillic and the base and ru subsets', () => {
    expect(weights.sort()).toEqual(['Inter/400', 'Inter/600', 'Playfair Display/600']);
    for (const w of weights) {
      const of = all.filter((f) => `${f.family}/${f.weight}` === w).map((f) => f.subset ?? /-(latin-ext|latin|cyrillic)-\d{3}-/.exec(f.file)![1]);
      expect({ w, of: of.sort() }).toEqual({ w, of: ['base', 'cyrillic', 'latin', 'latin-ext', 'ru'] });
    }
  });

  it("gives each subset face exactly its subset's code points, cut from the file the table names", () => {
    for (const face of all.filter((f) => f.subset)) {
      const subset = SUBSETS[face.subset!]!;
      expect(face.rangeText).toBe(unicodeRange(subset.codePoints));
      expect(face.file).toContain(`-${subset.from}-${face.weight}-normal.woff2`);
      expect(subsetOf(`/x/${path.basename(face.file)}?subset=${face.subset}`)!.fileName).toBe(path.basename(face.file, '.woff2').replace(subset.from, face.subset!));
    }
  });

  it('never lets two faces of one weight claim a code point', () => {
    for (const w of weights) {
      const seen = new Map<number, string>();
      for (const face of all.filter((f) => `${f.family}/${f.weight}` === w)) {
        for (const cp of face.range) {
          const other = seen.get(cp);
          if (other) throw new Error(`${w}: U+${cp.toString(16)} in ${other} and ${face.file}${face.subset ? `?subset=${face.subset}` : ''}`);
          seen.set(cp, `${face.file}${face.subset ? `?subset=${face.subset}` : ''}`);
        }
      }
    }
  });

  it('draws Turkish, German and English with the base subset alone, Russian with the base and ru ones', () => {
    for (const w of weights) {
      const [family, weight] = w.split('/') as [string, string];
      const used = (text: string) => new Set(letters(text).map((cp) => {
        const found = faceFor(all, family, weight, cp);
        expect({ w, cp: String.fromCodePoint(cp), faces: found.length }).toEqual({ w, cp: String.fromCodePoint(cp), faces: 1 });
        return found[0]!.subset ?? /-(latin-ext|latin|cyrillic)-\d{3}-/.exec(found[0]!.file)![1];
      }));
      expect([...used(TURKISH)]).toEqual(['base']);
      expect([...used(GERMAN)]).toEqual(['base']);
      expect([...used(ENGLISH)]).toEqual(['base']);
      expect([...used(RUSSIAN)].sort()).toEqual(['base', 'ru']);
      // Another latin, latin-ext or Cyrillic sign still has its full face.
      expect([...used('™‰')]).toEqual(['latin']);
      expect([...used('ŁőĀ')]).toEqual(['latin-ext']);
      expect([...used('ЇєЎ')]).toEqual(['cyrillic']);
    }
  });
});

describe('the metric-matched fallback faces', () => {
  /**
   * The system fonts each fallback face draws with, as @capsizecss/unpack reads them: Liberation
   * Serif and Sans have Times New Roman's and Arial's metrics by design (the same advance widths,
   * ascent and descent), so one set of figures serves the names of both.
   */
  const SYSTEM = {
    serifBold: { names: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'], metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 886 } },
    sans: { names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 } },
    sansBold: { names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 } },
  };
  const FALLBACKS = [
    { family: 'Playfair Display Fallback', weight: '600', web: './fonts/playfair-display-latin-tr-600-normal.woff2', system: SYSTEM.serifBold },
    { family: 'Inter Fallback', weight: '400', web: './fonts/inter-latin-tr-400-normal.woff2', system: SYSTEM.sans },
    { family: 'Inter Fallback', weight: '600', web: './fonts/inter-latin-tr-600-normal.woff2', system: SYSTEM.sansBold },
  ];

  /** @capsizecss/core's createFontStack over the web font's file and the system font's metrics (ES modules: a node child process). */
  function capsize(web: string, system: (typeof SYSTEM)[keyof typeof SYSTEM]): Record<string, string> {
    const script = "import { fromFile } from '@capsizecss/unpack/fs'; import { createFontStack } from '@capsizecss/core';"
      + 'const [file, system] = JSON.parse(process.argv[1]);'
      + "const [face] = createFontStack([await fromFile(file), { familyName: 'x', fullName: 'x', postscriptName: 'x', ...system }], { fontFaceFormat: 'styleObject' }).fontFaces;"
      + "process.stdout.write(JSON.stringify(face['@font-face']));";
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([fontFile(web), system.metrics])], { cwd: __dirname }).toString()) as Record<string, string>;
  }

  const css = readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');
  const local = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body!).filter((body) => body.includes('local('));
  const get = (body: string, prop: string) => new RegExp(`${prop}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';

  it.each(FALLBACKS)("$family $weight: the system font scaled to the web font's letter width, with its ascent and descent", ({ family, weight, web, system }) => {
    const faces = local.filter((body) => get(body, 'font-family') === `'${family}'` && get(body, 'font-weight') === weight);
    expect(faces).toHaveLength(1);
    const face = faces[0]!;
    expect(get(face, 'src')).toBe(system.names.map((n) => `local('${n}')`).join(', '));
    const want = capsize(web, system);
    expect({ ascent: get(face, 'ascent-override'), descent: get(face, 'descent-override'), lineGap: get(face, 'line-gap-override'), size: get(face, 'size-adjust') })
      .toEqual({ ascent: want.ascentOverride, descent: want.descentOverride, lineGap: want.lineGapOverride, size: want.sizeAdjust });
  });

  it("sizes no box in ch, whose width is the drawing font's figure 0 and so changes when the web font swaps in", () => {
    // The hero's title was 18ch wide: 11.3 em in Playfair Display (0.63 em a figure), 9.5 em in the
    // fallback, so it took another line when the font came. Measures are in em, which no font changes.
    const root = path.join(__dirname, '../../..');
    const sheets = execFileSync('git', ['ls-files', '*.css'], { cwd: root }).toString().split('\n').filter((f) => /^(shared|shell|mfe-[a-z]+)\/src\//.test(f));
    expect(sheets.length).toBeGreaterThan(10);
    const inCh = sheets.flatMap((f) => [...readFileSync(path.join(root, f), 'utf8').matchAll(/[\d.]+ch\b/g)].map((m) => `${f}: ${m[0]}`));
    expect(inCh).toEqual([]);
  });

  it('comes right after its web font in the design tokens\' font stacks', () => {
    const tokens = readFileSync(path.join(__dirname, '../../../shared/src/design/tokens.css'), 'utf8');
    expect(tokens).toMatch(/--nirvana-font: 'Inter', 'Inter Fallback', /);
    expect(tokens).toMatch(/--nirvana-font-display: 'Playfair Display', 'Playfair Display Fallback', /);
    expect(local).toHaveLength(FALLBACKS.length);
  });
});

describe('subsetOf', () => {
  it('names the emitted file after the subset and refuses a subset cut from the wrong file or unknown', () => {
    expect(subsetOf('/repo/shell/src/styles/fonts/playfair-display-latin-tr-600-normal.woff2?subset=base')).toMatchObject({ name: 'base', fileName: 'playfair-display-base-600-normal' });
    expect(subsetOf('C:\\n\\inter-cyrillic-400-normal.woff2?subset=ru')).toMatchObject({ fileName: 'inter-ru-400-normal' });
    expect(subsetOf('/n/inter-latin-400-normal.woff2')).toBeNull();
    expect(() => subsetOf('/n/inter-latin-400-normal.woff2?subset=base')).toThrow(/cut from a latin-tr file/);
    expect(() => subsetOf('/n/inter-latin-ext-400-normal.woff2?subset=tr')).toThrow(/no font subset "tr"/);
    expect(() => subsetOf('/n/inter-latin-ext-400-normal.woff2?subset=xx')).toThrow(/no font subset "xx"/);
  });

  it('writes unicode ranges with runs joined, and reads them back', () => {
    expect(unicodeRange([0x15f, 0x11e, 0x130, 0x11f, 0x15e])).toBe('U+011E-011F,U+0130,U+015E-015F');
    expect(parseUnicodeRange('U+011E-011F,U+0130')).toEqual([0x11e, 0x11f, 0x130]);
    expect(() => parseUnicodeRange('U+01??')).toThrow(/not U\+XXXX/);
  });
});

describe('the cut files', () => {
  /**
   * The code points a woff2 file has glyphs for, read with harfbuzz (harfbuzzjs is an ES module,
   * which this jest setup cannot load: a node child process reads the decompressed font).
   */
  async function coverage(woff2: Buffer): Promise<number[]> {
     
    const fontverter = require('fontverter') as { convert(b: Buffer, to: string): Promise<Buffer> };
    const sfnt = await fontverter.convert(woff2, 'sfnt');
    const read = "import { Blob, Face } from 'harfbuzzjs'; import { readFileSync } from 'node:fs';"
      + 'process.stdout.write(JSON.stringify([...new Face(new Blob(readFileSync(0))).collectUnicodes()]));';
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', read], { input: sfnt, cwd: __dirname });
    return (JSON.parse(out.toString()) as number[]).sort((a, b) => a - b);
  }

  it.each([
    ['@fontsource/inter/files/inter-cyrillic-400-normal.woff2', 'ru', 6_000],
    ['@fontsource/playfair-display/files/playfair-display-cyrillic-600-normal.woff2', 'ru', 9_000],
    ['./fonts/inter-latin-tr-400-normal.woff2', 'base', 17_500],
    ['./fonts/inter-latin-tr-600-normal.woff2', 'base', 17_500],
    ['./fonts/playfair-display-latin-tr-600-normal.woff2', 'base', 19_500],
  ])('%s ?subset=%s holds exactly its letters in under %d bytes', async (file, name, maxBytes) => {
    const full = readFileSync(fontFile(file));
    const { codePoints, features } = SUBSETS[name]! as { codePoints: number[]; features?: string[] };
    const cut = await subsetWoff2(full, codePoints, features);
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeLessThan(maxBytes);
    expect(cut.length).toBeLessThan(full.length * 0.8);
    const covered = await coverage(cut);
    // Every code point of the subset the full file draws (Playfair has no µ; no font draws the soft hyphen).
    const drawn = new Set(await coverage(full));
    expect(covered).toEqual(expect.arrayContaining(codePoints.filter((cp) => drawn.has(cp))));
    // The merged source really brought Turkish's letters (tools/merge-latin-tr.py).
    if (name === 'base') expect(covered).toEqual(expect.arrayContaining(letters('ĞğİŞş')));
    // Nothing of the full file's other letters came along.
    expect(covered.filter((cp) => !codePoints.includes(cp))).toEqual([]);
  });
});
