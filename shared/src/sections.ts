/**
 * The contract between the shell and the four sections. The shell's page has fixed slots;
 * the layout (body[data-layout]) decides how they are arranged. Each section's single-spa
 * lifecycles get the slots it fills and the runtime config as custom props (`SectionProps`,
 * runtime-config.ts).
 *
 * The sections themselves, their module federation containers and their slots are data, in
 * `sections.json`: the one list this module, the build scripts, webpack, jest and the lint config
 * read (scripts/sections.js). A section's folder (its npm workspace) is `mfe-<section>`.
 */
import type { Layout } from './routes';
import type { DeviceInfo } from './device';
import SECTION_DATA from './sections.json';

export type SectionName = keyof typeof SECTION_DATA;
export const SECTIONS = Object.keys(SECTION_DATA) as readonly SectionName[];

export const SLOTS = ['header', 'search', 'main', 'newsletter', 'footer', 'floating'] as const;
export type SlotName = (typeof SLOTS)[number];
const isSlot = (name: string): name is SlotName => (SLOTS as readonly string[]).includes(name);

/** Which slots each section renders into (a name in sections.json that is no slot is dropped: sections.test.ts). */
export const SECTION_SLOTS: Record<SectionName, readonly SlotName[]> = Object.fromEntries(SECTIONS.map((s) => [s, SECTION_DATA[s].slots.filter(isSlot)])) as Record<SectionName, SlotName[]>;

/** The module federation container name of a section's remoteEntry.js (webpack.common.js builds it so). */
export const containerName = (section: SectionName) => SECTION_DATA[section].container;
export const CONTAINER_NAMES = Object.fromEntries(SECTIONS.map((s) => [s, containerName(s)])) as Record<SectionName, string>;

/** Where each section's remoteEntry.js is served by default (the shell server's `/mfe/<section>/`). */
export function defaultRemotes(base = '/mfe'): Record<SectionName, string> {
  return Object.fromEntries(SECTIONS.map((s) => [s, `${base}/${s}/remoteEntry.js`])) as Record<SectionName, string>;
}

/** The id of a slot's element in the shell page. */
export const slotId = (slot: SlotName) => `slot-${slot}`;

/** Layouts whose header lies transparent over a full-height hero. */
export const OVERLAY_LAYOUTS: readonly Layout[] = ['hotel-index', 'intro-index'];

/**
 * Whether the header slot holds a breadcrumb row (one line, 49 px) under the nav bar: on the
 * solid-header layouts when the page has a trail, and on a room page always (the room's name is
 * added once the room loads). The shell reserves the row (body[data-breadcrumbs]) before the
 * navigation section arrives, so the row shifts nothing.
 */
export function hasBreadcrumbRow(layout: Layout, breadcrumbCount: number): boolean {
  if (OVERLAY_LAYOUTS.includes(layout) || layout === 'landing-page') return false;
  return breadcrumbCount > 0 || layout === 'room-detail';
}

/** The attribute of the page's link to the sections' CSS: the sections whose sheets it holds (adopt-sheets.ts). */
export const SECTION_CSS_ATTRIBUTE = 'data-nirvana-sections';

/** The id of the JSON element holding what the server rendered each section with. */
export const SERVER_RENDER_ID = 'nirvana-server-render';

/** What the server inlines for the sections it rendered (one JSON element for the page). */
export interface ServerRenderState {
  /** The device the server rendered with (from the request's user agent). */
  device: DeviceInfo;
  /** Per section rendered on the server: its build and the data it loaded. */
  sections: Partial<Record<SectionName, { build: string; data: Record<string, unknown> }>>;
}

/** The class every section's host has. */
export const HOST_CLASS = 'nirvana-section';
/** What a host says once its tree is committed: its HTML answers clicks from then on (section-runtime.tsx). */
export const COMMITTED_ATTRIBUTE = 'data-committed';
/**
 * On `<body>`, what the server says when the browser must render a section itself (its server
 * render failed or ran late, or the page was composed without them): the shell then starts at
 * load instead of on the visitor's first intent (shell/src/intent.ts).
 */
export const START_AT_LOAD_ATTRIBUTE = 'data-start-at-load';
/** The class names of a section's host in a slot (the server writes the same). */
export const hostClass = (section: SectionName, slot: SlotName) => `${HOST_CLASS} nirvana-${section}-host nirvana-${section}-${slot}`;
/** The class name of the container that holds the React root inside a host. */
export const containerClass = (section: SectionName) => `${section}-root`;
/** React ids unique on the page: each root has its own prefix. */
export const identifierPrefix = (section: SectionName, slot: SlotName) => `${section[0]}${slot[0]}${slot[1]}-`;

/** A host as the server writes it, with the section's HTML in its container. */
export function sectionHostHtml(section: SectionName, slot: SlotName, html: string, build: string): string {
  return `<div class="${hostClass(section, slot)}" data-section="${section}" data-build="${build.replace(/[^a-z0-9-]/gi, '')}"><div class="${containerClass(section)}">${html}</div></div>`;
}
