/**
 * What staff take out: the confirmed subscribers (per hotel or all) and the contact messages, as
 * CSV (RFC 4180, a header row; a cell that a spreadsheet would read as a formula is prefixed
 * with an apostrophe).
 */
import type { Db } from '../db';

const cell = (value: unknown) => {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (columns: string[], rows: Record<string, unknown>[]) =>
  [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n') + '\r\n';

const SUBSCRIBER_COLUMNS = ['email', 'property_id', 'locale', 'consent_version', 'created_at', 'confirmed_at', 'page'];
const MESSAGE_COLUMNS = ['id', 'property_id', 'created_at', 'locale', 'full_name', 'email', 'phone', 'message', 'page', 'delivery'];

/** Confirmed subscribers with their consent record; `propertyId` null: every hotel. */
export function subscribersCsv(db: Db, propertyId: number | null): string {
  const rows = db.prepare(`SELECT ${SUBSCRIBER_COLUMNS.join(', ')} FROM newsletter_subscriptions
    WHERE status = 'confirmed' AND (? IS NULL OR property_id = ?) ORDER BY property_id, id`).all(propertyId, propertyId) as Record<string, unknown>[];
  return csv(SUBSCRIBER_COLUMNS, rows);
}

/** Contact messages with the delivery state of the reception's mail; `propertyId` null: every property. */
export function messagesCsv(db: Db, propertyId: number | null): string {
  const rows = db.prepare(`SELECT m.id, m.property_id, m.created_at, m.locale, m.full_name, m.email, m.phone, m.message, m.page,
      (SELECT state FROM mail_outbox o WHERE o.kind = 'contact-reception' AND o.ref_id = m.id) AS delivery
    FROM contact_messages m WHERE (? IS NULL OR m.property_id = ?) ORDER BY m.id`).all(propertyId, propertyId) as Record<string, unknown>[];
  return csv(MESSAGE_COLUMNS, rows);
}
