/** The JSON blocks the server inlines into the page: the first page state and the runtime config. */
import type { Page, Room } from '@nirvana/shared/api/schemas';
import type { PageState } from '@nirvana/shared/bus';
import { isLocale } from '@nirvana/shared/locales';
import { LAYOUTS } from '@nirvana/shared/routes';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { SECTIONS } from '@nirvana/shared/sections';
import { isHttpUrl, isSitePath } from '@nirvana/shared/url';

export const INITIAL_STATE_ID = 'nirvana-initial-state';
export const RUNTIME_CONFIG_ID = 'nirvana-runtime-config';

/** JSON that is safe inside a `<script>` element: nothing in it can close the element. */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function readJson(id: string, doc: Document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const PAGE_LISTS = ['sliders', 'contents', 'options', 'heroSlides', 'breadcrumbs', 'hrefLangs'] as const;

/**
 * The page's shape, one level deep. The server inlines page data it has itself validated against
 * shared's full `Page` schema (the API client checks every answer), so the browser does not walk
 * the whole page through the schema library again on the main thread at start-up: that took 15 ms on a
 * warm desktop CPU and about 60 ms cold for the group home, before any section could render.
 */
export function hasPageShape(value: unknown): value is Page {
  const p = value as Record<string, unknown> | null | undefined;
  if (!p || typeof p !== 'object') return false;
  return Number.isInteger(p.id) && Number.isInteger(p.propertyId) && typeof p.title === 'string'
    && !!p.property && typeof p.property === 'object' && !!p.meta && typeof p.meta === 'object'
    && (p.layout === undefined || p.layout === null || typeof p.layout === 'string')
    && typeof p.category === 'object' // an object or null
    && PAGE_LISTS.every((key) => Array.isArray(p[key]));
}

/** A page state from JSON, checked; undefined when it is missing or malformed. */
export function toPageState(value: unknown): PageState | undefined {
  const v = value as Partial<PageState> | undefined;
  if (!v || typeof v !== 'object' || !v.route || !hasPageShape(v.page)) return undefined;
  const r = v.route;
  if (!isLocale(r.locale) || typeof r.routeId !== 'string' || typeof r.path !== 'string') return undefined;
  if (!(LAYOUTS as readonly string[]).includes(r.layout)) return undefined;
  if (v.status !== 'ready' && v.status !== 'error' && v.status !== 'loading') return undefined;
  if (typeof v.statusCode !== 'number') return undefined;
  const state: PageState = { route: { ...r, params: r.params ?? {} }, status: v.status, statusCode: v.statusCode, page: v.page };
  // A room without a room's shape is left out: the content section then fetches it itself. (The
  // server checked it against the schema already; the schemas stay out of the shell's first chunk.)
  if (v.room !== undefined && hasRoomShape(v.room)) state.room = v.room;
  return state;
}

/** The first page state the server rendered, if the page has a valid one. */
export function readInitialState(doc: Document = document): PageState | undefined {
  return toPageState(readJson(INITIAL_STATE_ID, doc));
}

const isUrl = (value: unknown) => typeof value === 'string' && (isSitePath(value) || isHttpUrl(value));
const isRecord = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The runtime config's shape, one level deep, and the URLs the shell loads code or data from. The
 * server inlines the config it checked against shared's full `RuntimeConfig` schema at start-up
 * (shell/server/runtime-config.ts), so the browser runs no schema check at start-up (issue 20:
 * nothing heavy validated on the main thread during the first render); a config fetched instead
 * goes through the full schema.
 */
export function hasConfigShape(value: unknown): value is RuntimeConfig {
  const c = value as Record<string, unknown> | null | undefined;
  if (!isRecord(c) || !isRecord(c!.remotes)) return false;
  const remotes = c!.remotes as Record<string, unknown>;
  return isUrl(c!.apiBase) && SECTIONS.every((section) => isUrl(remotes[section]))
    && isUrl(c!.bookingSite) && isUrl(c!.messagingUrl) && isUrl(c!.loyaltyUrl) && typeof c!.phone === 'string'
    && isRecord(c!.chat) && isRecord(c!.handOff) && isRecord(c!.social);
}

/** The runtime config the server inlined, if it has the config's shape (else the caller fetches it). */
export function readInlineConfig(doc: Document = document): RuntimeConfig | undefined {
  const value = readJson(RUNTIME_CONFIG_ID, doc);
  if (value === undefined) return undefined;
  if (hasConfigShape(value)) return value;
  console.warn('[shell] the inlined runtime config is malformed; fetching it');
  return undefined;
}

function hasRoomShape(value: unknown): value is Room {
  const r = value as Partial<Room> | null;
  return !!r && typeof r === 'object' && Number.isInteger(r.id) && typeof r.slug === 'string' && typeof r.name === 'string'
    && Array.isArray(r.hrefLangs) && Array.isArray(r.images) && (r.plans === undefined || Array.isArray(r.plans));
}
