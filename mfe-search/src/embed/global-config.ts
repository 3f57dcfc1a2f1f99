/**
 * The page's global config `window.NirvanaSearch` (the standalone embed's: partner-kit.ts), read
 * whenever it is set, before or after the script ran: an accessor replaces the plain property,
 * and every element listens for the change. A config that does not check is ignored, said with a
 * warning and an error event.
 */
import { EmbedConfig, parse } from '@nirvana/shared/api/schemas';
import type { OptionProblem } from './embed-options';

/** `window.NirvanaSearch`: settings for every `<nirvana-search>` of the page (shared's `EmbedConfig`). */
export type GlobalConfig = EmbedConfig;

const KEY = 'NirvanaSearch';
const CHANGE = 'nirvana-search:config';
type Win = Window & { [KEY]?: unknown };

let current: { config: GlobalConfig; problem?: OptionProblem } = { config: {} };

function check(value: unknown): { config: GlobalConfig; problem?: OptionProblem } {
  if (value === undefined || value === null) return { config: {} };
  try {
    return { config: parse(EmbedConfig, value) };
  } catch (error) {
    return { config: {}, problem: { code: 'config', message: `window.${KEY} is ignored: ${(error as Error).message}` } };
  }
}

/** Reads `window.NirvanaSearch` now and again whenever the page sets it (its value reads back as set). */
export function watchGlobalConfig(win: Win = window): void {
  const own = Object.getOwnPropertyDescriptor(win, KEY);
  if (own?.get) return;
  let raw: unknown = win[KEY];
  current = check(raw);
  Object.defineProperty(win, KEY, {
    configurable: true,
    enumerable: true,
    get: () => raw,
    set: (value: unknown) => {
      raw = value;
      current = check(value);
      win.dispatchEvent(new Event(CHANGE));
    },
  });
}

/** The global config as last set (checked), and what was wrong with it. */
export function globalConfig(): { config: GlobalConfig; problem?: OptionProblem } {
  return current;
}

/** Calls `listener` whenever the page sets `window.NirvanaSearch`; returns the unsubscribe. */
export function onGlobalConfig(listener: () => void, win: Window = window): () => void {
  win.addEventListener(CHANGE, listener);
  return () => win.removeEventListener(CHANGE, listener);
}
