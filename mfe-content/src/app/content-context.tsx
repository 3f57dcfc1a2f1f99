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
  /**
   * The site's origins as the runtime config says them (`siteOrigins`): which links leave the site.
   * The same on the server and in the browser (never `location`), so both render the same links.
   */
  origins?: readonly string[];
  /**
   * The time the page was rendered at (ms): what has ended (events, offers) is decided at this time,
   * the server's, which the browser finds in the page's data when it hydrates (`useRenderTime`).
   */
  now?: number;
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

/**
 * The site's origins from the runtime config: the origin the visitor reached (the shell gives it as
 * `apiBase`) and the canonical one (`siteUrl`); those that are absolute URLs.
 */
export function siteOrigins(config: Pick<RuntimeConfig, 'siteUrl' | 'apiBase'>): string[] {
  const origins: string[] = [];
  for (const url of [config.apiBase, config.siteUrl]) {
    if (!url) continue;
    try {
      const { origin } = new URL(url);
      if (!origins.includes(origin)) origins.push(origin);
    } catch {
      /* a path */
    }
  }
  return origins;
}
