/**
 * The section's custom elements, for partner pages: `<nirvana-nav-bar>` and `<nirvana-footer>`.
 * Attributes, read as every element of the site reads them (`@nirvana/shared/define-element`):
 * `lang` (tr, en, ru, de, any region or case; else the page's `<html lang>`; default tr),
 * `property-id` (a known property; default the group, 22), `api-base` (default: the origin that
 * served the script). Phone, messaging, loyalty and social links come from the `config` property
 * (or a JSON `config` attribute) when the host gives them.
 * Importing this module defines both elements (once, however many copies of the bundle load).
 * An element renders in its shadow root (rendered by the browser: no server HTML on a foreign
 * page), inside a container `.nirvana-navigation-host`, the scope of the section's sheets.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { currentDevice, watchDevice, type DeviceInfo } from '@nirvana/shared/device';
import type { Locale } from '@nirvana/shared/locales';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import {
  defineElement,
  ELEMENT_ATTRIBUTES,
  resolveApiBase,
  resolveLocale,
  resolvePropertyId,
  type ElementAttributes,
  type NirvanaElement,
  type NirvanaElementJsx,
} from '@nirvana/shared/define-element';
import { BASE_SHEETS, useAdoptedSheets } from '@nirvana/shared/adopt-sheets';
import { useMessages } from '@nirvana/shared/use-messages';
import { propertyFor, type NavConfig } from './app/env';
import { useMenus, type MenusSource } from './app/use-menus';
import { NavContext, type NavContextValue } from './common/nav-context';
import { Footer } from './footer/footer';
import { navigationMessages } from './i18n/catalog';
import { Header } from './nav-bar/header';
import { bundlePublicPath } from './script-origin';
import { navigationSheets } from './styles/sheets';

const ELEMENT_SHEETS = [...BASE_SHEETS, ...navigationSheets];

interface EmbedProps extends ElementAttributes {
  /** Optional runtime-config part: phone, messagingUrl, loyaltyUrl, social. */
  config?: Partial<NavConfig> | string;
  /** The shadow root r2wc renders into (typed as an element by r2wc). */
  container?: HTMLElement;
}

/** The browser's device, as it changes (a partner's page has no shell to say it). */
function useMeasuredDevice(): DeviceInfo {
  const [device, setDevice] = useState<DeviceInfo>(currentDevice);
  useEffect(() => watchDevice(setDevice), []);
  return device;
}

/** The section's messages in the element's language, as the runtime provides them in the shell (same options). */
function EmbedIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMessages(navigationMessages, locale, 'navigation');
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} messages={messages as never} defaultLocale="tr">
      {children}
    </IntlProvider>
  );
}

/** What an element renders in: its context, its messages and the host container its sheets are scoped to. */
function EmbedFrame({ nav, children }: { nav: NavContextValue; children: ReactNode }) {
  return (
    <NavContext.Provider value={nav}>
      <EmbedIntl locale={nav.locale}>
        <div className="nirvana-navigation-host">{children}</div>
      </EmbedIntl>
    </NavContext.Provider>
  );
}

function useEmbed(props: EmbedProps): { nav: NavContextValue; source: MenusSource } {
  const { container } = props;
  useAdoptedSheets(container as unknown as ShadowRoot | undefined, ELEMENT_SHEETS);
  const locale = resolveLocale(props.lang);
  const apiBase = resolveApiBase(props.apiBase, bundlePublicPath());
  // A nav bar or footer that names no property is the group's, as on the site's group pages.
  const propertyId = resolvePropertyId(props.propertyId, GROUP_PROPERTY_ID);
  const device = useMeasuredDevice();
  // The config by value (an object that may be re-created with the same content): its JSON, read back.
  const configJson = typeof props.config === 'string' ? props.config : JSON.stringify(props.config ?? {});
  const nav = useMemo<NavContextValue>(() => {
    let extra: Partial<NavConfig> = {};
    try {
      extra = JSON.parse(configJson) as Partial<NavConfig>;
    } catch {
      console.warn('[navigation] the config attribute is not JSON');
    }
    return {
      locale,
      config: { ...extra, apiBase },
      property: propertyFor(propertyId),
      layout: 'main',
      mobile: device.isMobile,
    };
  }, [locale, apiBase, propertyId, device.isMobile, configJson]);
  const source = useMemo<MenusSource>(() => ({ apiBase, api: { apiBase, headers: {} }, server: false }), [apiBase]);
  return { nav, source };
}

/** `<nirvana-nav-bar>`: the nav bar with its full-screen menu (no language switch: the host owns its URLs). */
export function NavBarEmbed(props: EmbedProps) {
  const { nav, source } = useEmbed(props);
  const menus = useMenus(source, nav.property.id, nav.locale);
  return (
    <EmbedFrame nav={nav}>
      <Header items={menus.header} hotels={menus.hotels} menusFailed={menus.failed} versions={[]} crumbs={[]} path="" embedded />
    </EmbedFrame>
  );
}

/** `<nirvana-footer>`: loyalty banner and footer with the FOOTER menu. */
export function FooterEmbed(props: EmbedProps) {
  const { nav, source } = useEmbed(props);
  const menus = useMenus(source, nav.property.id, nav.locale);
  return (
    <EmbedFrame nav={nav}>
      <Footer items={menus.footer} />
    </EmbedFrame>
  );
}

const props = { ...ELEMENT_ATTRIBUTES, config: 'json' } as const;

/** Defines both elements unless a copy of this bundle already did. */
export function defineNavigationElements(): void {
  defineElement('nirvana-nav-bar', NavBarEmbed, { props });
  defineElement('nirvana-footer', FooterEmbed, { props });
}

defineNavigationElements();

declare global {
  interface HTMLElementTagNameMap {
    'nirvana-nav-bar': NirvanaElement<{ config?: Partial<NavConfig> }>;
    'nirvana-footer': NirvanaElement<{ config?: Partial<NavConfig> }>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX.IntrinsicElements can only be augmented as a namespace
  namespace JSX {
    interface IntrinsicElements {
      'nirvana-nav-bar': NirvanaElementJsx<{ config?: string }>;
      'nirvana-footer': NirvanaElementJsx<{ config?: string }>;
    }
  }
}
