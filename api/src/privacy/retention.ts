/**
 * Retention as the privacy policy states it (api/src/seed/texts/policies): contact messages are
 * kept for two years, then deleted with their mails; a subscription is kept until its owner leaves
 * (the unsubscribe deletes it at once), and one never confirmed is deleted when its confirmation
 * link has expired. Nothing else is deleted. Run by the API at start and every six hours, and by
 * `npm run retention -w api`; `now` is a parameter so a test can move the clock.
 */
import type { Db } from '../db';
import { CONFIRM_LINK_TTL_MS } from './links';
import { eraseMessages, eraseSubscription } from './erase';

/** How long a contact message is kept (the policy's "two years"). */
export const MESSAGE_RETENTION_YEARS = 2;
export const RETENTION_INTERVAL_MS = 6 * 3_600_000;

export function retentionCutoffs(now: number) {
  const messages = new Date(now);
  messages.setUTCFullYear(messages.getUTCFullYear() - MESSAGE_RETENTION_YEARS);
  return { messagesBefore: messages.toISOString(), pendingBefore: new Date(now - CONFIRM_LINK_TTL_MS).toISOString() };
}

export function runRetention(db: Db, now: number = Date.now()): { messages: number; pendingSubscriptions: number } {
  const { messagesBefore, pendingBefore } = retentionCutoffs(now);
  const messages = (db.prepare('SELECT id FROM contact_messages WHERE created_at < ?').all(messagesBefore) as { id: number }[]).map((r) => r.id);
  const pending = (db.prepare("SELECT id FROM newsletter_subscriptions WHERE status = 'pending' AND COALESCE(confirm_sent_at, created_at) < ?")
    .all(pendingBefore) as { id: number }[]).map((r) => r.id);
  eraseMessages(db, messages);
  for (const id of pending) eraseSubscription(db, id);
  return { messages: messages.length, pendingSubscriptions: pending.length };
}
