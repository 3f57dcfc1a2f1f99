/**
 * CMS HTML goes through DOMPurify before it reaches the DOM: no scripts, no event handlers,
 * no iframes or forms, and every href/src limited to http(s) or site-relative URLs.
 */
import DOMPurify from 'dompurify';
import { safeUrl } from './safe-url';

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster']) {
      if (!node.hasAttribute(name)) continue;
      const safe = safeUrl(node.getAttribute(name));
      if (safe === null) node.removeAttribute(name);
    }
    if (node.hasAttribute('srcset')) node.removeAttribute('srcset');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href) && !href.startsWith(location.origin)) {
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

/** Sanitized HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
