/**
 * `<nirvana-search>`: the stay search as a custom element for any page (r2wc, open shadow root
 * holding all its styles). Attributes: hotel, lang, api-base, variant (bar | compact); property
 * `handOff` (per hotel slug) for engines that need the widget scheme or a promo parameter.
 */
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { isHttpUrl } from '@nirvana/shared/booking/hand-off';
import type { HandOff } from '@nirvana/shared/runtime-config';
import { fetchSearchData, type SearchData } from '../data/search-data';
import { useMessages } from '@nirvana/shared/use-messages';
import type { Locale } from '@nirvana/shared/locales';
import { searchLocale, searchMessages, type Messages } from '../i18n/messages';
import { handOffSearch } from '../search-event';
import { adoptSheets } from '@nirvana/shared/adopt-sheets';
import { SEARCH_ELEMENT_SHEETS } from '../styles';
import { SearchForm } from '../ui/search-form';

export const TAG_NAME = 'nirvana-search';
/** Narrower containers get the stacked layout (and the mobile date rules). */
export const BAR_MIN_WIDTH = 760;

export interface NirvanaSearchProps {
  hotel?: string;
  lang?: string;
  apiBase?: string;
  variant?: string;
  handOff?: Record<string, HandOff>;
  /** Given by r2wc: the element's shadow root. */
  container?: ShadowRoot;
}

/** The element's React body; `defaultApiBase` is the origin that served the script. */
export function createNirvanaSearch(defaultApiBase: string) {
  return function NirvanaSearch({ hotel, lang, apiBase, variant, handOff, container }: NirvanaSearchProps) {
    const locale = searchLocale(lang);
    const messages = useMessages(searchMessages, locale, 'nirvana-search');
    const base = apiBase || defaultApiBase;
    const host = container?.host as HTMLElement | undefined;
    const [width, setWidth] = useState(() => host?.getBoundingClientRect().width || 0);

    useLayoutEffect(() => {
      adoptSheets(container, SEARCH_ELEMENT_SHEETS);
      // Measured again once our styles (display: block) apply: no first paint in the wrong layout.
      if (host) setWidth(host.getBoundingClientRect().width);
    }, [container, host]);

    useEffect(() => {
      // Laid out by the container's width, never the viewport's.
      if (!host || typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
      observer.observe(host);
      return () => observer.disconnect();
    }, [host]);

    // The embed only ever talks to its api-base, which must be http(s).
    const data = useMemo<SearchData | null>(() => {
      const absolute = new URL(base, window.location.href).toString();
      return isHttpUrl(absolute) ? fetchSearchData(absolute) : null;
    }, [base]);

    const layout = variant !== 'compact' && width >= BAR_MIN_WIDTH ? 'bar' : 'stacked';
    // Its texts come a tick later (one chunk per language; the embed's one file carries them all).
    if (!messages) return null;
    return (
      <IntlProvider locale={locale} messages={messages as Messages} defaultLocale="tr">
        {data ? (
          <EmbedForm data={data} locale={locale} hotel={hotel} layout={layout} handOff={handOff} host={host} />
        ) : (
          <p className="nv-message" role="alert">api-base must be an http(s) URL</p>
        )}
      </IntlProvider>
    );
  };
}

function EmbedForm({ data, locale, hotel, layout, handOff, host }: {
  data: SearchData;
  locale: Locale;
  hotel?: string;
  layout: 'bar' | 'stacked';
  handOff?: Record<string, HandOff>;
  host?: HTMLElement;
}) {
  const intl = useIntl();
  return (
    <div className={`nv-embed nv-embed--${layout}`} role="search" aria-label={intl.formatMessage({ id: 'search.region' })}>
    <SearchForm
      data={data}
      locale={locale}
      hotel={hotel || null}
      lockHotel={!!hotel}
      layout={layout}
      mobile={layout === 'stacked'}
      handOffFor={(h) => handOff?.[h.slug]}
      onSearch={(detail) => handOffSearch(host ?? window, detail)}
    />
    </div>
  );
}

/** The custom element class for a default api-base. */
export function createNirvanaSearchElement(defaultApiBase: string): CustomElementConstructor {
  return r2wc(createNirvanaSearch(defaultApiBase), {
    shadow: 'open',
    props: { hotel: 'string', lang: 'string', apiBase: 'string', variant: 'string', handOff: 'json' },
  });
}

/** Defines `<nirvana-search>` once; loading the script again is harmless. */
export function defineNirvanaSearch(defaultApiBase: string, registry: CustomElementRegistry = window.customElements): void {
  if (!registry || registry.get(TAG_NAME)) return;
  const NirvanaSearchElement = createNirvanaSearchElement(defaultApiBase);
  try {
    registry.define(TAG_NAME, NirvanaSearchElement);
  } catch (error) {
    // Another copy defined it between the check and now.
    if (!registry.get(TAG_NAME)) throw error;
  }
}
