import { applyDocumentState } from './router';
import { loadingState } from './page-state';
import type { RouteState } from '@nirvana/shared/bus';

/** The attribute writes `run` makes on <html> and <body> (a write of an unchanged value counts). */
function writes(run: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true });
  observer.observe(document.body, { attributes: true });
  run();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.map((r) => `${(r.target as Element).tagName.toLowerCase()}[${r.attributeName}]`);
}

const route = (locale: 'tr' | 'ru'): RouteState => ({ routeId: 'home', layout: 'intro-index', locale, path: locale === 'tr' ? '/' : '/ru', params: {} });

describe('the document state of a page', () => {
  it('writes only what changed: the server-rendered <html lang> is not set again (a whole-page restyle)', () => {
    document.documentElement.setAttribute('lang', 'tr-TR');
    document.documentElement.setAttribute('data-locale', 'tr');
    document.body.setAttribute('data-layout', 'intro-index');
    expect(writes(() => applyDocumentState(document, loadingState(route('tr'))))).toEqual(['html[data-page-status]']);
    expect(writes(() => applyDocumentState(document, loadingState(route('tr'))))).toEqual([]);
    expect(document.documentElement.lang).toBe('tr-TR');
  });

  it('changes language, locale and layout when a navigation changes them', () => {
    const changed = writes(() => applyDocumentState(document, { ...loadingState(route('ru')), route: { ...route('ru'), layout: 'room-index' } }));
    expect(changed).toEqual(expect.arrayContaining(['html[lang]', 'html[data-locale]', 'body[data-layout]']));
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(document.body.dataset.layout).toBe('room-index');
  });
});
