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

it('the document adopts no scoped sheet of a section whose sheets the page\'s linked CSS holds (their order stays the link\'s)', () => {
  const scoped = (section: string) => ({ cssRules: [{ start: `.nirvana-${section}-host` }] }) as unknown as CSSStyleSheet;
  const [content, search, global] = [scoped('content'), scoped('search'), sheet()];
  const link = document.createElement('link');
  link.setAttribute('data-nirvana-sections', 'navigation content');
  document.head.append(link);
  try {
    document.adoptedStyleSheets = [];
    adoptSheets(document.body, [global, content, search]);
    // The content's is in the link; the search's is not (its remote is served elsewhere), nor is an unscoped sheet.
    expect(document.adoptedStyleSheets).toEqual([global, search]);
  } finally {
    link.remove();
    document.adoptedStyleSheets = [];
  }
});
