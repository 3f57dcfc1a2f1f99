/** What every part of the section reads: locale, config, the page's property and layout, device. */
import { createContext, useContext } from 'react';
import type { Locale } from '@nirvana/shared/locales';
import type { PropertyIdentity } from '@nirvana/shared/properties';
import type { Layout } from '@nirvana/shared/routes';
import type { NavConfig } from '../app/env';

export interface NavContextValue {
  locale: Locale;
  config: NavConfig;
  property: PropertyIdentity;
  layout: Layout;
  /** Mobile parts (mobile nav bar, fixed button, bottom bar) rather than desktop ones. */
  mobile: boolean;
}

export const NavContext = createContext<NavContextValue | null>(null);

export function useNav(): NavContextValue {
  const value = useContext(NavContext);
  if (!value) throw new Error('NavContext is missing');
  return value;
}
