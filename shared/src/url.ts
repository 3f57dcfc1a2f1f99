/**
 * The one check of a URL's scheme, for every URL that comes from outside the code (the CMS, the
 * runtime config, a link's href, the booking engine): only http(s) is followed. Also the one HTML
 * escaper, for text the servers write into HTML or XML.
 */

/** The absolute href of `value` (resolved against `base`) when it is an http(s) URL, else null. */
export function httpHref(value: string | null | undefined, base?: string | URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether a URL is absolute http(s). */
export function isHttpUrl(value: string | null | undefined): boolean {
  return httpHref(value) !== null;
}

/** Whether a value is a path on the serving origin (`/x`, never `//host` nor `/\host`). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value escaped for HTML (and XML). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
