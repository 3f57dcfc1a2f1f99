/**
 * The two writes: newsletter subscription and contact message. The body's shape is the route's
 * schema, shared's request schema (`http/body-schema.ts`); its values are judged by the shared form
 * rules (the same module the forms use); a honeypot and a per-client rate limit per form
 * (`http/rate-limit.ts`); stored durably. The answer to an accepted form is the same whether it
 * stored something new, repeated a known address or message, or filled the honeypot (which stores
 * nothing): status and body say only `{ok: true, message}`, so a bot learns nothing, neither
 * whether its honeypot was seen nor whether an address is subscribed.
 */
import { createHash } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nirvana/shared/locales';
import { PROPERTIES } from '@nirvana/shared/properties';
import { CONTACT_RULES, MAX_LENGTH, NEWSLETTER_RULES, formMessage, validate } from '@nirvana/shared/forms/rules';
import { NEWSLETTER_CONSENT_VERSION } from '@nirvana/shared/forms/consent';
import { contactCall, subscribeNewsletterCall } from '@nirvana/shared/api/calls';
import type { Db } from '../db';
import { answerError, sendError } from '../http/errors';
import { BodyShapeError } from '../http/body-schema';
import { serveCall } from '../http/serve-call';
import { writeLimitConfig } from '../http/rate-limit';
import { normaliseEmail } from '../privacy/email-address';
import type { OutboxStore } from '../mail/outbox';
import { apiMessages } from '../i18n/messages';

/** Where a write's mails go: the outbox (rows written in the write's transaction) and its worker. */
export interface WriteOutbox {
  store: OutboxStore;
  /** Tells the worker rows were written. */
  wake: () => void;
  /** Each enquiry is also posted to the CRM webhook. */
  webhook: boolean;
}

/** A pending subscription asked for again gets a new confirmation mail, at most this often. */
export const CONFIRM_RESEND_MS = 10 * 60_000;

const VALID_PROPERTY_IDS = new Set(PROPERTIES.map((p) => p.id));

/** The API's own reasons beside the shared form rules' (api/src/i18n: `write.*`). */
const { format } = apiMessages;
const unknownProperty = (locale: Locale) => format(locale, 'write.unknownProperty');
const tooLong = (locale: Locale, n: number) => format(locale, 'write.tooLong', { n });
const badText = (locale: Locale) => format(locale, 'write.badText');

/**
 * Characters the shared form rules let through but nothing should store: in an e-mail any control,
 * format (zero-width, bidi override), private-use or lone surrogate character; in a message control
 * characters other than tab and line breaks, and lone surrogates (not valid UTF-8 once stored).
 */
const BAD_IN_EMAIL = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/u;
const BAD_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
/** Surrounding white space is trimmed before storing, so only the inside counts. */
const hasBad = (value: unknown, pattern: RegExp) => typeof value === 'string' && pattern.test(value.trim());
/**
 * A text field as the rules judge it: anything but a string is no text (blank), never converted,
 * since a body of any shape is judged (`{"toString":"x"}` throws when made a string).
 */
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

type Body = Record<string, unknown>;

function localeOf(body: Body, request: FastifyRequest): Locale {
  const fromBody = body.locale;
  if (isLocale(fromBody)) return fromBody;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLocale(fromQuery) ? fromQuery : DEFAULT_LOCALE;
}

function propertyError(value: unknown, locale: Locale): string | null {
  return typeof value === 'number' && Number.isInteger(value) && VALID_PROPERTY_IDS.has(value) ? null : unknownProperty(locale);
}

/** The honeypot (`website`, hidden from people): absent, null or text; anything else is a bad request. */
const honeypotError = (body: Body, locale: Locale) =>
  body.website === undefined || body.website === null || typeof body.website === 'string' ? null : badText(locale);
const isBot = (body: Body) => typeof body.website === 'string' && body.website.trim() !== '';

/**
 * A form's reasons per field, in `locale` (none: the form is valid). They judge any object, also
 * one without the schema's shape, so a refused body gets one reason for every field at fault.
 */
type Judge = (body: Body, locale: Locale) => Record<string, string>;

const newsletterProblems: Judge = (body, locale) => {
  const fields: Record<string, string> = {};
  for (const [field, rule] of Object.entries(validate({ email: textOf(body.email), consent: body.consent }, NEWSLETTER_RULES))) {
    fields[field] = formMessage(locale, rule);
  }
  if (!fields.email && hasBad(body.email, BAD_IN_EMAIL)) fields.email = formMessage(locale, 'email');
  const propertyProblem = propertyError(body.propertyId, locale);
  if (propertyProblem) fields.propertyId = propertyProblem;
  // A malformed version claim is a bad request; a well-formed one is not trusted either (the route stores its own).
  const claimed = body.consentVersion;
  if (claimed !== undefined && claimed !== null && (typeof claimed !== 'string' || !/^[\w.-]{1,40}$/.test(claimed))) fields.consentVersion = formMessage(locale, 'required');
  const honeypot = honeypotError(body, locale);
  if (honeypot) fields.website = honeypot;
  return fields;
};

const contactProblems: Judge = (body, locale) => {
  const values = { fullName: textOf(body.fullName), email: textOf(body.email), phone: textOf(body.phone), message: textOf(body.message) };
  const fields: Record<string, string> = {};
  for (const [field, rule] of Object.entries(validate(values, CONTACT_RULES))) fields[field] = formMessage(locale, rule);
  for (const field of Object.keys(values) as (keyof typeof values)[]) {
    const v = values[field];
    if (!fields[field] && typeof v === 'string' && v.trim().length > MAX_LENGTH[field]) fields[field] = tooLong(locale, MAX_LENGTH[field]);
  }
  if (!fields.email && hasBad(values.email, BAD_IN_EMAIL)) fields.email = formMessage(locale, 'email');
  for (const field of ['fullName', 'message'] as const) if (!fields[field] && hasBad(values[field], BAD_IN_TEXT)) fields[field] = badText(locale);
  const propertyProblem = propertyError(body.propertyId, locale);
  if (propertyProblem) fields.propertyId = propertyProblem;
  const honeypot = honeypotError(body, locale);
  if (honeypot) fields.website = honeypot;
  return fields;
};

/**
 * The page a form was sent from (the consent record's "where"): the Referer the browser sends, its
 * origin and path only (a query may hold anything), when it is an http(s) URL.
 */
function pageOf(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer.length > 2000) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return null;
  }
}

/** The answer to every accepted form: new, repeated or a bot's, alike. */
const accepted = (locale: Locale, form: 'newsletter' | 'contact') => ({ ok: true, message: formMessage(locale, `${form}.success`) });

/** Answers a refused form: the form's failure message and a reason per field, never cached. */
function refuse(reply: FastifyReply, form: 'newsletter' | 'contact', locale: Locale, fields: Record<string, string>) {
  return sendError(reply, 400, formMessage(locale, `${form}.failure`), fields);
}

/**
 * A write route's own options (its body's shape is its contract's, checked in fastify's validation
 * step: serve-call.ts): a body without that shape is answered like any refused form (the rate limit
 * counted it already, at onRequest). Other errors get the API's usual answer.
 */
function writeRoute(form: 'newsletter' | 'contact', judge: Judge, writeLimit: number): Omit<RouteShorthandOptions, 'schema'> {
  return {
    config: writeLimitConfig(form, writeLimit),
    errorHandler: (error: FastifyError, request, reply) => {
      if (!(error instanceof BodyShapeError)) return answerError(error, request, reply);
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return sendError(reply, 400, 'The body must be a JSON object.');
      const locale = localeOf(body as Body, request);
      const fields = judge(body as Body, locale);
      // Every field the shape refused has its reason (the rules name them all; this is the fallback).
      for (const field of error.fields) if (field) fields[field] ??= formMessage(locale, 'required');
      return refuse(reply, form, locale, fields);
    },
  };
}

export function registerWriteRoutes(app: FastifyInstance, db: Db, writeLimit: number, outbox: WriteOutbox) {
  const insertSubscription = db.prepare(
    `INSERT INTO newsletter_subscriptions (email, property_id, locale, consent_version, created_at, status, page, confirm_sent_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?) ON CONFLICT (email, property_id) DO NOTHING`,
  );
  const knownSubscription = db.prepare('SELECT id, status, confirm_sent_at FROM newsletter_subscriptions WHERE email = ? AND property_id = ?');
  const markConfirmSent = db.prepare('UPDATE newsletter_subscriptions SET confirm_sent_at = ?, locale = ?, page = ? WHERE id = ?');
  const insertMessage = db.prepare(
    `INSERT INTO contact_messages (property_id, full_name, email, phone, message, locale, fingerprint, created_at, page)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (fingerprint) DO NOTHING`,
  );

  /**
   * A subscription is pending until its confirmation link is followed: a new address gets a row
   * and its confirmation mail, a pending one asked for again a new mail (at most every
   * CONFIRM_RESEND_MS), a confirmed one nothing; the answer is the same in every case.
   */
  const subscribe = db.transaction((email: string, propertyId: number, locale: Locale, page: string | null) => {
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const inserted = insertSubscription.run(email, propertyId, locale, NEWSLETTER_CONSENT_VERSION, stamp, page, stamp);
    if (inserted.changes === 1) {
      outbox.store.enqueue('newsletter-confirm', inserted.lastInsertRowid, now);
      return true;
    }
    const known = knownSubscription.get(email, propertyId) as { id: number; status: string; confirm_sent_at: string | null } | undefined;
    if (!known || known.status !== 'pending') return false;
    if (known.confirm_sent_at && now - Date.parse(known.confirm_sent_at) < CONFIRM_RESEND_MS) return false;
    markConfirmSent.run(stamp, locale, page, known.id);
    outbox.store.enqueue('newsletter-confirm', known.id, now);
    return true;
  });

  /** The message and its mails (reception, acknowledgement, webhook) in one transaction; a repeat stores and sends nothing. */
  const storeMessage = db.transaction((propertyId: number, clean: { fullName: string; email: string; phone: string; message: string }, locale: Locale, fingerprint: string, page: string | null) => {
    const now = Date.now();
    const inserted = insertMessage.run(propertyId, clean.fullName, clean.email, clean.phone, clean.message, locale, fingerprint, new Date(now).toISOString(), page);
    if (inserted.changes !== 1) return false;
    outbox.store.enqueue('contact-reception', inserted.lastInsertRowid, now);
    outbox.store.enqueue('contact-ack', inserted.lastInsertRowid, now);
    if (outbox.webhook) outbox.store.enqueue('enquiry-webhook', inserted.lastInsertRowid, now);
    return true;
  });

  serveCall(app, subscribeNewsletterCall, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body;
    const locale = localeOf(body, request);
    const fields = newsletterProblems(body, locale);
    if (Object.keys(fields).length) return refuse(reply, 'newsletter', locale, fields);
    // The record holds the consent text's version this server shows, whatever a client claims.
    if (!isBot(body) && subscribe(normaliseEmail(body.email), body.propertyId, locale, pageOf(request))) outbox.wake();
    return accepted(locale, 'newsletter');
  }, writeRoute('newsletter', newsletterProblems, writeLimit));

  serveCall(app, contactCall, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body;
    const locale = localeOf(body, request);
    const fields = contactProblems(body, locale);
    if (Object.keys(fields).length) return refuse(reply, 'contact', locale, fields);
    const clean = {
      fullName: body.fullName.trim().replace(/\s+/g, ' '),
      email: normaliseEmail(body.email),
      phone: body.phone.replace(/[\s()-]/g, ''),
      message: body.message.trim(),
    };
    // The same message sent twice (a double click, a retry) is stored and sent once.
    const fingerprint = createHash('sha256').update(JSON.stringify([body.propertyId, clean.email, clean.message])).digest('hex');
    if (!isBot(body) && storeMessage(body.propertyId, clean, locale, fingerprint, pageOf(request))) outbox.wake();
    return accepted(locale, 'contact');
  }, writeRoute('contact', contactProblems, writeLimit));
}
