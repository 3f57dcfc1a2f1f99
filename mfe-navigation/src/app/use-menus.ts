/** The HEADER and FOOTER menus of a property in a language, reloaded when either changes. */
import { useEffect, useState } from 'react';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';

export interface MenusState {
  header: MenuItem[];
  footer: MenuItem[];
  /** 'failed' after a failed call: the section renders without menus. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const EMPTY: MenusState = { header: [], footer: [], status: 'idle' };

/** The menus of a property; the API client's code is fetched with the first call. */
function fetchMenus(apiBase: string, propertyId: number, locale: Locale) {
  return import('@nirvana/shared/api/client').then((m) => m.fetchMenus(apiBase, propertyId, locale));
}

/**
 * propertyId 0 is the shell's reset page (between two pages): the last menus stay. `wanted`
 * false: nothing is fetched yet (the composed page asks once the menu or the footer is needed).
 */
export function useMenus(apiBase: string, propertyId: number, locale: Locale, wanted = true): MenusState {
  const [state, setState] = useState<MenusState>(EMPTY);
  useEffect(() => {
    if (!propertyId || !wanted) return undefined;
    let current = true;
    setState((prev) => ({ ...prev, status: 'loading' }));
    fetchMenus(apiBase, propertyId, locale).then(
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
  }, [apiBase, propertyId, locale, wanted]);
  return state;
}
