import { act, render, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { ApiClient } from '@nirvana/shared/api/client';
import type { PageState } from '@nirvana/shared/bus';
import type { DeviceInfo } from '@nirvana/shared/device';
import type { Locale } from '@nirvana/shared/locales';
import { createDataStore, dataKey, DataStoreProvider, type DataStore } from '@nirvana/shared/section-data';
import { ContentApp } from '../app/content-app';
import { ContentContext } from '../app/content-context';
import { MESSAGES } from './messages';
import { config as baseConfig, desktop, pageState } from './fixtures';

/** Renders a part of the section with its real providers (intl, context) around it. */
export function renderInContent(
  ui: ReactNode,
  { api, state = pageState('main'), device = desktop, config = baseConfig, locale }: { api: ApiClient; state?: PageState; device?: DeviceInfo; config?: typeof baseConfig; locale?: Locale },
) {
  const lang = locale ?? state.route.locale;
  return render(
    <IntlProvider locale={lang} messages={MESSAGES[lang] as never}>
      <ContentContext.Provider value={{ api, config, device, state }}>{ui}</ContentContext.Provider>
    </IntlProvider>,
  );
}

interface AppProps {
  api: ApiClient;
  state: PageState;
  device?: DeviceInfo;
  config?: typeof baseConfig;
  /** The section's data store (the runtime's); none by default (every load in an effect). */
  store?: DataStore;
}

/** The section's root as the runtime renders it in the main slot: inside the page language's messages (and a data store when given). */
export function App({ api, state, device = desktop, config = baseConfig, store }: AppProps) {
  const locale = state.route.locale;
  const app = (
    <IntlProvider locale={locale} messages={MESSAGES[locale] as never} defaultLocale="tr">
      <Suspense fallback={null}>
        <ContentApp slot="main" view={{ state, device, locale, config }} api={api} />
      </Suspense>
    </IntlProvider>
  );
  return store ? <DataStoreProvider store={store}>{app}</DataStoreProvider> : app;
}

/**
 * The server's render and the browser's hydration of a page, in one test: the page is rendered
 * once to gather its data (as the server's loads would) and its lazy parts, then to HTML from that
 * data alone (`renderToString`: nothing left to load), then hydrated from the same data in a
 * container holding that HTML. Reports the HTML, the errors React or the console reported
 * (mismatches, warnings) and whether the parser's h1 is still the one on screen.
 */
export async function renderOnServerThenHydrate({ ready, serverTime, ...props }: Omit<AppProps, 'store'> & { ready: () => unknown; serverTime?: number }) {
  const gather = createDataStore();
  const first = render(<App {...props} store={gather} />);
  await waitFor(ready);
  first.unmount();
  if (serverTime !== undefined) gather.values.set(dataKey('now', [props.state.route.path]), serverTime);
  const data = JSON.parse(JSON.stringify(gather.snapshot())) as Record<string, unknown>;
  const html = renderToString(<App {...props} store={createDataStore({ initial: data })} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const h1 = container.querySelector('h1');
  const errors: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
  const root = await act(async () => hydrateRoot(container, <App {...props} store={createDataStore({ initial: data })} />, {
    onRecoverableError: (e: unknown) => void errors.push(String(e)),
  }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  error.mockRestore();
  const sameH1 = h1 !== null && container.querySelector('h1') === h1;
  const hydrated = container.cloneNode(true) as HTMLElement;
  act(() => root.unmount());
  container.remove();
  const serverDocument = () => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return div;
  };
  return { html, data, errors, sameH1, hydrated, serverDocument, serverText: () => serverDocument().textContent ?? '' };
}
