/**
 * Grids whose rows fill (issue 29, item 8: rows of 4 + 2, 3 + 2, 2 of 4): a grid's item count decides
 * its rows. `n` items at most `max` a row make as few rows as fit, their sizes differing by one at most
 * and never shrinking going down (7 at three a row: 2, 2, 3; 5 at four: 2, 3; 6 at four: 3, 3), so no
 * row is shorter than the one above it and none is half empty. On a twelve-column grid
 * (`.filled-grid`, content.css) each item spans its row's share, at each width.
 */

/** The sizes of the rows, top to bottom. */
export function rowSizes(n: number, max: number): number[] {
  if (n <= 0) return [];
  const rows = Math.ceil(n / Math.max(1, Math.floor(max)));
  const small = Math.floor(n / rows);
  const larger = n % rows; // the last rows take one more
  return Array.from({ length: rows }, (_, i) => (i >= rows - larger ? small + 1 : small));
}

/** How many items a row holds at most: on phones, from 768 px and from 1200 px (1 to 4, so shares of 12 are whole). */
export interface RowMaxima {
  sm: 1 | 2 | 3 | 4;
  md: 1 | 2 | 3 | 4;
  lg: 1 | 2 | 3 | 4;
}

export interface GridItemAttributes {
  'data-sm': number;
  'data-md': number;
  'data-lg': number;
  /** Alone in its row from 768 px: a wide card (its picture beside its text). */
  'data-wide'?: true;
}

function spans(n: number, max: number): number[] {
  return rowSizes(n, max).flatMap((size) => Array<number>(size).fill(12 / size));
}

/** Each item's spans of the twelve columns (data attributes: the page's CSP allows no style attribute). */
export function gridItemAttributes(n: number, maxima: RowMaxima): GridItemAttributes[] {
  const sm = spans(n, maxima.sm);
  const md = spans(n, maxima.md);
  const lg = spans(n, maxima.lg);
  return sm.map((_, i) => ({
    'data-sm': sm[i]!,
    'data-md': md[i]!,
    'data-lg': lg[i]!,
    ...(md[i] === 12 && lg[i] === 12 ? { 'data-wide': true as const } : {}),
  }));
}

/** The grids' maxima: cards with text three a row at most (four for the short feature cards), pictures four. */
export const CARD_ROWS: RowMaxima = { sm: 1, md: 2, lg: 3 };
export const FEATURE_ROWS: RowMaxima = { sm: 1, md: 3, lg: 4 };
export const PICTURE_ROWS: RowMaxima = { sm: 2, md: 3, lg: 4 };
