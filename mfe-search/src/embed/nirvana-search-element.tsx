/**
 * `<nirvana-search>`: the stay search as a custom element for any page (r2wc, open shadow root
 * holding all its styles). Attributes: hotel, lang, api-base, variant (bar | compact), partner,
 * checkin, checkout, adults, children; property `handOff` (per hotel slug). `window.NirvanaSearch`
 * sets the same for every element of the page, its pop-ups open in the top layer and its calendar
 * shows prices with the standalone embed's partner kit (partner-kit.ts). Events: `nirvana-search`,
 * `nirvana-search:ready`, `nirvana-search:error` (embed-events.ts).
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Hotel } from '@nirvana/shared/api/schemas';
import { isHttpUrl } from '@nirvana/shared/booking/hand-off';
import { defineElement, ELEMENT_ATTRIBUTES, resolveApiBase, resolveLocale } from '@nirvana/shared/define-element';
import type { HandOff } from '@nirvana/shared/runtime-config';
import { fetchSearchData, type SearchData } from '../data/search-data';
import { useMessages } from '@nirvana/shared/use-messages';
import { searchMessages, type Messages } from '../i18n/messages';
import { handOffSearch } from '../search-event';
import { adoptSheets } from '@nirvana/shared/adopt-sheets';
import { SEARCH_ELEMENT_SHEETS } from '../styles';
import { SearchForm } from '../ui/search-form';
import type { EmbedFormOptions, NirvanaSearchProps } from './embed-options';
import type { PartnerKit } from './partner-kit';

export const TAG_NAME = 'nirvana-search';
/** Narrower containers get the stacked layout (and the mobile date rules). */
export const BAR_MIN_WIDTH = 760;

/**
 * The element's properties r2wc maps to attributes (the same names, dashed); the partner kit adds
 * `partner` and the prefill. The page's property is the one `hotel` names: no `property-id`.
 */
const PROPS = { hotel: 'string', lang: ELEMENT_ATTRIBUTES.lang, apiBase: ELEMENT_ATTRIBUTES.apiBase, variant: 'string', handOff: 'json' } as const;

/** The element's options as given, without the partner kit: what `./elements` does. */
const PLAIN_KIT: Pick<PartnerKit, 'useOptions' | 'useForm' | 'sheets'> = {
  useOptions: (props, _host, defaultApiBase) => ({
    // Turkish when absent whatever the page's language: the search's documented default (DESIGN.md).
    locale: resolveLocale(props.lang, null),
    apiBase: resolveApiBase(props.apiBase, defaultApiBase),
    preset: null,
    tell: () => undefined,
  }),
  useForm: ({ data, hotel, handOff }) => ({ data, hotel, handOffFor: (h) => handOff?.[h.slug] ?? h.handOff }),
  sheets: [],
};

/** The class of the element's container in its shadow root: the search's sheets are scoped to it, as to the section's host on the site. */
export const HOST_CLASS = 'nirvana-search-host';

/** The element's React body; `defaultApiBase` is the origin that served the script. */
export function createNirvanaSearch(defaultApiBase: string, kit: Pick<PartnerKit, 'useOptions' | 'useForm' | 'sheets'> = PLAIN_KIT) {
  const sheets = [...SEARCH_ELEMENT_SHEETS, ...kit.sheets];
  return function NirvanaSearch(props: NirvanaSearchProps) {
    const { variant, container } = props;
    const host = container?.host as HTMLElement | undefined;
    const { locale, apiBase: base, partner, preset, tell } = kit.useOptions(props, host, defaultApiBase);
    const messages = useMessages(searchMessages, locale, 'nirvana-search');
    const [width, setWidth] = useState(() => host?.getBoundingClientRect().width || 0);

    useLayoutEffect(() => {
      adoptSheets(container, sheets);
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
    const absoluteBase = useMemo(() => {
      const absolute = new URL(base, window.location.href).toString();
      return isHttpUrl(absolute) ? absolute : null;
    }, [base]);

    const layout = variant !== 'compact' && width >= BAR_MIN_WIDTH ? 'bar' : 'stacked';
    // Its texts come a tick later (one chunk per language; the embed's one file carries them all).
    if (!messages) return null;
    return (
      <IntlProvider locale={locale} messages={messages as Messages} defaultLocale="tr">
        <div className={HOST_CLASS}>
          {absoluteBase ? (
            <EmbedForm
              apiBase={absoluteBase}
              locale={locale}
              hotel={props.hotel}
              layout={layout}
              handOff={props.handOff}
              partner={partner}
              preset={preset}
              host={host}
              tell={tell}
              useForm={kit.useForm}
            />
          ) : (
            <p className="nv-message" role="alert">api-base must be an http(s) URL</p>
          )}
        </div>
      </IntlProvider>
    );
  };
}

function EmbedForm({ useForm, ...options }: EmbedFormOptions & { useForm: PartnerKit['useForm'] }) {
  const { apiBase, locale, layout, partner, preset, host } = options;
  const intl = useIntl();
  const fetched = useMemo<SearchData>(() => ({ ...fetchSearchData(apiBase), source: apiBase }), [apiBase]);
  const { data, hotel, handOffFor, dayNote } = useForm({ ...options, data: fetched });
  return (
    <div className={`nv-embed nv-embed--${layout}`} role="search" aria-label={intl.formatMessage({ id: 'search.region' })}>
    <SearchForm
      data={data}
      locale={locale}
      hotel={hotel || null}
      lockHotel={!!hotel}
      layout={layout}
      mobile={layout === 'stacked'}
      handOffFor={handOffFor as (h: Hotel) => HandOff | undefined}
      partner={partner}
      preset={preset}
      dayNote={dayNote}
      onSearch={(detail) => handOffSearch(host ?? window, partner ? { ...detail, partner } : detail)}
    />
    </div>
  );
}

/**
 * Defines `<nirvana-search>` once (with the partner kit: the standalone embed) and returns its
 * class, whichever copy defined it; loading the script again is harmless. `defaultApiBase` is the
 * origin that served the script.
 */
export function defineNirvanaSearch(defaultApiBase: string, registry?: CustomElementRegistry, kit?: PartnerKit): CustomElementConstructor | undefined {
  return defineElement(TAG_NAME, createNirvanaSearch(defaultApiBase, kit), {
    props: { ...PROPS, ...kit?.props },
    registry,
    // The kit starts reading `window.NirvanaSearch` only when this copy's element is the one defined.
    extend: kit && ((Base, props) => {
      kit.watch();
      return kit.extend(Base, props);
    }),
  });
}
