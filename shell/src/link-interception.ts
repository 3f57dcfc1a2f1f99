/**
 * Which clicks the shell turns into client-side navigation: a plain left click on a same-origin
 * `<a href>` to a page of the site (also inside sections' shadow roots, via composedPath).
 */
import { httpHref } from '@nirvana/shared/url';

/** Paths the shell server answers with files or proxies to the API, not pages: the browser loads them itself. */
const NON_PAGE_PREFIXES = ['/shell/', '/mfe/', '/embed/', '/chat/', '/runtime-config.json', '/favicon', '/v1/', '/media/'];

function anchorOf(event: Event): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    const el = node as Element;
    if (el && el.nodeType === 1 && el.localName === 'a' && el.hasAttribute('href')) return el as HTMLAnchorElement;
  }
  return null;
}

/** Whether a same-origin URL is a page of the site (not a file or an asset). */
export function isPageUrl(url: URL): boolean {
  if (NON_PAGE_PREFIXES.some((p) => url.pathname.startsWith(p))) return false;
  const last = url.pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}

/** The URL a click should navigate to without a reload, or null to let the browser handle it. */
export function interceptedUrl(event: MouseEvent, location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = anchorOf(event);
  if (!anchor) return null;
  const target = anchor.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return null;
  const href = httpHref(anchor.getAttribute('href'), location.href);
  if (!href) return null;
  const url = new URL(href);
  if (url.origin !== location.origin) return null;
  if (!isPageUrl(url)) return null;
  // A jump within the same page is the browser's job (scroll to the fragment).
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}
