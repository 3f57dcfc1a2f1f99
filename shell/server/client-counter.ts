/**
 * Counts what each client (by address) did in the current window of time, such as the missing
 * pages it asked for, and says when one is over its limit. Fixed windows (a client's starts with
 * its first count, and is its entry's lifetime); at most `maxClients` clients are remembered (the
 * least recently counted first out), so a crowd of addresses costs bounded memory.
 */
import { LRUCache } from 'lru-cache';

export interface ClientCounterOptions {
  /** Counts allowed per client per window. */
  limit: number;
  windowMs?: number;
  maxClients?: number;
  now?: () => number;
}

export function createClientCounter(options: ClientCounterOptions) {
  const { limit } = options;
  const clients = new LRUCache<string, { count: number }>({
    max: options.maxClients ?? 10_000,
    ttl: options.windowMs ?? 60_000,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    /** Counts one for `key`; returns the seconds until its window ends when it is over the limit, else 0. */
    hit(key: string): number {
      let c = clients.get(key);
      if (!c) clients.set(key, (c = { count: 0 }));
      c.count += 1;
      return c.count > limit ? Math.max(1, Math.ceil(clients.getRemainingTTL(key) / 1000)) : 0;
    },
  };
}
