import { gridItemAttributes, rowSizes } from './filled-grid';

describe('rows that fill', () => {
  it('makes as few rows as fit, never a row shorter than the one above, none half empty', () => {
    expect(rowSizes(0, 3)).toEqual([]);
    expect(rowSizes(1, 3)).toEqual([1]);
    expect(rowSizes(3, 3)).toEqual([3]);
    expect(rowSizes(4, 3)).toEqual([2, 2]);
    expect(rowSizes(5, 3)).toEqual([2, 3]);
    expect(rowSizes(6, 4)).toEqual([3, 3]);
    expect(rowSizes(7, 3)).toEqual([2, 2, 3]);
    expect(rowSizes(10, 3)).toEqual([2, 2, 3, 3]);
    expect(rowSizes(5, 1)).toEqual([1, 1, 1, 1, 1]);
    for (let n = 1; n <= 24; n++) {
      for (const max of [1, 2, 3, 4]) {
        const rows = rowSizes(n, max);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        rows.forEach((size, i) => expect(size).toBeGreaterThanOrEqual(rows[i - 1] ?? 0));
      }
    }
  });

  it('gives each item its share of twelve columns at each width, and marks one alone in its row from 768 px', () => {
    // Three: one a row on phones; one, then two, from 768 px; three in a row from 1200 px.
    expect(gridItemAttributes(3, { sm: 1, md: 2, lg: 3 })).toEqual([
      { 'data-sm': 12, 'data-md': 12, 'data-lg': 4 },
      { 'data-sm': 12, 'data-md': 6, 'data-lg': 4 },
      { 'data-sm': 12, 'data-md': 6, 'data-lg': 4 },
    ]);
    expect(gridItemAttributes(1, { sm: 1, md: 2, lg: 3 })).toEqual([{ 'data-sm': 12, 'data-md': 12, 'data-lg': 12, 'data-wide': true }]);
    expect(gridItemAttributes(5, { sm: 2, md: 3, lg: 4 }).map((a) => a['data-lg'])).toEqual([6, 6, 4, 4, 4]);
  });
});
