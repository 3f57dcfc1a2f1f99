/**
 * A callback ref that adopts a layout's own style sheet into the shadow root its element renders
 * in, once, in the commit that mounts it (before it paints). Layout-specific rules thus travel with
 * their lazily loaded layout instead of weighing on every page's first load (the home's budget).
 * The adoption itself is shared's one way of doing it (`adoptSheets`).
 */
import { adoptSheets } from '@nirvana/shared/adopt-sheets';

export function adoptSheetRef(sheet: CSSStyleSheet): (node: Element | null) => void {
  return (node) => adoptSheets(node, [sheet]);
}
