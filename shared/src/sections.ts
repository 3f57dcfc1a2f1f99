/**
 * The contract between the shell and the four sections. The shell's page has fixed slots;
 * the layout (body[data-layout]) decides how they are arranged. Each section's single-spa
 * lifecycles get the slots it fills and the runtime config as custom props.
 */
import type { Layout } from './routes';
import type { RuntimeConfig } from './runtime-config';

export const SECTIONS = ['navigation', 'search', 'content', 'newsletter'] as const;
export type SectionName = (typeof SECTIONS)[number];

export const SLOTS = ['header', 'search', 'main', 'newsletter', 'footer', 'floating'] as const;
export type SlotName = (typeof SLOTS)[number];

/** Which slots each section renders into. */
export const SECTION_SLOTS: Record<SectionName, readonly SlotName[]> = {
  navigation: ['header', 'footer', 'floating'],
  search: ['search'],
  content: ['main'],
  newsletter: ['newsletter'],
};

/** The module federation container name of a section's remoteEntry.js (webpack.common.js builds it so). */
export const containerName = (section: SectionName) => `nirvana_${section}`;
export const CONTAINER_NAMES = Object.fromEntries(SECTIONS.map((s) => [s, containerName(s)])) as Record<SectionName, string>;

/** Where each section's remoteEntry.js is served by default (the shell server's `/mfe/<section>/`). */
export function defaultRemotes(base = '/mfe'): Record<SectionName, string> {
  return Object.fromEntries(SECTIONS.map((s) => [s, `${base}/${s}/remoteEntry.js`])) as Record<SectionName, string>;
}

/** The id of a slot's element in the shell page. */
export const slotId = (slot: SlotName) => `slot-${slot}`;

/** Custom props the shell passes to every section's single-spa lifecycles. */
export interface SectionProps {
  slots: Partial<Record<SlotName, HTMLElement>>;
  config: RuntimeConfig;
}

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

/**
 * The server's first screen in the main slot (shell/server/first-screen.ts, marked
 * `data-first-screen`): the content section removes it in the frame it paints its own first
 * screen; the shell removes it when the page changes before that.
 */
export function removeFirstScreen(slot: ParentNode): void {
  slot.querySelectorAll(':scope > [data-first-screen]').forEach((el) => el.remove());
}
