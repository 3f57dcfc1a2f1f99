import { useEffect, useState } from 'react';

/**
 * Runs a loader when its keys change and keeps the last answer; `undefined` while loading.
 * Loaders handle their own failures (log and return empty data), so this never throws.
 */
export function useLoad<T>(load: (signal: { cancelled: boolean }) => Promise<T>, keys: readonly unknown[]): T | undefined {
  const [state, setState] = useState<{ keys: readonly unknown[]; value: T } | undefined>(undefined);
  useEffect(() => {
    const signal = { cancelled: false };
    load(signal).then(
      (value) => {
        if (!signal.cancelled) setState({ keys, value });
      },
      (error: unknown) => console.warn('[content] loader failed', error),
    );
    return () => {
      signal.cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's keys are the dependencies; `load` is a new closure each render
  }, keys);
  return state && sameKeys(state.keys, keys) ? state.value : undefined;
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]) {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
