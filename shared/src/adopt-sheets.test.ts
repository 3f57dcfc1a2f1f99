import { adoptSheets, BASE_SHEETS } from './adopt-sheets';

const sheet = () => new CSSStyleSheet();

it('adopts each sheet once into the shadow root that holds a node, keeping what the root had', () => {
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  const inner = shadow.appendChild(document.createElement('p'));
  const [own, a, b] = [sheet(), sheet(), sheet()];
  shadow.adoptedStyleSheets = [own];
  adoptSheets(inner, [a, b]);
  adoptSheets(shadow, [a, b]);
  expect(shadow.adoptedStyleSheets).toEqual([own, a, b]);
});

it('puts new sheets before `before` when that is adopted (a library under the sheet that overrides it)', () => {
  const shadow = document.createElement('div').attachShadow({ mode: 'open' });
  const [tokens, ours, library] = [sheet(), sheet(), sheet()];
  adoptSheets(shadow, [tokens, ours]);
  adoptSheets(shadow, [library], ours);
  expect(shadow.adoptedStyleSheets).toEqual([tokens, library, ours]);
  adoptSheets(shadow, [library], ours);
  expect(shadow.adoptedStyleSheets).toHaveLength(3);
});

it('does nothing where there is no shadow root or document to adopt into', () => {
  expect(() => adoptSheets(document.createElement('div'), [sheet()])).not.toThrow();
  expect(() => adoptSheets(undefined, BASE_SHEETS)).not.toThrow();
});
