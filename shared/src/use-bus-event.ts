/**
 * The latest value of a bus event as React state (`useSyncExternalStore` over `on` and `last`):
 * undefined until one is sent, and on the server and at hydration ("none sent": the server has no
 * bus), so the server's HTML and the first browser render agree.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { last, on, type BusEventName, type BusEvents } from './bus';

const none = () => undefined;

export function useBusEvent<K extends BusEventName>(name: K): BusEvents[K] | undefined {
  const subscribe = useCallback((changed: () => void) => on(name, () => changed()), [name]);
  const read = useCallback(() => last(name), [name]);
  return useSyncExternalStore(subscribe, read, none);
}
