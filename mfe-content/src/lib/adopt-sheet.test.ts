import { adoptSheetRef } from './adopt-sheet';

/** jsdom has no constructable sheets: a shadow root gets a writable adoptedStyleSheets of its own. */
function shadowWithSheets(): { root: ShadowRoot; child: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  const child = document.createElement('section');
  root.append(child);
  return { root, child };
}

test('adopts the sheet into the shadow root its element renders in, once, after the sheets it had', () => {
  const { root, child } = shadowWithSheets();
  const base = { cssRules: [] } as unknown as CSSStyleSheet;
  const sheet = { cssRules: [] } as unknown as CSSStyleSheet;
  root.adoptedStyleSheets = [base];
  const ref = adoptSheetRef(sheet);
  ref(child);
  ref(child);
  expect(root.adoptedStyleSheets).toEqual([base, sheet]);
});

test('does nothing outside a shadow root or on unmount', () => {
  const sheet = { cssRules: [] } as unknown as CSSStyleSheet;
  const ref = adoptSheetRef(sheet);
  expect(() => ref(document.createElement('div'))).not.toThrow();
  expect(() => ref(null)).not.toThrow();
});
