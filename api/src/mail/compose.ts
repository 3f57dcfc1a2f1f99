/**
 * What each outbox row sends, made from the row it refers to when it is sent: the reception's
 * copy of an enquiry, the guest's acknowledgement, the newsletter's confirmation mail, the CRM
 * webhook's body. Names and addresses go into headers only as nodemailer address objects (it
 * encodes them; a line break cannot start a header), the guest's text as plain text and as escaped
 * HTML. The Message-ID is the outbox row's own, so a mail sent again after a crash is the same mail.
 */
import type { SendMailOptions } from 'nodemailer';
import { contactFactsOf } from '@nirvana/shared/contact-facts';
import { isLocale, LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { propertyById } from '@nirvana/shared/properties';
import type { Db } from '../db';
import { CONFIRM_LINK_TTL_MS, signLink } from '../privacy/links';
import { mailTexts } from './texts';
import type { OutboxRow } from './outbox';

export interface ContactRow {
  id: number; property_id: number; full_name: string; email: string; phone: string; message: string; locale: string; page: string | null; created_at: string;
}
export interface SubscriptionRow {
  id: number; email: string; property_id: number; locale: string; status: string; page: string | null; created_at: string; confirmed_at: string | null;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const localeOf = (value: string): Locale => (isLocale(value) ? value : 'tr');
const hotelName = (propertyId: number) => propertyById(propertyId)?.name ?? 'Nirvana Hotels';

/** The domain of the sender address, for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

export const messageIdOf = (row: Pick<OutboxRow, 'id' | 'kind' | 'created_at'>, domain: string) => `<${row.kind}.${row.id}.${row.created_at}@${domain}>`;

/** The newsletter pages' links of a subscription (the unsubscribe link never expires). */
export function newsletterLinks(base: string, secret: string, sub: Pick<SubscriptionRow, 'id' | 'email' | 'locale'>, now: number) {
  const lang = localeOf(sub.locale);
  const confirm = signLink(secret, 'confirm', sub.id, sub.email, now + CONFIRM_LINK_TTL_MS);
  const unsubscribe = signLink(secret, 'unsubscribe', sub.id, sub.email, 0);
  return {
    confirm: `${base}/v1/newsletter/confirm?token=${confirm}&lang=${lang}`,
    unsubscribe: `${base}/v1/newsletter/unsubscribe?token=${unsubscribe}&lang=${lang}`,
  };
}

export interface ComposeContext {
  db: Db;
  from: string;
  secret: string;
  /** The public origin of links in mails. */
  linkBase: () => string;
  now: () => number;
}

export type Composed = { mail: SendMailOptions } | { webhook: Record<string, unknown> } | null;

/** The mail (or webhook body) of an outbox row; null when what it was about is gone. */
export function composerOf(ctx: ComposeContext) {
  const contact = ctx.db.prepare('SELECT id, property_id, full_name, email, phone, message, locale, page, created_at FROM contact_messages WHERE id = ?');
  const subscription = ctx.db.prepare('SELECT id, email, property_id, locale, status, page, created_at, confirmed_at FROM newsletter_subscriptions WHERE id = ?');
  const domain = senderDomain(ctx.from);

  return (row: OutboxRow): Composed => {
    const messageId = messageIdOf(row, domain);
    if (row.kind === 'contact-reception' || row.kind === 'contact-ack' || row.kind === 'enquiry-webhook') {
      const m = contact.get(row.ref_id) as ContactRow | undefined;
      if (!m) return null;
      const hotel = hotelName(m.property_id);
      const reception = { name: hotel, address: contactFactsOf(m.property_id).reception.email };
      const guest = { name: m.full_name, address: m.email };
      const locale = localeOf(m.locale);
      if (row.kind === 'enquiry-webhook') {
        return {
          webhook: {
            id: m.id, propertyId: m.property_id, hotel, fullName: m.full_name, email: m.email, phone: m.phone,
            message: m.message, locale, page: m.page, receivedAt: m.created_at,
          },
        };
      }
      if (row.kind === 'contact-reception') {
        const facts: [string, string][] = [
          ['Ad / Name', m.full_name], ['E-posta / E-mail', m.email], ['Telefon / Phone', m.phone],
          ['Dil / Language', `${LOCALE_INFO[locale].name} (${locale})`], ['Sayfa / Page', m.page ?? '-'], ['Zaman / Time', m.created_at],
        ];
        return {
          mail: {
            messageId, from: ctx.from, to: reception, replyTo: guest,
            subject: `Web: ${m.full_name} (${locale}) / ${hotel}`,
            headers: { 'X-Nirvana-Enquiry': String(m.id) },
            text: `${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}\n`,
            html: `<table>${facts.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
              + `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
          },
        };
      }
      const t = mailTexts(locale);
      const lines = [t.ackGreeting(m.full_name), '', t.ackBody(hotel), '', t.signature];
      return {
        mail: {
          messageId, from: ctx.from, to: guest, replyTo: reception, subject: t.ackSubject(hotel),
          headers: { 'Auto-Submitted': 'auto-replied' },
          text: `${lines.join('\n')}\n`,
          html: `<div lang="${locale}">${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')}</div>`,
        },
      };
    }
    // newsletter-confirm
    const s = subscription.get(row.ref_id) as SubscriptionRow | undefined;
    if (!s || s.status !== 'pending') return null;
    const locale = localeOf(s.locale);
    const t = mailTexts(locale);
    const hotel = hotelName(s.property_id);
    const links = newsletterLinks(ctx.linkBase(), ctx.secret, s, ctx.now());
    return {
      mail: {
        messageId, from: ctx.from, to: s.email, subject: t.confirmSubject(hotel),
        headers: {
          'List-Unsubscribe': `<${links.unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Auto-Submitted': 'auto-generated',
        },
        text: `${t.confirmBody(hotel)}\n\n${t.confirmButton}: ${links.confirm}\n\n${t.confirmExpiry}\n${t.confirmIgnore}\n\n${t.unsubscribeLine} ${links.unsubscribe}\n\n${t.signature}\n`,
        html: `<div lang="${locale}"><p>${escapeHtml(t.confirmBody(hotel))}</p>`
          + `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(t.confirmButton)}</a></p>`
          + `<p>${escapeHtml(t.confirmExpiry)} ${escapeHtml(t.confirmIgnore)}</p>`
          + `<p><small>${escapeHtml(t.unsubscribeLine)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(links.unsubscribe)}</a></small></p>`
          + `<p>${escapeHtml(t.signature)}</p></div>`,
      },
    };
  };
}
