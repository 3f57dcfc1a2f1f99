/** A per-client sliding-window limit on writes (in memory: one API process per database). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly limit: number, private readonly windowMs = 60_000) {}

  /** Records an attempt; answers the seconds to wait when the client is over the limit, else 0. */
  take(key: string, now = Date.now()): number {
    this.sweep(now);
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.limit) {
      this.hits.set(key, list);
      return Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 1000));
    }
    list.push(now);
    this.hits.set(key, list);
    return 0;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, list] of this.hits) if (!list.length || list[list.length - 1]! <= now - this.windowMs) this.hits.delete(key);
  }
}
