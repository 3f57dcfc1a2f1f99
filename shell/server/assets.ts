/**
 * The shell build's `assets-manifest.json` (entry files and fonts), read from disk when it
 * changes, so a rebuilt shell is served without a restart.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import type { ShellAssetUrls } from './html';
import { memoPerObject } from './object-memo';

export const MANIFEST_FILE = 'assets-manifest.json';

export interface AssetsManifest {
  js: string[];
  css: string[];
  /** Font file per name (`inter-latin-400-normal` ...), relative to the dist folder. */
  fonts: Record<string, string>;
}

function isManifest(value: unknown): value is AssetsManifest {
  const v = value as AssetsManifest | null;
  const strings = (a: unknown) => Array.isArray(a) && a.every((x) => typeof x === 'string');
  return !!v && strings(v.js) && strings(v.css) && typeof v.fonts === 'object' && v.fonts !== null;
}

/**
 * The fonts worth preloading for a language: the faces the first screen's text needs (the title's
 * display face, the text face and its 600 weight: the header's Book and language links, the
 * bar's labels), in the files that language's letters are in: the `base` cut (the latin file with
 * Turkish's five letters beyond it), and for Russian the `ru` subset beside it (the alphabet:
 * spaces, digits and punctuation are in the base file). A face found late lays the first screen
 * out again after the first paint. Never a whole latin, latin-ext or cyrillic file: those are
 * fetched only by a page that writes a letter no subset has (shell/src/styles/fonts.css).
 */
export function preloadFontNames(locale: Locale): string[] {
  const subsets = locale === 'ru' ? ['base', 'ru'] : ['base'];
  return subsets.flatMap((subset) => [`inter-${subset}-400-normal`, `inter-${subset}-600-normal`, `playfair-display-${subset}-600-normal`]);
}

/** How often the manifest's modification time is looked at (a rebuilt shell is seen within it). */
export const MANIFEST_RECHECK_MS = 1000;

/** Reads the manifest of a dist folder, again only when its modification time changed (looked at once a second at most). */
export function createAssetsReader(distDir: string, publicBase: string, warn: (message: string) => void, recheckMs = MANIFEST_RECHECK_MS) {
  const file = path.join(distDir, MANIFEST_FILE);
  let cached: { mtimeMs: number; manifest: AssetsManifest } | undefined;
  let checkedAt = -Infinity;
  let warned = false;

  function manifest(): AssetsManifest | undefined {
    const now = performance.now();
    if (cached && now - checkedAt < recheckMs) return cached.manifest;
    checkedAt = now;
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs === mtimeMs) return cached.manifest;
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isManifest(parsed)) throw new Error('unexpected shape');
      cached = { mtimeMs, manifest: parsed };
      warned = false;
      return parsed;
    } catch (error) {
      if (!warned) warn(`Shell assets manifest ${file} unreadable (${(error as Error).message}); is the shell built?`);
      warned = true;
      return cached?.manifest;
    }
  }

  const url = (rel: string) => `${publicBase}${rel.replace(/^\/+/, '')}`;
  // The URLs of each language, made once per manifest read (every page answer asks for them).
  const urlsOf = memoPerObject<AssetsManifest, ShellAssetUrls>(LOCALES.length);

  return function assetsFor(locale: Locale): ShellAssetUrls {
    const m = manifest();
    if (!m) return { js: [], css: [], fontPreloads: [] };
    return urlsOf(m, locale, () => ({
      js: m.js.map(url),
      css: m.css.map(url),
      fontPreloads: preloadFontNames(locale).flatMap((name) => (m.fonts[name] ? [url(m.fonts[name]!)] : [])),
    }));
  };
}
