import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { ApiClient } from '@nirvana/shared/api/client';
import { lazyApiClient } from '../data/lazy-api';
import type { PageState } from '@nirvana/shared/bus';
import type { Layout } from '@nirvana/shared/routes';
import { apiOf, SectionBoundary, SectionFailed, type SlotProps } from '@nirvana/shared/section-runtime';
import { useLoad } from '@nirvana/shared/section-data';
import { ContentContext, siteOrigins } from './content-context';
// Shown only when the error page itself fails: not worth a place in the main chunk (it needs the route table).
const ErrorPageFailure = lazy(() => import('../layouts/error-page-failure').then((m) => ({ default: m.ErrorPageFailure })));

/**
 * A lazy component whose code `preload()` can fetch ahead of its first render: rendered after that,
 * it does not suspend (React.lazy reads a thenable that answers at once as resolved), so a hydration
 * takes its HTML in the same pass as the rest instead of leaving it dehydrated, deaf to clicks.
 */
function preloadable(load: () => Promise<{ default: ComponentType }>) {
  let loaded: { default: ComponentType } | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Component = lazy(() => (loaded ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType }>) : preload()));
  return { Component, preload };
}

// Each layout is its own chunk, so a page loads only the body it shows (glide only where a carousel is).
const LAYOUTS: Record<Layout, ReturnType<typeof preloadable>> = {
  error: preloadable(() => import('../layouts/error-layout')),
  'event-detail': preloadable(() => import('../layouts/event-detail-layout')),
  'hotel-index': preloadable(() => import('../layouts/home-layout')),
  'intro-index': preloadable(() => import('../layouts/home-layout')),
  'landing-page': preloadable(() => import('../layouts/landing-layout')),
  main: preloadable(() => import('../layouts/main-layout')),
  policy: preloadable(() => import('../layouts/policy-layout')),
  'room-detail': preloadable(() => import('../layouts/room-detail-layout')),
  'room-index': preloadable(() => import('../layouts/room-index-layout')),
  'special-event': preloadable(() => import('../layouts/special-event-layout')),
};

/** The layout a page shows: its route's, or the error page's when it failed. */
function layoutOf(state: PageState): Layout {
  return state.route.layout === 'error' || state.status === 'error' ? 'error' : state.route.layout;
}

/** Fetches the code of the layout `state` shows (the section's `prepare`: before it hydrates). */
export function preloadLayout(state: PageState): Promise<unknown> {
  return (LAYOUTS[layoutOf(state)] ?? LAYOUTS.main).preload();
}

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
  // The headers by value (the view may bring equal ones in a new object): read back from their key.
  const headerKey = JSON.stringify(headers);
  const api = useMemo(() => {
    const byValue = JSON.parse(headerKey) as Record<string, string>;
    return givenApi ?? lazyApiClient(apiBase, Object.keys(byValue).length ? { ky: { headers: byValue } } : {});
  }, [givenApi, apiBase, headerKey]);
  const origins = useMemo(() => siteOrigins(config), [config]);
  const layout = layoutOf(state);
  // What makes a page another one: its path; for an error page, its status only (the server renders
  // one not-found document for every missing path, and the browser's own path must not remount it).
  const pageKey = layout === 'error' ? `error:${state.statusCode}` : state.route.path;
  const now = useRenderTime(pageKey);
  const Body = (LAYOUTS[layout] ?? LAYOUTS.main).Component;
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
