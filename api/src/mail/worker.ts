/**
 * The outbox worker, in the API process: takes the rows that are due, sends each (a mail through
 * the mailer, a webhook call with its HMAC signature), and marks a row sent only after the SMTP
 * server (or the webhook) accepted it. A failure is tried again with exponential back-off (with
 * jitter), a recipient refused for good is marked failed. Rows left pending by a crash or SIGKILL
 * are simply due at the next start, and each keeps its Message-ID, so nothing is lost and a mail
 * the server already accepted is at worst sent again with the same Message-ID. Mails undelivered
 * too long are said loudly: an error in the log, and `mail.stuck` in `/health`.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSettings } from './settings';
import type { OutboxRow, OutboxStats, OutboxStore } from './outbox';
import type { Composed } from './compose';
import { isPermanent, type Mailer } from './transport';

/** After this many attempts a row is given up (failed, counted as stuck): about two days with the default back-off. */
export const MAX_ATTEMPTS = 60;
const CONCURRENCY = 8;
/** The longest the worker sleeps before it looks again (rows written by another process, a moved clock). */
const IDLE_POLL_MS = 5_000;

export interface WorkerOptions {
  store: OutboxStore;
  compose: (row: OutboxRow) => Composed;
  mailer: Mailer;
  settings: MailSettings;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** The signature header of a webhook body: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function webhookSignature(secret: string, body: string, seconds: number): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

export function startOutboxWorker(options: WorkerOptions) {
  const { store, compose, mailer, settings, log } = options;
  const now = options.now ?? Date.now;
  const inFlight = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastStuck = 0;

  const backoff = (attempts: number) => {
    const delay = Math.min(settings.retry.maxMs, settings.retry.baseMs * 2 ** Math.min(attempts, 30));
    return Math.round(delay * (0.8 + Math.random() * 0.4));
  };

  async function deliver(row: OutboxRow) {
    const composed = compose(row);
    if (!composed) {
      store.drop(row.id);
      return;
    }
    try {
      if ('mail' in composed) {
        await mailer.send(composed.mail);
      } else {
        if (!settings.webhookUrl || !settings.webhookSecret) {
          store.drop(row.id);
          return;
        }
        const body = JSON.stringify(composed.webhook);
        const response = await fetch(settings.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json', 'x-nirvana-delivery': String(row.id),
            'x-nirvana-signature': webhookSignature(settings.webhookSecret, body, Math.floor(now() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      }
      store.markSent(row.id, now());
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const attempts = row.attempts + 1;
      if (isPermanent(error) || attempts >= MAX_ATTEMPTS) {
        store.markFailed(row.id, text);
        log.error({ outboxId: row.id, kind: row.kind, attempts }, `mail outbox: ${row.kind} #${row.id} given up: ${store.lastError() ?? ''}`);
      } else {
        const at = now() + backoff(row.attempts);
        store.markRetry(row.id, at, text);
        log.warn({ outboxId: row.id, kind: row.kind, attempts }, `mail outbox: ${row.kind} #${row.id} not delivered (attempt ${attempts}), next in ${Math.round((at - now()) / 1000)} s`);
      }
    }
  }

  function checkStuck() {
    const stats = store.stats(now(), settings.stuckAfterMs);
    if (stats.stuck > 0 && stats.stuck !== lastStuck) {
      log.error({ mail: stats }, `mail outbox: ${stats.stuck} mail(s) stuck (undelivered for over ${Math.round(settings.stuckAfterMs / 60_000)} min or given up); last error: ${store.lastError() ?? 'none'}`);
    }
    lastStuck = stats.stuck;
  }

  async function drain() {
    for (;;) {
      const rows = store.due(now(), CONCURRENCY * 4).filter((r) => !inFlight.has(r.id));
      if (!rows.length || stopped) break;
      let next = 0;
      const lane = async () => {
        while (next < rows.length && !stopped) {
          const row = rows[next++]!;
          inFlight.add(row.id);
          try {
            await deliver(row);
          } finally {
            inFlight.delete(row.id);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane));
    }
    checkStuck();
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delay));
    timer.unref();
  }

  function tick() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().catch((error) => {
      log.error({ err: error }, 'mail outbox: the worker failed; it tries again shortly');
    }).finally(() => {
      running = null;
      if (again) {
        again = false;
        schedule(0);
        return;
      }
      const due = store.nextDue();
      schedule(due === null ? IDLE_POLL_MS : Math.min(IDLE_POLL_MS, due - now()));
    });
  }

  schedule(0);
  return {
    /** A row was written: look now. */
    wake: () => (running ? (again = true) : schedule(0)),
    stats: (): OutboxStats => store.stats(now(), settings.stuckAfterMs),
    /** Stops taking rows and waits for the sends under way. */
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
