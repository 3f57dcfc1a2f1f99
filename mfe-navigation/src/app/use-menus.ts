/** The HEADER and FOOTER menus of a property in a language, reloaded when either changes. */
import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '@nirvana/shared/api/client';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';

export interface MenusState {
  header: MenuItem[];
  footer: MenuItem[];
  /** 'failed' after a failed call: the section renders without menus. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const EMPTY: MenusState = { header: [], footer: [], status: 'idle' };

/** propertyId 0 is the shell's reset page (between two pages): the last menus stay. */
export function useMenus(apiBase: string, propertyId: number, locale: Locale): MenusState {
  const client = useMemo(() => createApiClient(apiBase), [apiBase]);
  const [state, setState] = useState<MenusState>(EMPTY);
  useEffect(() => {
    if (!propertyId) return undefined;
    let current = true;
    setState((prev) => ({ ...prev, status: 'loading' }));
    client.menus(propertyId, locale).then(
      (menus) => {
        if (!current) return;
        setState({
          header: menus.find((m) => m.type === 'HEADER')?.items ?? [],
          footer: menus.find((m) => m.type === 'FOOTER')?.items ?? [],
          status: 'ready',
        });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`[navigation] menus of property ${propertyId} (${locale}) failed:`, error instanceof Error ? error.message : error);
        setState({ header: [], footer: [], status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, propertyId, locale]);
  return state;
}
