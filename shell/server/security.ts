/**
 * The shell server's security headers. Every HTML page gets a Content-Security-Policy with a
 * fresh nonce (no 'unsafe-inline', no 'unsafe-eval'): the server puts the nonce on its own script
 * elements, the shell hands it to webpack (`__webpack_nonce__`) for the scripts it adds later
 * (remote entries, chunks, the chat widget). Script sources are the site itself, the remotes'
 * origins and the chat widgets' origins from the runtime config; data may come from the API.
 *
 * Styles need no 'unsafe-inline' either: the shell's CSS is a file, the one style element (the first
 * screen's picture placeholder) carries the nonce, the sections and the lit
 * elements adopt constructable style sheets (not inline styles), React's `style` props go through
 * the CSSOM (allowed), and the stand-in chat widget adopts its sheet too.
 *
 * Every answer also gets `X-Content-Type-Options: nosniff`, a `Referrer-Policy`, a
 * `Permissions-Policy` turning off the powerful features the site never uses, and over HTTPS
 * `Strict-Transport-Security`. Pages load in no other origin's page (`Cross-Origin-Resource-Policy:
 * same-origin`, frame-ancestors 'self'); the files partners and other origins load (the embed,
 * the sections' builds, the API's media and JSON) say `cross-origin`.
 *
 * No `Cross-Origin-Opener-Policy`: a page that sets one is put in a browsing context group of its
 * own, so a visit from another page in the same tab (a search result on Android, where Chrome does
 * not give every site its process) starts a renderer process for it. Lighthouse's phone measures
 * what that costs: an empty page with `same-origin` blocks 150 ms (median of five), without it
 * none; a hotel home 300 ms against 155 (docs/performance.md). What it guards against, a window of
 * another origin holding this one (opener navigation, cross-window leaks), matters to a site with
 * accounts; this one has none, and opens the booking engine with `noopener`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { memoPerObject } from './object-memo';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Only features Chromium knows (an unknown one is logged as a console error). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'fullscreen=(self)',
].join(', ');

/** The origin of a URL (relative to the site), or null for the site's own origin or a bad URL. */
function foreignOrigin(url: string | null | undefined, siteOrigin: string): string | null {
  if (!url) return null;
  try {
    const { origin, protocol } = new URL(url, `${siteOrigin}/`);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return origin === siteOrigin ? null : origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

export interface CspInput {
  config: Pick<RuntimeConfig, 'apiBase' | 'remotes' | 'chat' | 'mapsKey'>;
  siteUrl: string;
}

/** The policy's directives except the nonce, computed once per server. */
export function cspSources({ config, siteUrl }: CspInput) {
  const site = new URL(siteUrl).origin;
  const api = foreignOrigin(config.apiBase, site);
  const remotes = unique(Object.values(config.remotes).map((url) => foreignOrigin(url, site)));
  const chat = unique(Object.values(config.chat).map((url) => foreignOrigin(url, site)));
  return { api, remotes, chat, maps: config.mapsKey ? ['https://www.google.com'] : [] };
}

/** The Content-Security-Policy of an HTML page with this nonce. */
export function contentSecurityPolicy(input: CspInput, nonce: string): string {
  return policyParts(input).join(nonce);
}

/** A stand-in the policy never contains otherwise (a nonce is base64). */
const NONCE_GAP = '\u0000nonce\u0000';
/** The policy split at its nonces, per config object (the site keeps one per origin) and site URL. */
const policyPartsOf = memoPerObject<CspInput['config'], string[]>(64);

function policyParts(input: CspInput): string[] {
  return policyPartsOf(input.config, input.siteUrl, () => buildPolicy(input, NONCE_GAP).split(NONCE_GAP));
}

function buildPolicy(input: CspInput, nonce: string): string {
  const { api, remotes, chat, maps } = cspSources(input);
  const self = "'self'";
  const withApi = unique([self, api]);
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', unique([self, `'nonce-${nonce}'`, ...remotes, ...chat])],
    // Chunks of remotes on another origin may carry CSS files in the future; the server's first screen
    // has one style element with the nonce (its picture's placeholder); images and media come from the API.
    ['style-src', unique([self, `'nonce-${nonce}'`, ...remotes])],
    ['img-src', withApi],
    ['media-src', withApi],
    ['font-src', unique([self, ...remotes])],
    ['connect-src', unique([...withApi, ...remotes, ...chat])],
    ['frame-src', maps.length ? maps : ["'none'"]],
    ['worker-src', ["'none'"]],
    ['manifest-src', [self]],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['frame-ancestors', [self]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** A fresh nonce for one page (128 random bits). */
/** Random bytes drawn a few kilobytes at a time (one system call per 256 nonces, not one per page). */
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;

export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** Two years, the HSTS preload list's minimum; subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Headers for every answer (HTML, scripts, JSON, files). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('Cross-Origin-Resource-Policy')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    // Only over HTTPS (a trusted proxy's X-Forwarded-Proto counts): over HTTP browsers ignore it.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}

/** The page-only headers: the policy with this page's nonce, and framing by the site alone. */
export function setPageSecurityHeaders(reply: FastifyReply, input: CspInput, nonce: string): FastifyReply {
  return reply
    .header('Content-Security-Policy', contentSecurityPolicy(input, nonce))
    .header('X-Frame-Options', 'SAMEORIGIN')
    .header('Cross-Origin-Resource-Policy', 'same-origin');
}
