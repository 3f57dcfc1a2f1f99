/**
 * The element's life events, besides `nirvana-search` (search-event.ts): `nirvana-search:ready`
 * once its hotels are there (the form can be used), and `nirvana-search:error` for anything that
 * keeps it from working as written (an unknown hotel, an unsupported language, a bad prefill or
 * config, an unusable or unreachable api-base). Both bubble and are composed; an error is also a
 * console warning, so a partner's developer sees it without listening.
 */
import type { OptionProblem } from './embed-options';

export const READY_EVENT = 'nirvana-search:ready';
export const ERROR_EVENT = 'nirvana-search:error';

export interface ReadyDetail {
  /** The language shown. */
  lang: string;
  /** The hotels offered (identity slugs). */
  hotels: string[];
}

export type ErrorDetail = OptionProblem;

/** Dispatches `nirvana-search:ready` on the element. */
export function emitReady(target: EventTarget, detail: ReadyDetail): void {
  target.dispatchEvent(new CustomEvent<ReadyDetail>(READY_EVENT, { detail, bubbles: true, composed: true }));
}

/** Warns in the console and dispatches `nirvana-search:error` on the element. */
export function emitError(target: EventTarget, problem: OptionProblem): void {
  console.warn(`nirvana-search: ${problem.message}`);
  target.dispatchEvent(new CustomEvent<ErrorDetail>(ERROR_EVENT, { detail: problem, bubbles: true, composed: true }));
}
