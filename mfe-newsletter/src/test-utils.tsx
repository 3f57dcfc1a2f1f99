/** Test helpers: the API boundary (fetch) mocked, and the forms rendered in a locale. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import type { PageState } from '@nirvana/shared/bus';
import type { Layout } from '@nirvana/shared/routes';
import { IntlProvider } from 'react-intl';
import { newsletterMessages } from './i18n/messages';

export interface Call {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

type Answer = { status: number; body?: unknown } | 'network-error';

/** Replaces fetch: every call is recorded and answered by `answer` (may return a promise to hold it). */
export function mockApi(answer: (call: Call) => Answer | Promise<Answer> = () => ({ status: 200, body: { ok: true } })) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call = { url: request.url, method: request.method, body: text ? JSON.parse(text) : {} };
    calls.push(call);
    const a = await answer(call);
    if (a === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** Loads every locale's messages (one chunk each), so `renderIn` shows the form in its first render. */
export async function loadAllMessages(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => newsletterMessages.load(locale)));
}

/** Renders `ui` inside the messages of `locale` as the section runtime gives them (loaded first: `loadAllMessages`). */
export function renderIn(locale: Locale, ui: ReactElement) {
  return render(wrapIn(locale, ui));
}

/** `ui` in the language's IntlProvider (for `rerender`, too). */
export function wrapIn(locale: Locale, ui: ReactElement): ReactElement {
  const messages = newsletterMessages.get(locale);
  if (!messages) throw new Error(`renderIn: the ${locale} messages are not loaded (call loadAllMessages first)`);
  return <IntlProvider locale={locale} messages={messages as never} defaultLocale="tr">{ui}</IntlProvider>;
}

/** A promise with its resolve function, to hold an API answer while a test looks at the form. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** What a screen reader reads as the element's description (aria-describedby). */
export function descriptionOf(el: Element): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => {
      const target = root.getElementById(id);
      if (!target) throw new Error(`aria-describedby names #${id}, which is not in the same tree`);
      return target.textContent?.trim() ?? '';
    })
    .join(' ');
}

/** What a screen reader reads as the element's name. */
export function nameOf(el: HTMLInputElement): string {
  return [...(el.labels ?? [])].map((l) => l.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim();
}

/** A page as the shell publishes it (the group's about page in English unless told otherwise). */
export function pageState(over: { layout?: Layout; locale?: Locale; propertyId?: number; hotel?: string; statusCode?: number; routeId?: string; category?: string } = {}): PageState {
  return {
    route: {
      locale: over.locale ?? 'en',
      routeId: over.routeId ?? 'group:about-us',
      params: over.hotel ? { hotel: over.hotel as never } : {},
      layout: over.layout ?? 'main',
      path: '/en/about-us',
    },
    status: 'ready',
    statusCode: over.statusCode ?? 200,
    page: { propertyId: over.propertyId ?? 22, category: over.category ? { code: over.category } : null } as PageState['page'],
  };
}
