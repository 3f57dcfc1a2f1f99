/**
 * Typography of the seeded texts (issue 16, defect 10): a hyphenated word whose part beside the
 * hyphen is short ("гала-ужином", "Sieben-Gänge-Galamenü", "e-posta") never breaks at that hyphen,
 * which would leave "гала-" alone at a line's end. A word joiner (U+2060, invisible, in every font
 * as it draws nothing) after the hyphen forbids the break; the hyphen stays the font's own glyph
 * (the site's fonts have no non-breaking hyphen, U+2011). Longer compounds keep their break.
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

/** Keys whose strings are addresses or identifiers, never prose. */
const NOT_PROSE = new Set(['slug', 'url', 'sourceUrl', 'href', 'link', 'mimeType', 'email', 'phone', 'routeId', 'locale', 'hrefLang', 'image', 'svg', 'type', 'platform', 'category', 'icon']);

/** A JSON.stringify replacer applying keepShortCompounds to every prose string of a document. */
export function proseReplacer(key: string, value: unknown): unknown {
  return typeof value === 'string' && !NOT_PROSE.has(key) ? keepShortCompounds(value) : value;
}
