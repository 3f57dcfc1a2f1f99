import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { ApiClient } from '@nirvana/shared/api/client';
import { lazyApiClient } from '../data/lazy-api';
import type { Layout } from '@nirvana/shared/routes';
import { apiOf, SectionBoundary, SectionFailed, type SlotProps } from '@nirvana/shared/section-runtime';
import { useLoad } from '@nirvana/shared/section-data';
import { ContentContext, siteOrigins } from './content-context';
// Shown only when the error page itself fails: not worth a place in the main chunk (it needs the route table).
const ErrorPageFailure = lazy(() => import('../layouts/error-page-failure').then((m) => ({ default: m.ErrorPageFailure })));

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

export interface ContentAppProps extends SlotProps {
  /** For tests: a given client instead of one for the view's API (`apiOf`). */
  api?: ApiClient;
}

/**
 * The time a page is rendered at: on the server its clock, kept in the page's data, so the browser
 * hydrating it decides what has ended (events, offers) at the same time and renders the same
 * words; a page the browser renders itself (a client navigation) at the browser's time.
 */
function useRenderTime(path: string): number {
  // Date.now() only when no time was recorded: never during a hydration (the server's time is there).
  return useLoad('now', [path], async () => Date.now()) ?? Date.now();
}

/**
 * The content section in the shell's main slot: the body of the page in `view`, in its layout
 * and language (the runtime gives the messages, the data store and the section's boundary).
 */
export function ContentApp({ view, api: givenApi }: ContentAppProps) {
  const { state, config, device, locale } = view;
  const { apiBase, headers } = apiOf(view);
  const headerKey = JSON.stringify(headers);
  const api = useMemo(
    () => givenApi ?? lazyApiClient(apiBase, Object.keys(headers).length ? { ky: { headers } } : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers by value
    [givenApi, apiBase, headerKey],
  );
  const origins = useMemo(() => siteOrigins(config), [config]);
  const layout: Layout = state.route.layout === 'error' || state.status === 'error' ? 'error' : state.route.layout;
  // What makes a page another one: its path; for an error page, its status only (the server renders
  // one not-found document for every missing path, and the browser's own path must not remount it).
  const pageKey = layout === 'error' ? `error:${state.statusCode}` : state.route.path;
  const now = useRenderTime(pageKey);
  const Body = LAYOUTS[layout] ?? LAYOUTS.main;
  const loading = state.status === 'loading' && state.page.id === 0 && layout !== 'error';
  const shown = layout === 'error' && state.statusCode < 400 ? { ...state, statusCode: 500 } : state;
  return (
    <ContentContext.Provider value={{ api, config, device, state: shown, origins, now }}>
      {/* The page's language on the section's own root: hyphenation and quotes follow it (display: contents). */}
      <div className="content-lang" lang={locale}>
        <SectionBoundary
          section="content"
          resetKey={`${pageKey}|${state.status}|${layout}`}
          fallback={(reset) => (layout === 'error' ? <Suspense fallback={null}><ErrorPageFailure locale={locale} /></Suspense> : <SectionFailed section="content" onRetry={reset} locale={locale} />)}
        >
          <Suspense fallback={<div className="content-pending" aria-busy="true" />}>
            {loading ? <div className="content-pending" aria-busy="true" /> : <Body key={`${layout}|${pageKey}`} />}
          </Suspense>
        </SectionBoundary>
      </div>
    </ContentContext.Provider>
  );
}

export default ContentApp;
