/** The HTML shell: the head rendered from the page data, the fixed slots, the inlined state. */
import type { PageState } from '@nirvana/shared/bus';
import type { Locale } from '@nirvana/shared/locales';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { hasBreadcrumbRow, slotId } from '@nirvana/shared/sections';
import type { HeadModel } from '../src/head-model';
import { INITIAL_STATE_ID, RUNTIME_CONFIG_ID, serializeJsonForScript } from '../src/initial-state';
import { SHELL_MESSAGES } from '../src/messages';
import { SITE_NAME } from '../src/head-model';
import { jsonLdScript } from './seo/structured-data';
import { escapeHtml } from '@nirvana/shared/url';

/** The shell build's files, as URLs. */
export interface ShellAssetUrls {
  js: string[];
  css: string[];
  fontPreloads: string[];
}

export interface DocumentInput {
  locale: Locale;
  /** The head tags, and the page's JSON-LD objects (schema.org) when it has any. */
  head: HeadModel & { structuredData?: readonly object[] };
  state: PageState;
  config: RuntimeConfig;
  assets: ShellAssetUrls;
  /** Put on every script element, so a CSP with nonces can be turned on. */
  nonce: string;
  /** Origins worth a preconnect (the API). */
  preconnect: string[];
  /** The page's first screen in the main slot (first-screen.ts), shown until the content section paints its own. */
  firstScreen?: string;
}

/** Text or attribute value, escaped for HTML. */
export const esc = escapeHtml;

function meta(attr: 'name' | 'property', key: string, content: string | null): string {
  return content ? `<meta ${attr}="${esc(key)}" content="${esc(content)}">` : '';
}

function headTags(head: HeadModel): string[] {
  const og = head.og;
  return [
    `<title>${esc(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    head.canonical ? `<link rel="canonical" href="${esc(head.canonical)}">` : '',
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(a.href)}">`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:image', og.image),
    meta('property', 'og:locale', og.locale),
    ...og.localeAlternates.map((l) => meta('property', 'og:locale:alternate', l)),
  ].filter(Boolean);
}

/** The whole document. */
export function renderDocument(input: DocumentInput): string {
  const { locale, head, state, config, assets, nonce } = input;
  const n = esc(nonce);
  const text = SHELL_MESSAGES[locale];
  const slot = (name: Parameters<typeof slotId>[0], inner = '') => `<div id="${slotId(name)}" class="slot slot-${name}">${inner}</div>`;
  return [
    '<!doctype html>',
    `<html lang="${esc(head.lang)}" data-locale="${esc(locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...headTags(head),
    ...(head.structuredData?.length ? [jsonLdScript(head.structuredData, input.nonce)] : []),
    '<meta name="theme-color" content="#ffffff">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...input.preconnect.map((origin) => `<link rel="preconnect" href="${esc(origin)}" crossorigin>`),
    ...assets.fontPreloads.map((href) => `<link rel="preload" href="${esc(href)}" as="font" type="font/woff2" crossorigin>`),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${esc(href)}">`),
    ...assets.js.map((src) => `<script nonce="${n}" src="${esc(src)}" defer></script>`),
    '</head>',
    `<body data-layout="${esc(state.route.layout)}"${hasBreadcrumbRow(state.route.layout, state.page.breadcrumbs.length) ? ' data-breadcrumbs' : ''}>`,
    `<a class="skip-link" href="#main-content">${esc(text.skipLink)}</a>`,
    slot('header'),
    slot('search'),
    `<main id="main-content" tabindex="-1">${slot('main', input.firstScreen)}</main>`,
    slot('newsletter'),
    slot('footer'),
    slot('floating'),
    `<script type="application/json" id="${INITIAL_STATE_ID}" nonce="${n}">${serializeJsonForScript(state)}</script>`,
    `<script type="application/json" id="${RUNTIME_CONFIG_ID}" nonce="${n}">${serializeJsonForScript(config)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
