/** The HTML shell: the head rendered from the page data, the fixed slots, the inlined state. */
import type { PageState } from '@nirvana/shared/bus';
import type { Locale } from '@nirvana/shared/locales';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import type { DeviceInfo } from '@nirvana/shared/device';
import { hasBreadcrumbRow, SECTION_CSS_ATTRIBUTE, sectionHostHtml, SECTION_SLOTS, SECTIONS, SERVER_RENDER_ID, slotId, START_AT_LOAD_ATTRIBUTE, type ServerRenderState, type SlotName } from '@nirvana/shared/sections';
import type { ComposedSections } from './section-renders';
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
  /**
   * Put on every script the page runs (and the first screen's style element), so a CSP with
   * nonces can be turned on. The JSON data blocks carry none: a browser never runs them, and a
   * CSP does not apply to them (each nonce in a cached page also costs its brotli a flush).
   */
  nonce: string;
  /** Origins worth a preconnect (the API). */
  preconnect: string[];
  /** The sections' server renders (section-renders.ts): their HTML in their slots, their data and builds. */
  sections?: ComposedSections;
  /** The device the sections were rendered for. */
  device?: DeviceInfo;
}

/** Each slot's server HTML: the hosts of the sections rendered in it. */
function slotHtml(sections: ComposedSections | undefined): Partial<Record<SlotName, string>> {
  const out: Partial<Record<SlotName, string>> = {};
  if (!sections) return out;
  for (const section of SECTIONS) {
    const rendered = sections.sections[section];
    if (!rendered) continue;
    for (const slot of SECTION_SLOTS[section]) {
      const html = rendered.html[slot];
      if (html !== undefined) out[slot] = (out[slot] ?? '') + sectionHostHtml(section, slot, html, rendered.build);
    }
  }
  return out;
}

/** The runtime config the page's browser uses: each server-rendered section's client is the build it was rendered with. */
function pageConfig(config: RuntimeConfig, sections: ComposedSections | undefined): RuntimeConfig {
  const builds = sections ? Object.values(sections.builds) : [];
  if (builds.length === 0) return config;
  const remotes = { ...config.remotes };
  for (const build of builds) remotes[build.section] = remotes[build.section].replace(/[^/]*$/, build.remoteEntry);
  return { ...config, remotes };
}

/** What the browser needs to hydrate the server's HTML: the device it was rendered for, each section's build and data. */
function serverRenderState(sections: ComposedSections | undefined, device: DeviceInfo | undefined): ServerRenderState | null {
  if (!sections || !device || Object.keys(sections.sections).length === 0) return null;
  const out: ServerRenderState = { device, sections: {} };
  for (const [name, rendered] of Object.entries(sections.sections) as [keyof ServerRenderState['sections'], NonNullable<ComposedSections['sections'][keyof ComposedSections['sections']]>][]) {
    out.sections[name] = { build: rendered.build, data: rendered.data };
  }
  return out;
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
  const html = slotHtml(input.sections);
  const slot = (name: SlotName) => `<div id="${slotId(name)}" class="slot slot-${name}">${html[name] ?? ''}</div>`;
  const rendered = serverRenderState(input.sections, input.device);
  return [
    '<!doctype html>',
    `<html lang="${esc(head.lang)}" data-locale="${esc(locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...headTags(head),
    ...(head.structuredData?.length ? [jsonLdScript(head.structuredData)] : []),
    '<meta name="theme-color" content="#ffffff">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...input.preconnect.map((origin) => `<link rel="preconnect" href="${esc(origin)}" crossorigin>`),
    ...assets.fontPreloads.map((href) => `<link rel="preload" href="${esc(href)}" as="font" type="font/woff2" crossorigin>`),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${esc(href)}">`),
    // The sections' CSS, naming the sections it holds (the browser then adopts none of their scoped sheets again).
    ...(input.sections?.cssHref ? [`<link rel="stylesheet" href="${esc(input.sections.cssHref)}" ${SECTION_CSS_ATTRIBUTE}="${esc(input.sections.cssSections.join(' '))}">`] : []),
    // Fetched at high priority (a deferred script is otherwise low): the first paint comes after it
    // runs (the render waits for the whole document, and the document for it), so it is fetched
    // beside the style sheets, not behind the fonts and pictures (docs/performance.md).
    ...assets.js.map((src) => `<script nonce="${n}" src="${esc(src)}" defer fetchpriority="high"></script>`),
    // The first render waits for the body's last slot: one style and layout pass for the whole
    // first screen, not one per chunk of HTML the parser hands over (docs/performance.md).
    `<link rel="expect" href="#${slotId('floating')}" blocking="render">`,
    '</head>',
    `<body data-layout="${esc(state.route.layout)}"${hasBreadcrumbRow(state.route.layout, state.page.breadcrumbs.length) ? ' data-breadcrumbs' : ''}${
      // The browser renders a section the server did not: the shell starts at load, not on intent.
      SECTIONS.every((s) => input.sections?.sections[s]) ? '' : ` ${START_AT_LOAD_ATTRIBUTE}`}>`,
    `<a class="skip-link" href="#main-content">${esc(text.skipLink)}</a>`,
    slot('header'),
    slot('search'),
    `<main id="main-content" tabindex="-1">${slot('main')}</main>`,
    slot('newsletter'),
    slot('footer'),
    slot('floating'),
    `<script type="application/json" id="${INITIAL_STATE_ID}">${serializeJsonForScript(state)}</script>`,
    `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${serializeJsonForScript(pageConfig(config, input.sections))}</script>`,
    ...(rendered ? [`<script type="application/json" id="${SERVER_RENDER_ID}">${serializeJsonForScript(rendered)}</script>`] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
