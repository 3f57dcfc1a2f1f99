/**
 * Typography of the seeded texts (issue 16, defect 10): a hyphenated word whose part beside the
 * hyphen is short ("гала-ужином", "Sieben-Gänge-Galamenü", "e-posta") never breaks at that hyphen,
 * which would leave "гала-" alone at a line's end. A word joiner (U+2060, invisible, in every font
 * as it draws nothing) after the hyphen forbids the break; the hyphen stays the font's own glyph
 * (the site's fonts have no non-breaking hyphen, U+2011). Longer compounds keep their break.
 * A dash between words ("тариф — гибкий", "Dahil – Esnek") keeps to the word before it: the space
 * before it is a no-break space, so no line starts with a dash (the Russian rule, and good practice
 * in every language). A range ("5–12") has no spaces and is left as it is.
 * HTML tags, URLs, e-mail addresses and slugs are left as they are.
 */

/** A hyphenated word part this short (in letters) keeps to its neighbour. */
export const SHORT_PART = 5;
export const WORD_JOINER = '\u2060';

const COMPOUND = /\p{L}+(?:-\p{L}+)+/gu;
/** A token that is an address rather than prose: a URL, a path, an e-mail, a domain. */
const ADDRESS = /[/@:=_]|\.\p{L}/u;
/** A whole string that is a slug or an identifier. */
const SLUG = /^[a-z0-9-]+$/;

function joinShortParts(word: string): string {
  const parts = word.split('-');
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i++) {
    const short = [...parts[i - 1]!].length <= SHORT_PART || [...parts[i]!].length <= SHORT_PART;
    out += short ? `-${WORD_JOINER}${parts[i]}` : `-${parts[i]}`;
  }
  return out;
}

function inProse(text: string): string {
  // Token by token (whitespace apart), so an address inside a sentence is left whole.
  return text.replace(/\S+/g, (token) => (ADDRESS.test(token) ? token : token.replace(COMPOUND, joinShortParts)));
}

/** The text with short hyphenated word parts kept on one line; tags (of an HTML text) untouched. */
export function keepShortCompounds(text: string): string {
  if (SLUG.test(text) || !/\p{L}-\p{L}/u.test(text)) return text;
  return text
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : inProse(part)))
    .join('');
}

export const NO_BREAK_SPACE = '\u00a0';
/** A dash set between spaces, after a word. */
const SPACED_DASH = /(\S) ([\u2014\u2013])(?=\s)/g;

/** The text with each spaced dash kept on the line of the word before it; tags untouched. */
export function keepDashWithWord(text: string): string {
  if (!/\S [\u2014\u2013]\s/.test(text)) return text;
  return text
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(SPACED_DASH, `$1${NO_BREAK_SPACE}$2`)))
    .join('');
}

/** Every rule above, on one text. */
export function typeset(text: string): string {
  return keepDashWithWord(keepShortCompounds(text));
}

/** Keys whose strings are addresses or identifiers, never prose. */
const NOT_PROSE = new Set(['slug', 'url', 'sourceUrl', 'href', 'link', 'mimeType', 'email', 'phone', 'routeId', 'locale', 'hrefLang', 'image', 'svg', 'type', 'platform', 'category', 'icon']);

/** A JSON.stringify replacer typesetting every prose string of a document. */
export function proseReplacer(key: string, value: unknown): unknown {
  return typeof value === 'string' && !NOT_PROSE.has(key) ? typeset(value) : value;
}
