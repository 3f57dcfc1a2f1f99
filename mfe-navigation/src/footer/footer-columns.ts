/** The FOOTER menu split into its three link columns and the bottom row. */
import type { MenuItem } from '@nirvana/shared/api/schemas';

export interface FooterLayout {
  columns: [MenuItem[], MenuItem[], MenuItem[]];
  bottom: MenuItem[];
}

/** Items without a section go to the first column (the CMS left it unset). */
export function footerLayoutOf(items: readonly MenuItem[]): FooterLayout {
  const out: FooterLayout = { columns: [[], [], []], bottom: [] };
  for (const item of items) {
    switch (item.section) {
      case 'COL_2':
        out.columns[1].push(item);
        break;
      case 'COL_3':
        out.columns[2].push(item);
        break;
      case 'BOTTOM':
        out.bottom.push(item);
        break;
      default:
        out.columns[0].push(item);
    }
  }
  return out;
}
