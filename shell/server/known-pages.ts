/**
 * The room, event and offer pages the site has, so that a route-shaped path with a slug nobody wrote
 * (`/en/hotels/nirvana-cosmopolitan/rooms/x7f3q`) is a 404 without an API call: a flood of random
 * slugs costs the API nothing, whatever their number. The set is the sitemap's own list of pages
 * (`seo/sitemap.ts`) with the ended events and offers, whose pages still answer (noindex), fetched
 * again when it is older than `refreshMs` and a path is not in it (one
 * fetch in flight), so a page added in the content shows within that time, or at once when the
 * content revision changes (`clear()`, from `content-revision.ts`). While the list cannot
 * be had (the API down, or not asked yet), every path may exist: the API is asked, and its outage
 * answers stay what they are.
 */
import type { CallFetcher } from '@nirvana/shared/api/fetch-call';
import { once } from '@nirvana/shared/memo';
import { sitemapEntries } from './seo/sitemap';

export interface KnownPagesOptions {
  /** How old the list may be before a path missing from it makes it fetched again (ms, default 10 000). */
  refreshMs?: number;
  now?: () => number;
}

export function createKnownPages(read: CallFetcher, options: KnownPagesOptions = {}) {
  const refreshMs = options.refreshMs ?? 10_000;
  const now = options.now ?? Date.now;
  let known: { at: number; paths: Set<string> } | null = null;
  let failed = false;
  /** Bumped by `clear()`: a list fetched before it is not kept (it may lack a page added since). */
  let generation = 0;

  // One fetch at a time, shared by the paths that wait for it (and forgotten once done).
  const refresh = once(() => {
    const startedIn = generation;
    return sitemapEntries(read, 'http://site.invalid', { ended: true })
      .then((entries) => {
        if (startedIn !== generation) return;
        known = { at: now(), paths: new Set(entries.map((e) => new URL(e.loc).pathname)) };
        failed = false;
      })
      .catch(() => {
        if (startedIn === generation) failed = true;
      });
  }, () => false);

  return {
    /** False only when the path is certainly no page: a fresh list of the site's pages lacks it. */
    async mayExist(pathname: string): Promise<boolean> {
      if (known?.paths.has(pathname)) return true;
      if (!known || failed || now() - known.at >= refreshMs) await refresh();
      return failed || !known || known.paths.has(pathname);
    },
    /** Forgets the list: the next path not known fetches it again. */
    clear() {
      known = null;
      failed = false;
      refresh.reset();
      generation += 1;
    },
  };
}
