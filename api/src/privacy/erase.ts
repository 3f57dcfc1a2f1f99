/**
 * Erasure: every row of a person (their subscriptions, messages and the outbox rows about them),
 * by address, as the staff's erase command does; and one subscription, as unsubscribing does.
 */
import type { Db } from '../db';
import { normaliseEmail } from './email-address';

const SUBSCRIPTION_MAILS = "kind = 'newsletter-confirm'";
const MESSAGE_MAILS = "kind IN ('contact-reception', 'contact-ack', 'enquiry-webhook')";

/** Deletes a subscription and its mails. */
export function eraseSubscription(db: Db, id: number): void {
  db.transaction(() => {
    db.prepare(`DELETE FROM mail_outbox WHERE ${SUBSCRIPTION_MAILS} AND ref_id = ?`).run(id);
    db.prepare('DELETE FROM newsletter_subscriptions WHERE id = ?').run(id);
  })();
}

/** Deletes messages by id, with their mails. */
export function eraseMessages(db: Db, ids: readonly number[]): void {
  const mails = db.prepare(`DELETE FROM mail_outbox WHERE ${MESSAGE_MAILS} AND ref_id = ?`);
  const message = db.prepare('DELETE FROM contact_messages WHERE id = ?');
  db.transaction(() => {
    for (const id of ids) {
      mails.run(id);
      message.run(id);
    }
  })();
}

/** Deletes every subscription and message of an address (in its stored form), with their mails; says how many. */
export function eraseAddress(db: Db, address: string): { subscriptions: number; messages: number } {
  const email = normaliseEmail(address);
  return db.transaction(() => {
    const subs = (db.prepare('SELECT id FROM newsletter_subscriptions WHERE email = ?').all(email) as { id: number }[]).map((r) => r.id);
    const messages = (db.prepare('SELECT id FROM contact_messages WHERE email = ?').all(email) as { id: number }[]).map((r) => r.id);
    for (const id of subs) eraseSubscription(db, id);
    eraseMessages(db, messages);
    return { subscriptions: subs.length, messages: messages.length };
  })();
}
