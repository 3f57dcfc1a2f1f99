/**
 * A fifth language is one entry in `LOCALES` (and its catalogs): the route table follows by itself.
 * Here a made-up language `xx` is added to `LOCALES` before the route table is built.
 */
jest.mock('./locales', () => {
  const actual = jest.requireActual<typeof import('./locales')>('./locales');
  return { ...actual, LOCALES: [...actual.LOCALES, 'xx'] };
});

import { allStaticPaths, ROUTES } from './routes';

type Any = string;

describe('a language added to LOCALES', () => {
  it('gets a slug in every route of the table (the Turkish-only pages aside)', () => {
    const missing = ROUTES.filter((route) => route.kind !== 'tr-only' && (route.slugs as Record<Any, string | undefined>).xx === undefined).map((r) => r.id);
    expect(missing).toEqual([]);
    expect(ROUTES.filter((route) => route.kind === 'tr-only').length).toBeLessThan(5);
  });

  it('gets every page the other languages have, under its own prefix (English slugs until it has its own)', () => {
    const paths = allStaticPaths();
    const of = (locale: Any) => paths.filter((p) => (p.locale as Any) === locale);
    const en = of('en');
    const xx = of('xx');
    expect(xx.length).toBe(en.length);
    expect(xx.length).toBeGreaterThan(100);
    expect(xx.map((p) => p.path).sort()).toEqual(en.map((p) => p.path.replace(/^\/en(?=\/|$)/, '/xx')).sort());
  });
});
