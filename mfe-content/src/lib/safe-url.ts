/**
 * Whether a link leaves the site (opened in a new tab with noopener): `origins` are the site's own
 * (the content context's, from the runtime config: the same on the server and in the browser).
 */
export function isExternal(url: string, origins: readonly string[] | string = typeof location === 'undefined' ? [] : [location.origin]): boolean {
  if (url.startsWith('/') || url.startsWith('#')) return false;
  const own = typeof origins === 'string' ? [origins] : origins;
  try {
    return !own.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
