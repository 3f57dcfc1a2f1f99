/** URLs that come from the CMS may only be http(s) or site-relative; anything else is dropped. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  if (url === '') return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (url.startsWith('#')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Whether a link leaves the site (opened in a new tab with noopener). */
export function isExternal(url: string, origin = typeof location === 'undefined' ? '' : location.origin): boolean {
  if (url.startsWith('/') || url.startsWith('#')) return false;
  try {
    return new URL(url).origin !== origin;
  } catch {
    return false;
  }
}
