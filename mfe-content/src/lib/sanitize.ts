/**
 * CMS HTML goes through DOMPurify before it reaches the DOM: no scripts, no event handlers,
 * no iframes or forms, and every href/src limited to http(s) or site-relative URLs.
 * In the browser DOMPurify works on the page's window; on the server (src/server.tsx) on a
 * window of its own (`setSanitizerWindow`). Both give the same HTML for the same input and origins
 * (which links open in a new tab is decided from the origins given, never from `location`), so the
 * browser hydrates the server's HTML as it is.
 */
import DOMPurify from 'dompurify';
import { safeUrl } from '@nirvana/shared/media';

let purifier: ReturnType<typeof DOMPurify> | undefined;
let purifierWindow: Window | undefined;
/** The site's own origins while a sanitize runs (links elsewhere open in a new tab). */
let ownOrigins: readonly string[] = [];

/** On the server: the window DOMPurify works on (a DOM implementation's). */
export function setSanitizerWindow(win: Window): void {
  purifierWindow = win;
  purifier = undefined;
}

function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify((purifierWindow ?? window) as never);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster']) {
      if (!node.hasAttribute(name)) continue;
      const safe = safeUrl(node.getAttribute(name));
      if (safe === null) node.removeAttribute(name);
    }
    if (node.hasAttribute('srcset')) node.removeAttribute('srcset');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href) && !ownOrigins.some((origin) => origin && href.startsWith(origin))) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return purifier;
}

/** A start tag (quoted values may hold `>`), and an event-handler or style attribute name inside one. */
const TAG = /<[a-zA-Z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>/g;
const DROPPED_STYLE = 'nirvana-dropped-style';
const INLINE_ATTR = /([\s/"'])(on[a-z0-9_-]*|style)(?=\s*=|[\s/>])/gi;

/**
 * Renames `on*` and `style` attributes and `<style>` elements before parsing. DOMPurify would drop them anyway, but the
 * browser's parse (even into an inert document) already reports each one as a CSP violation
 * (`script-src-attr` / `style-src-attr`) and logs a console error. The renamed `data-` attributes
 * are removed by DOMPurify (ALLOW_DATA_ATTR false). Not a security boundary: DOMPurify is.
 */
export function renameInlineAttributes(html: string): string {
  // A <style> element would be reported too (style-src-elem): renamed, then dropped with its content.
  return html.replace(TAG, (tag) => tag.replace(INLINE_ATTR, '$1data-dropped-$2')).replace(/<(\/?)style(?=[\s/>])/gi, `<$1${DROPPED_STYLE}`);
}

/**
 * Sanitized HTML for `dangerouslySetInnerHTML`. `origins`: the site's own (its links stay in the
 * tab); by default the page's, in the browser.
 */
export function sanitizeHtml(html: string | null | undefined, origins?: readonly string[]): string {
  if (!html) return '';
  ownOrigins = origins ?? (typeof location === 'undefined' ? [] : [location.origin]);
  return instance().sanitize(renameInlineAttributes(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
    ADD_FORBID_CONTENTS: [DROPPED_STYLE],
  });
}
