import { lazy, startTransition, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import type { ApiClient } from '@nirvana/shared/api/client';
import { lazyApiClient } from '../data/lazy-api';
import { on, type PageState } from '@nirvana/shared/bus';
import { currentDevice, type DeviceInfo } from '@nirvana/shared/device';
import type { Layout } from '@nirvana/shared/routes';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { useMessages } from '@nirvana/shared/use-messages';
import { contentMessages } from '../i18n/load-messages';
// Shown only when the error page itself fails: not worth a place in the main chunk (it needs the route table).
const ErrorPageFailure = lazy(() => import('../layouts/error-page-failure').then((m) => ({ default: m.ErrorPageFailure })));
import { ContentContext } from './content-context';
import { SectionBoundary, SectionFailed } from '@nirvana/shared/section-runtime';
import { FirstScreenDone } from './first-screen';

// Each layout is its own chunk, so a page loads only the body it shows (glide only where a carousel is).
const LAYOUTS: Record<Layout, ComponentType> = {
  error: lazy(() => import('../layouts/error-layout')),
  'event-detail': lazy(() => import('../layouts/event-detail-layout')),
  'hotel-index': lazy(() => import('../layouts/home-layout')),
  'intro-index': lazy(() => import('../layouts/home-layout')),
  'landing-page': lazy(() => import('../layouts/landing-layout')),
  main: lazy(() => import('../layouts/main-layout')),
  policy: lazy(() => import('../layouts/policy-layout')),
  'room-detail': lazy(() => import('../layouts/room-detail-layout')),
  'room-index': lazy(() => import('../layouts/room-index-layout')),
  'special-event': lazy(() => import('../layouts/special-event-layout')),
};

export interface ContentAppProps {
  config: RuntimeConfig;
  /** For tests and embeds: a given client instead of one for config.apiBase. */
  api?: ApiClient;
  /** For embeds and tests: a given page state instead of the shell's `nirvana:page`. */
  state?: PageState;
  device?: DeviceInfo;
  /** Removes the server's first screen from the page (the section in the shell's main slot). */
  releaseFirstScreen?: () => void;
}

/** The content section: renders the body of the page the shell published, in its layout and language. */
export function ContentApp({ config, api: givenApi, state: givenState, device: givenDevice, releaseFirstScreen }: ContentAppProps) {
  const api = useMemo(() => givenApi ?? lazyApiClient(config.apiBase), [givenApi, config.apiBase]);
  const [busState, setBusState] = useState<PageState | undefined>(undefined);
  const [busDevice, setBusDevice] = useState<DeviceInfo | undefined>(undefined);
  useEffect(() => (givenState ? undefined : on('nirvana:page', firstInTransition(setBusState), { replay: true })), [givenState]);
  useEffect(() => (givenDevice ? undefined : on('nirvana:device', setBusDevice, { replay: true })), [givenDevice]);
  const state = givenState ?? busState;
  const device = givenDevice ?? busDevice ?? currentDevice();
  const locale = state?.route.locale;
  const messages = useMessages(contentMessages, locale, 'content');
  if (!state || !locale || !messages) return <div className="content-pending" aria-busy="true" />;
  const layout: Layout = state.route.layout === 'error' || state.status === 'error' ? 'error' : state.route.layout;
  const Body = LAYOUTS[layout] ?? LAYOUTS.main;
  const loading = state.status === 'loading' && state.page.id === 0 && layout !== 'error';
  return (
    <IntlProvider locale={locale} messages={messages as never} defaultLocale="tr">
      <ContentContext.Provider value={{ api, config, device, releaseFirstScreen, state: layout === 'error' && state.statusCode < 400 ? { ...state, statusCode: 500 } : state }}>
        {/* The page's language on the section's own root: hyphenation and quotes follow it (display: contents). */}
        <div className="content-lang" lang={locale}>
        <SectionBoundary
          section="content"
          resetKey={`${state.route.path}|${state.status}|${layout}`}
          fallback={(reset) => (
            <>
              <FirstScreenDone />
              {layout === 'error' ? <Suspense fallback={null}><ErrorPageFailure locale={locale} /></Suspense> : <SectionFailed section="content" onRetry={reset} />}
            </>
          )}
        >
          <Suspense fallback={<div className="content-pending" aria-busy="true" />}>
            {loading ? <div className="content-pending" aria-busy="true" /> : (
              <>
                <Body key={`${layout}|${state.route.path}`} />
                {/* A room page's first screen waits for its room (the layout tells). */}
                {layout === 'room-detail' ? null : <FirstScreenDone />}
              </>
            )}
          </Suspense>
        </SectionBoundary>
        </div>
      </ContentContext.Provider>
    </IntlProvider>
  );
}

/**
 * The first page state renders as a transition: React then renders the page's body in slices of a
 * few milliseconds, yielding between them, instead of in one long task while the page loads (the
 * server's first screen is on screen meanwhile). Later states (client navigations) render at once.
 */
function firstInTransition<T>(set: (value: T) => void): (value: T) => void {
  let first = true;
  return (value) => {
    if (!first) return set(value);
    first = false;
    startTransition(() => set(value));
  };
}
