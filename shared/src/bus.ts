/**
 * The event bus: typed `nirvana:*` CustomEvents on `window`. It works between bundles that
 * share no module instance (each bundle has its own copy of this file), so the last value
 * of each event is kept on `window` too, for a section that mounts after it was sent.
 */
import type { Page, Room } from './api/schemas';
import type { DeviceInfo } from './device';
import type { Locale } from './locales';
import type { Layout, RouteParams } from './routes';

export interface RouteState {
  locale: Locale;
  /** Route id from the route table; 'not-found' for a path that is no page. */
  routeId: string;
  params: RouteParams;
  layout: Layout;
  path: string;
}

/** A search filled in advance (a campaign's hotel and dates). Dates are YYYY-MM-DD. */
export interface SearchPreset {
  /** Empty: the hotel stays as it is (a partner embed's prefill without a hotel). */
  hotel: string;
  checkin: string;
  checkout: string;
  adults: number;
  /** Children to add (each with an empty birthdate the visitor types): a partner embed's prefill. */
  children?: number;
}

export type PageStatus = 'loading' | 'ready' | 'error';

export interface PageState {
  route: RouteState;
  status: PageStatus;
  /** HTTP-like status of the page: 200, 404, 500... */
  statusCode: number;
  page: Page;
  /**
   * A room page's room, loaded by the shell with the page (its head and first screen need it):
   * the content section renders it and does not fetch it again.
   */
  room?: Room;
}

export interface BusEvents {
  /** The shell resolved a route and (re)loaded its page: every section renders from this. */
  'nirvana:page': PageState;
  'nirvana:device': DeviceInfo;
  /**
   * Ask the search to open (reservation buttons); `source` says which button. A room card's Book
   * names the hotel to choose and the room, which the search passes on in its `nirvana-search`
   * event's detail. A campaign's button, and an offers list card's Book, sends its offer's
   * `preset`: the search selects that hotel, those dates and adults.
   */
  'nirvana:search-open': {
    source: 'navbar' | 'fixed-button' | 'landing' | 'menu' | 'room-card' | 'offer-card' | 'other';
    hotel?: string;
    room?: { slug: string; name: string };
    preset?: SearchPreset;
  };
  'nirvana:search-close': Record<string, never>;
  /** The search tells whether its mobile overlay is open (the fixed button hides meanwhile). */
  'nirvana:search-state': { open: boolean };
  /** The search tells whether its bar is stuck under the header (the header's Book gives way meanwhile: one booking action). */
  'nirvana:search-sticky': { sticky: boolean };
  /**
   * The shell tells whether the visitor is in the booking search (focus inside its slot: a field, a
   * pop-up): the hero holds its slides still and clears its title from under the pop-ups meanwhile.
   */
  'nirvana:search-active': { active: boolean };
  /** A section asks the shell to navigate inside the site. */
  'nirvana:navigate': { url: string };
  /** The content section loaded a room: the breadcrumbs append its name. */
  'nirvana:room': { name: string; slug: string } | null;
  'nirvana:loading': { state: 'start' | 'done' | 'fail' };
  /** The visitor asked for the live chat (the phone's floating contact): the shell loads the widget if need be and opens it. */
  'nirvana:chat-open': Record<string, never>;
}

export type BusEventName = keyof BusEvents;

interface BusMemory {
  last: Partial<Record<BusEventName, unknown>>;
}

function memory(): BusMemory {
  const w = window as unknown as { __nirvanaBus?: BusMemory };
  w.__nirvanaBus ??= { last: {} };
  return w.__nirvanaBus;
}

/** Sends an event to every listener on the page, and remembers it as the latest of its name. */
export function emit<K extends BusEventName>(name: K, detail: BusEvents[K]): void {
  memory().last[name] = detail;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** The latest value sent under a name, if any. */
export function last<K extends BusEventName>(name: K): BusEvents[K] | undefined {
  return memory().last[name] as BusEvents[K] | undefined;
}

/**
 * Listens to an event; with `replay` the handler also gets the latest value at once.
 * Returns the function that stops listening.
 */
export function on<K extends BusEventName>(
  name: K,
  handler: (detail: BusEvents[K]) => void,
  options: { replay?: boolean } = {},
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<BusEvents[K]>).detail);
  window.addEventListener(name, listener);
  if (options.replay) {
    const value = last(name);
    if (value !== undefined) handler(value);
  }
  return () => window.removeEventListener(name, listener);
}
