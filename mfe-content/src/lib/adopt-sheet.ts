/**
 * A callback ref that adopts a layout's own style sheet into the shadow root its element renders
 * in, once, in the commit that mounts it (before it paints). Layout-specific rules thus travel with
 * their lazily loaded layout instead of weighing on every page's first load (the home's budget).
 */
export function adoptSheetRef(sheet: CSSStyleSheet): (node: Element | null) => void {
  return (node) => {
    const root = node?.getRootNode();
    if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot) || !('adoptedStyleSheets' in root)) return;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}
