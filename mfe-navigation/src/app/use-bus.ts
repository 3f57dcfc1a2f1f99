/**
 * The bus events the navigation reads besides the page and the device (which the runtime gives in
 * the view): the search overlay's state, whether its bar is stuck under the header, and the room the
 * content section loaded. Rendered on the
 * server and at hydration as "none sent" (the server has no bus), then the latest value.
 */
import type { BusEvents } from '@nirvana/shared/bus';
import { useBusEvent as useSharedBusEvent } from '@nirvana/shared/use-bus-event';

type Read = 'nirvana:search-state' | 'nirvana:search-sticky' | 'nirvana:room';

/** The latest value of one of the events the navigation reads (shared's hook, narrowed to them). */
export function useBusEvent<K extends Read>(name: K): BusEvents[K] | undefined {
  return useSharedBusEvent(name);
}

/** Whether the search overlay is open (shared by the header's Book and the floating dock). */
export function useSearchOpen(): boolean {
  return useBusEvent('nirvana:search-state')?.open ?? false;
}

/** Whether the search bar is stuck under the header (the header's Book gives way meanwhile). */
export function useSearchSticky(): boolean {
  return useBusEvent('nirvana:search-sticky')?.sticky ?? false;
}
