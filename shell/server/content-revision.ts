/**
 * Editors change the content while the site runs; the API then stores a new content revision and
 * answers it at `GET /v1/content/revision` (`{"revision":"<opaque>"}`, `no-store`). This watcher
 * asks for it about once a second (one ask in flight, the next one a second after it ended) and,
 * when it differs from the last one seen, empties every cache of content this server keeps (the
 * page cache, the API's remembered 404s, the list of known pages, the sitemap), so the next
 * request after an edit shows the new text and a page just added is no longer a cached 404.
 *
 * The first revision seen counts as a change too: whatever was cached before it may be older.
 * A failed ask (the API down or slow, an API without the route, an answer of another shape)
 * changes nothing and is asked again a second later; the caches then keep their own time limits.
 */
import { contentRevisionCall } from '@nirvana/shared/api/calls';
import type { CallFetcher } from '@nirvana/shared/api/fetch-call';

export interface ContentRevisionOptions {
  /** Reads the API's calls: the shell's `apiCallFetcher` (its upstream and timeout). */
  read: CallFetcher;
  /** What is emptied when the revision changes. */
  caches: readonly { clear(): void }[];
  /** Time from the end of one ask to the next (ms, default 1000). */
  intervalMs?: number;
  /** Told of each change once the caches are empty (the server logs it). */
  onChange?: (revision: string, previous: string | null) => void;
}

/** A watcher of the API's content revision; `start()` when the server is ready, `stop()` on close. */
export function createContentRevisionWatcher(options: ContentRevisionOptions) {
  const intervalMs = options.intervalMs ?? 1000;
  let seen: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let asking: AbortController | null = null;
  /** Bumped by `start()` and `stop()`: an ask of an earlier run schedules nothing. */
  let run = 0;
  let running = false;

  async function check(): Promise<void> {
    if (asking) return;
    const controller = (asking = new AbortController());
    try {
      const { revision } = await options.read(contentRevisionCall, {}, controller.signal);
      if (controller.signal.aborted || revision === seen) return;
      const previous = seen;
      seen = revision;
      for (const cache of options.caches) cache.clear();
      options.onChange?.(revision, previous);
    } catch {
      // Asked again at the next tick.
    } finally {
      if (asking === controller) asking = null;
    }
  }

  function loop(current: number) {
    void check().finally(() => {
      if (current !== run) return;
      timer = setTimeout(() => loop(current), intervalMs);
      // Never what keeps the process alive.
      timer.unref();
    });
  }

  return {
    /** Asks now, then about every `intervalMs` until `stop()`. */
    start() {
      if (running) return;
      running = true;
      loop(++run);
    },
    /** No more asks; one in flight is aborted. */
    stop() {
      running = false;
      run += 1;
      if (timer) clearTimeout(timer);
      timer = null;
      asking?.abort();
      asking = null;
    },
    /** The last revision seen (null before the first answer). */
    get revision() {
      return seen;
    },
  };
}
