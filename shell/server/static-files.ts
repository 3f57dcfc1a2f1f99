/** Cache rules of the static files the shell server hands out (as if each part had its own CDN). */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Hashed file names (`main.1a2b3c4d.js`) never change; anything else is revalidated each time.
 * A precompressed twin (`main.1a2b3c4d.js.br`, `.gz`) has the rules of its file.
 */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (base === 'remoteEntry.js') return NO_CACHE;
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(base) ? IMMUTABLE : NO_CACHE;
}
