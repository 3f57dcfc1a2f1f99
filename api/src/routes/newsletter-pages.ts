/**
 * The newsletter's pages, reached from the links in its mails (under /v1/, so the site's proxy
 * serves them on its own origin): confirming a subscription (the double opt-in) and leaving it.
 * A GET shows the page with one button (a mail scanner that opens links changes nothing); its POST
 * acts. `POST /v1/newsletter/unsubscribe?token=` is also the one-click unsubscribe of the mails'
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). A tampered or unknown link is a
 * 400 page, an expired confirmation link a 410 page, each saying what to do, in four languages.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from '@nirvana/shared/locales';
import { propertyById } from '@nirvana/shared/properties';
import type { Db } from '../db';
import { paramsSchema, text } from '@nirvana/shared/api/params';
import { type RouteTypes } from '../http/route-schemas';
import { writeLimitConfig } from '../http/rate-limit';
import { checkLink, readLink, type LinkAction } from '../privacy/links';
import { escapeHtml } from '../mail/compose';
import { pageTexts } from '../mail/texts';
import { eraseSubscription } from '../privacy/erase';

const query = { querystring: paramsSchema({ token: text({ maxLength: 400, title: 'token' }), lang: text({ maxLength: 10, title: 'lang' }) }) };
type Query = RouteTypes<typeof query>;

interface Row { id: number; email: string; property_id: number; locale: string; status: string }

function page(reply: FastifyReply, status: number, locale: Locale, title: string, lead: string, form?: { button: string }) {
  const nonce = randomBytes(16).toString('base64');
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
  const home = localePrefix(locale) || '/';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Nirvana Hotels</title>
<style nonce="${nonce}">body{font:17px/1.55 system-ui,sans-serif;margin:0;color:#1d2b36;background:#faf7f2}main{max-width:640px;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.6rem;line-height:1.25}button{font:inherit;font-weight:600;background:#f5a637;color:#1d2b36;border:0;border-radius:6px;padding:.8rem 1.4rem;cursor:pointer}
a{color:#1d2b36}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p data-testid="lead">${escapeHtml(lead)}</p>
${form ? `<form method="post"><button type="submit">${escapeHtml(form.button)}</button></form>` : ''}
<p><a href="${home}">${escapeHtml(pageTexts(locale).home)}</a></p>
</main></body></html>`;
  return reply.code(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer')
    .header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
}

export function registerNewsletterPages(app: FastifyInstance, db: Db, secret: string, writeLimit: number, now: () => number = Date.now) {
  const byId = db.prepare('SELECT id, email, property_id, locale, status FROM newsletter_subscriptions WHERE id = ?');
  const confirm = db.prepare("UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'");

  /** The link's row, or the page that refuses it. */
  function resolve(request: FastifyRequest<Query>, reply: FastifyReply, action: LinkAction): { row: Row | null; locale: Locale } | FastifyReply {
    const asked = isLocale(request.query.lang) ? request.query.lang : DEFAULT_LOCALE;
    const t = pageTexts(asked);
    const link = readLink(request.query.token, action);
    if (!link) return page(reply, 400, asked, t.invalidTitle, t.invalidLead);
    const row = byId.get(link.id) as Row | undefined;
    // An unsubscribe link of an address that is gone already: done (the same page as leaving).
    if (!row) return action === 'unsubscribe' ? { row: null, locale: asked } : page(reply, 400, asked, t.invalidTitle, t.invalidLead);
    const locale = isLocale(row.locale) ? row.locale : asked;
    const verdict = checkLink(secret, action, link, row.email, now());
    const texts = pageTexts(locale);
    if (verdict === 'invalid') return page(reply, 400, locale, texts.invalidTitle, texts.invalidLead);
    if (verdict === 'expired') return page(reply, 410, locale, texts.expiredTitle, texts.expiredLead);
    return { row, locale };
  }
  const hotelOf = (row: Row) => propertyById(row.property_id)?.name ?? 'Nirvana Hotels';

  app.register(async (scope) => {
    // The pages' forms and one-click clients post a form body; only the link's token (in the URL) counts.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    }
    const limit = { config: writeLimitConfig('newsletter-links', writeLimit) };

    scope.get<Query>('/v1/newsletter/confirm', { schema: query, ...limit }, async (request, reply) => {
      const found = resolve(request, reply, 'confirm');
      if (!('row' in found)) return found;
      const { row, locale } = found as { row: Row; locale: Locale };
      const t = pageTexts(locale);
      if (row.status === 'confirmed') return page(reply, 200, locale, t.confirmedTitle, t.confirmedLead(hotelOf(row)));
      return page(reply, 200, locale, t.confirmTitle, t.confirmLead(hotelOf(row)), { button: t.confirmButton });
    });
    scope.post<Query>('/v1/newsletter/confirm', { schema: query, ...limit }, async (request, reply) => {
      const found = resolve(request, reply, 'confirm');
      if (!('row' in found)) return found;
      const { row, locale } = found as { row: Row; locale: Locale };
      confirm.run(new Date(now()).toISOString(), row.id);
      const t = pageTexts(locale);
      return page(reply, 200, locale, t.confirmedTitle, t.confirmedLead(hotelOf(row)));
    });
    scope.get<Query>('/v1/newsletter/unsubscribe', { schema: query, ...limit }, async (request, reply) => {
      const found = resolve(request, reply, 'unsubscribe');
      if (!('row' in found)) return found;
      const t = pageTexts(found.locale);
      if (!found.row) return page(reply, 200, found.locale, t.unsubscribedTitle, t.unsubscribedLead);
      return page(reply, 200, found.locale, t.unsubscribeTitle, t.unsubscribeLead(hotelOf(found.row)), { button: t.unsubscribeButton });
    });
    scope.post<Query>('/v1/newsletter/unsubscribe', { schema: query, ...limit }, async (request, reply) => {
      const found = resolve(request, reply, 'unsubscribe');
      if (!('row' in found)) return found;
      // Leaving deletes the subscription at once (the policy promises within 30 days).
      if (found.row) eraseSubscription(db, found.row.id);
      const t = pageTexts(found.locale);
      return page(reply, 200, found.locale, t.unsubscribedTitle, t.unsubscribedLead);
    });
  });
}
