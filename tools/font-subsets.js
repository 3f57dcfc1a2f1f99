/**
 * Per-language font subsets made at build time from the @fontsource files (harfbuzz's hb-subset,
 * through the `subset-font` package), so a page downloads before its first paint only the letters
 * its language writes with:
 *
 * - `ru`: the Russian alphabet (А–я, Ё ё) and №, cut from the cyrillic file; the other Cyrillic
 *   letters (Ukrainian, Serbian, ...) stay in the full cyrillic face;
 * - `base`: what the four languages' text writes with (ASCII, the Latin-1 letters and signs, the
 *   five letters Turkish writes beyond them, Ğ ğ İ Ş ş, and ı, dashes, quotes, the ellipsis, €),
 *   with only the OpenType features a browser applies by default and the tabular figures the site
 *   asks for: 16 to 18 KB a face. It is cut from `latin-tr`, @fontsource's latin file with those
 *   five letters of its latin-ext file merged in (tools/merge-latin-tr.py, committed in
 *   shell/src/styles/fonts/), so a Turkish page fetches one file a face, not two: on Lighthouse's
 *   phone, whose HTTP/1.1 opens six connections to an origin, three requests fewer before the
 *   largest paint (docs/performance.md). It is what every page preloads, the 600 weight of the
 *   text face included (the header's Book, the language links, the bar's labels: found late, it
 *   laid the first screen out again after the first paint); the latin file's other signs stay in
 *   the full face.
 *
 * shell/src/styles/fonts.css declares each subset face after the full face it is cut from, with
 * these code points as its unicode-range, and takes them out of the full face's range: any
 * other character of that range still renders in the full face (downloaded only when a page has
 * one). `fonts.test.ts` (shell) checks the style sheet against this table.
 */
const SUBSETS = {
  ru: { from: 'cyrillic', codePoints: [0x0401, ...range(0x0410, 0x044f), 0x0451, 0x2116] },
  base: {
    from: 'latin-tr',
    codePoints: [
      ...range(0x0020, 0x007e), ...range(0x00a0, 0x00ff), 0x011e, 0x011f, 0x0130, 0x0131, 0x015e, 0x015f, 0x2009, 0x2013, 0x2014,
      ...range(0x2018, 0x201a), ...range(0x201c, 0x201e), 0x2022, 0x2026, 0x2039, 0x203a, 0x20ac,
    ],
    // What a browser shapes with unasked (kerning, ligatures, contextual alternates, marks,
    // localized forms), the tabular figures two places ask for, and the capitals' punctuation.
    features: ['kern', 'liga', 'clig', 'calt', 'rlig', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'],
  },
};

function range(first, last) {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');

/** A CSS unicode-range for code points (runs of consecutive ones joined): `U+011E-011F,U+0130`. */
function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(first === sorted[i] ? `U+${hex(first)}` : `U+${hex(first)}-${hex(sorted[i])}`);
  }
  return parts.join(',');
}

/** The code points of a CSS unicode-range (`U+0100-024F,U+20AC`; no wildcards). */
function parseUnicodeRange(value) {
  return value.split(',').flatMap((part) => {
    const m = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!m) throw new Error(`unicode-range part "${part}" is not U+XXXX or U+XXXX-YYYY`);
    return range(parseInt(m[1], 16), parseInt(m[2] ?? m[1], 16));
  });
}

/**
 * The subset a font request names (`inter-latin-ext-400-normal.woff2?subset=tr`), with the file
 * name it is emitted under (`inter-tr-400-normal`); null for a file without `?subset=`.
 */
function subsetOf(resource) {
  const m = /(?:^|[/\\])([a-z0-9-]+)\.woff2\?subset=([a-z]+)$/.exec(resource);
  if (!m) return null;
  const [, base, name] = m;
  const subset = SUBSETS[name];
  if (!subset) throw new Error(`${resource}: no font subset "${name}" (known: ${Object.keys(SUBSETS).join(', ')})`);
  const file = new RegExp(`^([a-z-]+)-${subset.from}-(\\d{3}-[a-z]+)$`).exec(base);
  if (!file) throw new Error(`${resource}: subset "${name}" is cut from a ${subset.from} file (<family>-${subset.from}-<weight>-<style>.woff2)`);
  return { name, ...subset, fileName: `${file[1]}-${name}-${file[2]}` };
}

/**
 * A woff2 holding only the subset's code points (and what their shaping needs), with only the
 * OpenType features named (all of them when none are).
 */
async function subsetWoff2(buffer, codePoints, features) {
  const subsetFont = require('subset-font');
  return subsetFont(buffer, String.fromCodePoint(...codePoints), { targetFormat: 'woff2', ...(features ? { keepFeatures: features } : {}) });
}

module.exports = { SUBSETS, unicodeRange, parseUnicodeRange, subsetOf, subsetWoff2 };
