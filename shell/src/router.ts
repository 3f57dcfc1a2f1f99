/**
 * Client-side navigation: intercepted link clicks, `nirvana:navigate`, back and forward. Each
 * navigation publishes a reset page state first, then the loaded page (or the error page), sets
 * the layout and language on the document, updates the head, scrolls to the top and moves focus
 * to the main landmark for screen readers.
 */
import type { ApiClient } from '@nirvana/shared/api/client';
import { emit, on, type PageState } from '@nirvana/shared/bus';
import { LOCALE_INFO, localeCookie, type Locale } from '@nirvana/shared/locales';
import { once } from '@nirvana/shared/memo';
import { matchPath, splitLocale } from '@nirvana/shared/routes';
import { hasBreadcrumbRow } from '@nirvana/shared/sections';
import { setAttribute } from './dom-attribute';
import { interceptedUrl } from './link-interception';
import type { LoadingProgress } from './loading-progress';
import type { PageData } from './page-data';
import { emptyPage, errorState, layoutOf, loadingState, NOT_FOUND_ROUTE_ID, readyState, routeStateOf } from './page-state';
import { handleChunkLoadError } from './reload-guard';

export interface RouterDeps {
  win: Window;
  doc: Document;
  /** The API's base URL (the client is created with the page loader, on first use). */
  apiBase: string;
  bar: Pick<LoadingProgress, 'start' | 'done' | 'fail'>;
  siteUrl: string;
  mediaBase: string;
  /** Told when the page's language changes (first page included). */
  onLocale?: (locale: Locale) => void;
}

interface LoadOptions {
  /** A client navigation (not the first page): focus goes to main. */
  focus: boolean;
}

/**
 * Sets `body[data-layout]` (and `data-breadcrumbs`), `<html lang>` and `<html data-locale>`, each only
 * when it changes: setting `lang` even to the same value makes the browser restyle every element
 * (`:lang()`), a whole-page style pass on a server-rendered page (50 ms on a fast CPU).
 */
export function applyDocumentState(doc: Document, state: Pick<PageState, 'route' | 'status' | 'page'>): void {
  const html = doc.documentElement;
  setAttribute(doc.body, 'data-layout', state.route.layout);
  setAttribute(doc.body, 'data-breadcrumbs', hasBreadcrumbRow(state.route.layout, state.page.breadcrumbs.length) ? '' : null);
  setAttribute(html, 'data-page-status', state.status);
  setAttribute(html, 'lang', LOCALE_INFO[state.route.locale].iso);
  setAttribute(html, 'data-locale', state.route.locale);
}


type PageLoader = typeof import('./page-loader');
/** The client-navigation code (API client, page data, head tags), fetched once on first use (again after a failure). */
export const loadPageLoader = once((): Promise<PageLoader> => import('./page-loader'));

export class Router {
  private client: ApiClient | undefined;
  private token = 0;
  private locale: Locale | undefined;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly deps: RouterDeps) {}

  /** Starts listening; publishes the first page (inlined by the server, or fetched). */
  start(initial: PageState | undefined): Promise<void> {
    const { win, doc } = this.deps;
    const onClick = (event: MouseEvent) => {
      const url = interceptedUrl(event, win.location);
      if (!url) return;
      event.preventDefault();
      this.navigate(url.href);
    };
    const onPopState = (event: PopStateEvent) => {
      // single-spa re-dispatches a popstate after each pushState; those are ours.
      if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa) return;
      void this.load({ focus: true });
    };
    doc.addEventListener('click', onClick);
    win.addEventListener('popstate', onPopState);
    this.stops.push(
      () => doc.removeEventListener('click', onClick),
      () => win.removeEventListener('popstate', onPopState),
      on('nirvana:navigate', ({ url }) => this.navigate(url)),
    );
    const pathname = win.location.pathname;
    // The server sends one 404 document for every missing path of a language: its path is the address bar's.
    if (initial?.route.routeId === NOT_FOUND_ROUTE_ID) initial = { ...initial, route: { ...initial.route, path: pathname } };
    const samePage = initial?.route.path === pathname;
    if (initial && samePage) {
      this.setLocale(initial.route.locale, false);
      applyDocumentState(doc, initial);
      emit('nirvana:page', initial);
      // A page the server could not load (API down) is tried again from the browser.
      if (initial.status === 'error' && initial.statusCode >= 500) return this.load({ focus: false });
      return Promise.resolve();
    }
    return this.load({ focus: false });
  }

  stop(): void {
    this.stops.splice(0).forEach((fn) => fn());
  }

  /** Navigates to a URL of the site without a reload (another origin: a normal page load). */
  navigate(href: string, options: { replace?: boolean } = {}): void {
    const { win } = this.deps;
    let url: URL;
    try {
      url = new URL(href, win.location.href);
    } catch {
      return;
    }
    if (url.origin !== win.location.origin) {
      win.location.assign(url.href);
      return;
    }
    const loc = win.location;
    if (url.pathname === loc.pathname && url.search === loc.search && url.hash) {
      loc.hash = url.hash;
      return;
    }
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (options.replace) win.history.replaceState(null, '', target);
    else win.history.pushState(null, '', target);
    void this.load({ focus: true });
  }

  private setLocale(locale: Locale, writeCookie: boolean): void {
    if (locale === this.locale) return;
    const previous = this.locale;
    this.locale = locale;
    // The visitor changed language: remember it for the next visit of `/`.
    if (writeCookie && previous !== undefined) this.deps.doc.cookie = localeCookie(locale);
    this.deps.onLocale?.(locale);
  }

  /** Loads the page at the current location. */
  async load(options: LoadOptions): Promise<void> {
    const { win, doc, bar } = this.deps;
    const token = ++this.token;
    let pathname = win.location.pathname;
    const match = matchPath(pathname);
    if (match && match.path !== pathname) {
      // An alias or a trailing slash: the address bar shows the canonical path.
      win.history.replaceState(win.history.state, '', `${match.path}${win.location.search}${win.location.hash}`);
      pathname = match.path;
    }
    const locale = match?.locale ?? splitLocale(pathname).locale;
    this.setLocale(locale, true);
    const route = routeStateOf(match, pathname);
    const reset = loadingState(route);
    applyDocumentState(doc, reset);
    emit('nirvana:page', reset);
    if (options.focus) win.scrollTo(0, 0);
    bar.start();

    let loader: PageLoader;
    try {
      loader = await loadPageLoader();
    } catch (error) {
      if (token !== this.token) return;
      // The navigation code could not be fetched: online, load the address the ordinary way (a
      // reload at most once per 60 s); offline, or after a recent reload, a reload would only show
      // the browser's own error page, so the page shows its failure state and stays usable.
      if (win.navigator.onLine && handleChunkLoadError(error, win)) return;
      console.warn('[shell] navigation code unavailable; showing the failure state', error);
      bar.fail();
      const failedState = errorState(route, 503);
      applyDocumentState(doc, failedState);
      emit('nirvana:page', failedState);
      return;
    }
    const { applyHead, headOf, loadPageData, statusOf } = loader;
    const client = (this.client ??= loader.createApiClient(this.deps.apiBase));
    let state: PageState;
    let data: PageData | null = null;
    let failed = false;
    try {
      if (!match) throw Object.assign(new Error(`No page at ${pathname}`), { status: 404 });
      data = await loadPageData(client, match, { menusBeforeRoom: true });
      state = readyState(routeStateOf(match, pathname, layoutOf(match, data.page)), data.page, data.room);
    } catch (error) {
      failed = true;
      const status = statusOf(error);
      if (status === 404) {
        const page = await client.notFoundPage(locale).catch((e: unknown) => {
          console.warn('[shell] not-found page content unavailable', e);
          return emptyPage();
        });
        state = errorState(route, 404, page);
        data = { page };
      } else {
        console.warn(`[shell] page ${pathname} failed to load (${status})`, error);
        state = errorState(route, status);
      }
    }
    if (token !== this.token) {
      bar.done();
      return;
    }
    if (failed) bar.fail();
    else bar.done();
    applyDocumentState(doc, state);
    emit('nirvana:page', state);
    applyHead(
      headOf({
        match: state.status === 'ready' ? match : null,
        locale,
        data,
        statusCode: state.statusCode,
        siteUrl: this.deps.siteUrl,
        mediaBase: this.deps.mediaBase,
      }),
      doc,
    );
    if (options.focus) doc.getElementById('main-content')?.focus({ preventScroll: true });
  }
}
