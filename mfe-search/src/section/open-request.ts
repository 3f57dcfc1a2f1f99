/**
 * Requests to open the search (`nirvana:search-open`, sent by the navigation's reservation
 * buttons), kept until the search part that shows them has mounted. The bus does not replay
 * this event, and the section itself is a lazy chunk: a tap while that chunk (or the remote
 * entry) was still loading used to be lost, so the overlay never appeared. The section's
 * lifecycle (`mount`, in the entry chunk) starts listening at once and parks the request here.
 */
import { last, on, type BusEvents, type SearchPreset } from '@nirvana/shared/bus';

/** What a request asked for beyond opening: a hotel to choose and a room to name (a room card's Book). */
export interface OpenRequest {
  hotel?: string;
  room?: { slug: string; name: string };
  /** The page it was asked on (a request does not carry over to another page). */
  path: string;
  seq: number;
}

let pending = false;
let latest: OpenRequest | null = null;
let seq = 0;
/** The preset of the latest request that carried one (a campaign's hotel and dates), until a search part takes it. */
let preset: SearchPreset | null = null;
const listeners = new Set<() => void>();
let checkedEarlyRequest = false;

/** Records a request to open (and its preset) and tells the mounted search part, if any. */
export function requestOpen(detail?: BusEvents['nirvana:search-open']): void {
  if (detail?.preset) preset = detail.preset;
  pending = true;
  latest = { hotel: detail?.hotel, room: detail?.room, path: window.location.pathname, seq: ++seq };
  for (const listener of Array.from(listeners)) listener();
}

/** The latest request's hotel and room, if it was asked on this page. */
export function latestRequest(): OpenRequest | null {
  return latest && latest.path === window.location.pathname ? latest : null;
}

/** Takes (and clears) the pending request: true when the search should open now. */
export function takeOpenRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Takes (and clears) the preset of the last request: the search fills it in once. */
export function takePreset(): SearchPreset | null {
  const was = preset;
  preset = null;
  return was;
}

/** Calls `listener` on each request (take it with takeOpenRequest); returns the stop function. */
export function onOpenRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts listening to the bus; returns the stop function. On the page's first mount, a request
 * sent before the search loaded at all (the bus keeps the last value of every event) counts
 * too, unless the search has already answered one (`nirvana:search-state`).
 */
export function listenForOpenRequests(): () => void {
  const stop = on('nirvana:search-open', requestOpen);
  if (!checkedEarlyRequest) {
    checkedEarlyRequest = true;
    const early = last('nirvana:search-open');
    if (early !== undefined && last('nirvana:search-state') === undefined) requestOpen(early);
  }
  return stop;
}

/** Tests: forget everything. */
export function resetOpenRequests(): void {
  pending = false;
  latest = null;
  preset = null;
  listeners.clear();
  checkedEarlyRequest = false;
}
