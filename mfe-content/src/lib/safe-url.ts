/** Whether a link leaves the site (opened in a new tab with noopener). */
export function isExternal(url: string, origin = typeof location === 'undefined' ? '' : location.origin): boolean {
  if (url.startsWith('/') || url.startsWith('#')) return false;
  try {
    return new URL(url).origin !== origin;
  } catch {
    return false;
  }
}
