import { createContext, useContext } from 'react';
import type { ApiClient } from '@nirvana/shared/api/client';
import type { PageState } from '@nirvana/shared/bus';
import type { DeviceInfo } from '@nirvana/shared/device';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';

/** What every part of the content section reads: the API client, the runtime config, the device, the page. */
export interface ContentContextValue {
  api: ApiClient;
  config: RuntimeConfig;
  device: DeviceInfo;
  state: PageState;
  /** Removes the server's first screen (first-screen.tsx); absent in embeds, which have none. */
  releaseFirstScreen?: () => void;
}

export const ContentContext = createContext<ContentContextValue | null>(null);

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext);
  if (!value) throw new Error('useContent outside ContentContext');
  return value;
}

/** Mobile and tablet visitors get the mobile media (hero files, landing header). */
export function isHandheld(device: DeviceInfo): boolean {
  return device.isMobile || device.isTablet;
}
