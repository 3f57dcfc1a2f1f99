/**
 * A bounded queue for expensive work a request can start (the media service's image encodes):
 * at most `concurrency` jobs run at once, at most `maxWaiting` wait, one client holds at most
 * `perClient` of them (running or waiting), and a job not started within `maxWaitMs` is dropped.
 * Beyond any of these the job is refused with `Busy`, whose `retryAfter` (seconds) estimates when
 * the queue will have drained at the pace of the jobs run so far: the route answers 503 with
 * Retry-After, so a burst costs the server a bounded amount of CPU and memory and every request
 * an answer. (`within` bounds a caller's wait for a job that did start.)
 */
export interface WorkLimits {
  concurrency: number;
  maxWaiting: number;
  perClient: number;
  maxWaitMs: number;
}

/** The queue is full for this client, or the job waited too long: try again in `retryAfter` s. */
export class Busy extends Error {
  constructor(readonly retryAfter: number, readonly reason: 'client' | 'queue' | 'wait') {
    super(`busy (${reason}): retry in ${retryAfter} s`);
    this.name = 'Busy';
  }
}

interface Waiter { start: () => void; fail: (error: Busy) => void; timer: NodeJS.Timeout }

export class WorkQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly held = new Map<string, number>();
  /** Moving average of a job's run time (ms), for Retry-After; starts at a guess. */
  private averageMs = 2000;

  constructor(readonly limits: WorkLimits) {}

  /** Jobs running and waiting now. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Seconds until the jobs now running and waiting will have run, at least 1, at most 120. */
  retryAfter(): number {
    const jobs = this.running + this.waiting.length;
    return Math.min(120, Math.max(1, Math.ceil((jobs * this.averageMs) / this.limits.concurrency / 1000)));
  }

  /** Runs `job` for `client` when a slot is free; rejects with `Busy` when it may not wait. */
  async run<T>(client: string, job: () => Promise<T>): Promise<T> {
    const mine = this.held.get(client) ?? 0;
    if (mine >= this.limits.perClient) throw new Busy(this.retryAfter(), 'client');
    const free = this.running < this.limits.concurrency;
    if (!free && this.waiting.length >= this.limits.maxWaiting) throw new Busy(this.retryAfter(), 'queue');
    this.held.set(client, mine + 1);
    try {
      if (free) this.running++;
      else await this.slot();
      const started = performance.now();
      try {
        return await job();
      } finally {
        this.averageMs = this.averageMs * 0.7 + (performance.now() - started) * 0.3;
        this.release();
      }
    } finally {
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
    }
  }

  /** `job`, or `Busy` once `ms` have passed (the job itself goes on: its result is kept for a retry). */
  within<T>(job: Promise<T>, ms: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Busy(this.retryAfter(), 'wait')), ms);
    });
    return Promise.race([job, late]).finally(() => clearTimeout(timer));
  }

  /** Refuses every job still waiting (the server is closing); running ones end on their own. */
  close() {
    for (const waiter of this.waiting.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.fail(new Busy(this.retryAfter(), 'wait'));
    }
  }

  /** Waits for a running job to hand its slot over (`release`), or fails after `maxWaitMs`. */
  private slot(): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        fail: reject,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new Busy(this.retryAfter(), 'wait'));
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** A job ended: its slot goes to the longest waiting one (still counted as running), else is freed. */
  private release() {
    const next = this.waiting.shift();
    if (!next) {
      this.running--;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  }
}
