/** The local stand-in for the hotels' booking engines: shows the hand-off query it received. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HandOff } from '@nirvana/shared/api/schemas';
import { isHotelSlug } from '@nirvana/shared/routes';
import { propertyBySlug } from '@nirvana/shared/properties';
import { notFound } from '../http/errors';
import { paramsSchema, text } from '@nirvana/shared/api/params';
import { type RouteTypes } from '../http/route-schemas';

/**
 * The stand-in engine's parameters, which `GET /v1/hotels` gives each hotel as its `handOff`: the
 * spec's standard scheme and the promo code as `promo` (it shows whatever it receives).
 */
export const STAND_IN_HAND_OFF: HandOff = { scheme: 'standard', promoParam: 'promo' };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The hotel's slug in the path; the query is the hand-off, shown as received (raw, so repeated and
 * unknown parameters show too): no query schema.
 */
const schema = { params: paramsSchema({ slug: text({ maxLength: 200, title: 'hotel slug' }) }, ['slug']) };

export function registerBookingRoutes(app: FastifyInstance) {
  app.get<RouteTypes<typeof schema>>('/booking/:slug', { schema }, async (request, reply) => {
    const { slug } = request.params;
    if (!isHotelSlug(slug)) throw notFound('No booking engine for this hotel');
    const hotel = propertyBySlug(slug)!;
    const params = [...new URL(request.url, 'http://stand-in').searchParams.entries()].slice(0, 100);
    const get = (k: string) => params.find(([key]) => key === k)?.[1];
    const checkin = get('checkin');
    const checkout = get('checkout');
    let nights = '';
    if (checkin && checkout && ISO.test(checkin) && ISO.test(checkout)) {
      const n = (Date.parse(checkout) - Date.parse(checkin)) / 86_400_000;
      if (Number.isFinite(n)) nights = `<p data-testid="nights">${n} night(s)</p>`;
    }
    const rows = params.length
      ? params.map(([k, v]) => `<tr><th scope="row">${esc(k.slice(0, 200))}</th><td><code>${esc(v.slice(0, 2000))}</code></td></tr>`).join('')
      : '<tr><td colspan="2">No query parameters were received.</td></tr>';
    // A strict policy: nothing but this page's own style element runs or loads.
    const nonce = randomBytes(16).toString('base64');
    const csp = `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Booking engine stand-in: ${esc(hotel.name)}</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d2b36;background:#faf7f2}main{max-width:760px;margin:0 auto;padding:2rem 1rem}
.banner{background:#f5a637;color:#1d2b36;padding:1rem;border-radius:8px;font-weight:600}table{border-collapse:collapse;width:100%;margin-top:1rem;background:#fff}
th,td{border:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}code{word-break:break-all}</style></head>
<body><main>
<p class="banner" role="note">Local stand-in: this page is not the real booking engine of ${esc(hotel.name)}. It only shows the hand-off it received.</p>
<h1>${esc(hotel.name)}: booking hand-off</h1>
${nights}
<table aria-label="Hand-off query"><thead><tr><th scope="col">Parameter</th><th scope="col">Value</th></tr></thead><tbody>${rows}</tbody></table>
<p>Raw query: <code data-testid="raw-query">${esc((request.url.split('?')[1] ?? '').slice(0, 4000))}</code></p>
</main></body></html>`;
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
  });
}
