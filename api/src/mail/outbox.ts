/**
 * The outbox: one row per mail (or webhook call) to deliver, written in the same transaction as
 * the message or subscription it is about, so an accepted form always has its mail and a mail
 * never exists without its form. Each row keeps its delivery state (`pending`, `sent`, `failed`),
 * attempts, the time of its next attempt and its last error (no address or text in it). Its
 * content is made from the row it refers to at sending time, so erasing a person erases their
 * mails' content too. The only module that reads or writes the table.
 */
import type { Db } from '../db';

export type OutboxKind = 'contact-reception' | 'contact-ack' | 'newsletter-confirm' | 'enquiry-webhook';
export type OutboxState = 'pending' | 'sent' | 'failed';

export interface OutboxRow {
  id: number;
  kind: OutboxKind;
  ref_id: number;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  created_at: number;
}

export interface OutboxStats {
  pending: number;
  failed: number;
  /** Pending longer than the stuck threshold, or failed for good. */
  stuck: number;
  sent: number;
  /** Age in seconds of the oldest pending row (0: none). */
  oldestPendingSeconds: number;
}

/** Error text without addresses (an SMTP reply may quote one), short. */
export const scrubError = (text: string) => text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>').replace(/\s+/g, ' ').slice(0, 300);

export function outboxStore(db: Db) {
  const insert = db.prepare('INSERT INTO mail_outbox (kind, ref_id, next_attempt_at, created_at) VALUES (?, ?, ?, ?)');
  const due = db.prepare("SELECT id, kind, ref_id, state, attempts, next_attempt_at, created_at FROM mail_outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?");
  const nextDue = db.prepare("SELECT MIN(next_attempt_at) AS at FROM mail_outbox WHERE state = 'pending'");
  const sent = db.prepare("UPDATE mail_outbox SET state = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ? AND state = 'pending'");
  const retry = db.prepare("UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'pending'");
  const failed = db.prepare("UPDATE mail_outbox SET state = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ? AND state = 'pending'");
  const remove = db.prepare('DELETE FROM mail_outbox WHERE id = ?');
  const counts = db.prepare(`SELECT
      SUM(state = 'pending') AS pending, SUM(state = 'failed') AS failed, SUM(state = 'sent') AS sent,
      SUM(state = 'pending' AND created_at < ?) AS late, MIN(CASE WHEN state = 'pending' THEN created_at END) AS oldest
    FROM mail_outbox`);
  const lastError = db.prepare("SELECT last_error FROM mail_outbox WHERE state != 'sent' AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1");
  return {
    /** Adds a row due now (call inside the transaction that stores its reason). */
    enqueue: (kind: OutboxKind, refId: number | bigint, now: number) => insert.run(kind, refId, now, now),
    due: (now: number, limit: number) => due.all(now, limit) as OutboxRow[],
    nextDue: () => (nextDue.get() as { at: number | null }).at,
    markSent: (id: number, now: number) => sent.run(now, id),
    markRetry: (id: number, at: number, error: string) => retry.run(at, scrubError(error), id),
    markFailed: (id: number, error: string) => failed.run(scrubError(error), id),
    /** The row's reason is gone (erased): nothing to send. */
    drop: (id: number) => remove.run(id),
    stats: (now: number, stuckAfterMs: number): OutboxStats => {
      const c = counts.get(now - stuckAfterMs) as { pending: number | null; failed: number | null; sent: number | null; late: number | null; oldest: number | null };
      return {
        pending: c.pending ?? 0,
        failed: c.failed ?? 0,
        sent: c.sent ?? 0,
        stuck: (c.late ?? 0) + (c.failed ?? 0),
        oldestPendingSeconds: c.oldest === null ? 0 : Math.max(0, Math.round((now - c.oldest) / 1000)),
      };
    },
    lastError: () => (lastError.get() as { last_error: string } | undefined)?.last_error ?? null,
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
