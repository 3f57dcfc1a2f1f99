/**
 * Counts what each client (by address) did in the current window of time, such as the missing
 * pages it asked for, and says when one is over its limit. Fixed windows; at most `maxClients`
 * clients are remembered (the oldest first out), so a crowd of addresses costs bounded memory.
 */
export interface ClientCounterOptions {
  /** Counts allowed per client per window. */
  limit: number;
  windowMs?: number;
  maxClients?: number;
  now?: () => number;
}

export function createClientCounter(options: ClientCounterOptions) {
  const { limit } = options;
  const windowMs = options.windowMs ?? 60_000;
  const maxClients = options.maxClients ?? 10_000;
  const now = options.now ?? Date.now;
  const clients = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one for `key`; returns the seconds until its window ends when it is over the limit, else 0. */
    hit(key: string): number {
      const t = now();
      let c = clients.get(key);
      if (!c || t - c.start >= windowMs) {
        clients.delete(key);
        clients.set(key, (c = { start: t, count: 0 }));
        while (clients.size > maxClients) clients.delete(clients.keys().next().value as string);
      }
      c.count += 1;
      return c.count > limit ? Math.max(1, Math.ceil((c.start + windowMs - t) / 1000)) : 0;
    },
  };
}
