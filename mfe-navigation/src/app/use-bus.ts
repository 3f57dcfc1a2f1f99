/**
 * The bus events the navigation reads besides the page and the device (which the runtime gives in
 * the view): the search overlay's state, whether its bar is stuck under the header, and the room the
 * content section loaded. Rendered on the
 * server and at hydration as "none sent" (the server has no bus), then the latest value.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { last, on, type BusEvents } from '@nirvana/shared/bus';

type Read = 'nirvana:search-state' | 'nirvana:search-sticky' | 'nirvana:room';

const none = () => undefined;

/** The latest value of a bus event (undefined until one is sent, and on the server). */
export function useBusEvent<K extends Read>(name: K): BusEvents[K] | undefined {
  const subscribe = useCallback((changed: () => void) => on(name, () => changed()), [name]);
  const read = useCallback(() => last(name), [name]);
  return useSyncExternalStore(subscribe, read, none);
}

/** Whether the search overlay is open (shared by the header's Book and the floating dock). */
export function useSearchOpen(): boolean {
  return useBusEvent('nirvana:search-state')?.open ?? false;
}

/** Whether the search bar is stuck under the header (the header's Book gives way meanwhile). */
export function useSearchSticky(): boolean {
  return useBusEvent('nirvana:search-sticky')?.sticky ?? false;
}
