/** React hooks over the event bus (shared/src/bus.ts): the latest value of an event, replayed on mount. */
import { useEffect, useState } from 'react';
import { last, on, type BusEventName, type BusEvents } from '@nirvana/shared/bus';
import { currentDevice, watchDevice, type DeviceInfo } from '@nirvana/shared/device';

/** The latest value of a bus event (undefined until one is sent). */
export function useBusValue<K extends BusEventName>(name: K): BusEvents[K] | undefined {
  const [value, setValue] = useState<BusEvents[K] | undefined>(() => last(name));
  useEffect(() => on(name, setValue, { replay: true }), [name]);
  return value;
}

/**
 * The device from the shell's `nirvana:device`; until the shell has sent one (or in an embed
 * without a shell) the section measures the browser itself.
 */
export function useDevice(): DeviceInfo {
  const fromBus = useBusValue('nirvana:device');
  const [measured, setMeasured] = useState<DeviceInfo>(() => currentDevice());
  useEffect(() => (fromBus ? undefined : watchDevice(setMeasured)), [fromBus]);
  return fromBus ?? measured;
}
