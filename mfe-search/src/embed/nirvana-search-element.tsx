/**
 * `<nirvana-search>`: the stay search as a custom element for any page (r2wc, open shadow root
 * holding all its styles). Attributes: hotel, lang, api-base, variant (bar | compact), partner,
 * checkin, checkout, adults, children; property `handOff` (per hotel slug). `window.NirvanaSearch`
 * sets the same for every element of the page (embed-options.ts). Events: `nirvana-search`,
 * `nirvana-search:ready`, `nirvana-search:error` (embed-events.ts). Its pop-ups open in the top
 * layer (top-layer.ts).
 */
import r2wc from '@r2wc/react-to-web-component';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Hotel, NightlyRates } from '@nirvana/shared/api/schemas';
import { isHttpUrl } from '@nirvana/shared/booking/hand-off';
import type { HandOff } from '@nirvana/shared/runtime-config';
import { fetchSearchData, type SearchData } from '../data/search-data';
import { useMessages } from '@nirvana/shared/use-messages';
import type { Locale } from '@nirvana/shared/locales';
import { searchMessages, type Messages } from '../i18n/messages';
import { todayIso } from '../rules/dates';
import { handOffSearch } from '../search-event';
import { adoptSheets } from '@nirvana/shared/adopt-sheets';
import { SEARCH_ELEMENT_SHEETS } from '../styles';
import { SearchForm } from '../ui/search-form';
import embedSheet from './embed.css';
import { emitError, emitReady } from './embed-events';
import { globalConfig, onGlobalConfig, parseLang, parsePrefill, watchGlobalConfig, type OptionProblem } from './embed-options';
import { fetchNightlyRates, priceNote } from './nightly-prices';
import { liftPopups } from './top-layer';

export const TAG_NAME = 'nirvana-search';
/** Narrower containers get the stacked layout (and the mobile date rules). */
export const BAR_MIN_WIDTH = 760;
const SHEETS = [...SEARCH_ELEMENT_SHEETS, embedSheet];

export interface NirvanaSearchProps {
  hotel?: string;
  lang?: string;
  apiBase?: string;
  variant?: string;
  handOff?: Record<string, HandOff>;
  /** Who sends the visitor (an agency's or affiliate's id): passed on the hand-off as `partner`. */
  partner?: string;
  /** Prefill: YYYY-MM-DD. */
  checkin?: string;
  checkout?: string;
  /** Prefill: whole numbers, as attribute text. */
  adults?: string;
  children?: string;
  /** Given by r2wc: the element's shadow root. */
  container?: ShadowRoot;
}

/** The element's properties r2wc maps to attributes (the same names, dashed). */
const PROPS = {
  hotel: 'string', lang: 'string', apiBase: 'string', variant: 'string', handOff: 'json', partner: 'string',
  checkin: 'string', checkout: 'string', adults: 'string', children: 'string',
} as const;

/** The element's React body; `defaultApiBase` is the origin that served the script. */
export function createNirvanaSearch(defaultApiBase: string) {
  return function NirvanaSearch({ hotel, lang, apiBase, variant, handOff, partner, checkin, checkout, adults, children, container }: NirvanaSearchProps) {
    const host = container?.host as HTMLElement | undefined;
    const globalState = useSyncExternalStore(onGlobalConfig, globalConfig);
    const { config } = globalState;
    const { locale, problem: langProblem } = useMemo(() => parseLang(lang ?? config.lang, document.documentElement.lang), [lang, config.lang]);
    const messages = useMessages(searchMessages, locale, 'nirvana-search');
    const base = apiBase || config.apiBase || defaultApiBase;
    const [width, setWidth] = useState(() => host?.getBoundingClientRect().width || 0);
    const today = todayIso();
    const { preset, problems: prefillProblems } = useMemo(
      () => parsePrefill({ checkin, checkout, adults, children }, today),
      [checkin, checkout, adults, children, today],
    );

    useLayoutEffect(() => {
      adoptSheets(container, SHEETS);
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

    useEffect(() => (container ? liftPopups(container) : undefined), [container]);

    // The embed only ever talks to its api-base, which must be http(s).
    const absoluteBase = useMemo(() => {
      try {
        const absolute = new URL(base, window.location.href).toString();
        return isHttpUrl(absolute) ? absolute : null;
      } catch {
        return null;
      }
    }, [base]);

    // Each problem of the options once per value: a warning and an error event.
    const tell = useCallback((problem: OptionProblem) => {
      if (host) emitError(host, problem);
    }, [host]);
    useEffect(() => {
      if (langProblem) tell(langProblem);
    }, [langProblem, tell]);
    useEffect(() => prefillProblems.forEach(tell), [prefillProblems, tell]);
    useEffect(() => {
      if (globalState.problem) tell(globalState.problem);
    }, [globalState, tell]);
    useEffect(() => {
      if (!absoluteBase) tell({ code: 'api-base', message: `api-base="${base}" is not an http(s) URL` });
    }, [absoluteBase, base, tell]);

    const layout = variant !== 'compact' && width >= BAR_MIN_WIDTH ? 'bar' : 'stacked';
    // Its texts come a tick later (one chunk per language; the embed's one file carries them all).
    if (!messages) return null;
    return (
      <IntlProvider locale={locale} messages={messages as Messages} defaultLocale="tr">
        {absoluteBase ? (
          <EmbedForm
            apiBase={absoluteBase}
            locale={locale}
            hotel={hotel}
            layout={layout}
            handOff={handOff}
            partner={partner ?? config.partner}
            preset={preset}
            host={host}
            tell={tell}
          />
        ) : (
          <p className="nv-message" role="alert">api-base must be an http(s) URL</p>
        )}
      </IntlProvider>
    );
  };
}

function EmbedForm({ apiBase, locale, hotel, layout, handOff, partner, preset, host, tell }: {
  apiBase: string;
  locale: Locale;
  hotel?: string;
  layout: 'bar' | 'stacked';
  handOff?: Record<string, HandOff>;
  partner?: string;
  preset: ReturnType<typeof parsePrefill>['preset'];
  host?: HTMLElement;
  tell(problem: OptionProblem): void;
}) {
  const intl = useIntl();
  const [slugs, setSlugs] = useState<string[] | null>(null);
  const latest = useRef({ locale, host });
  latest.current = { locale, host };

  // The reads, with what their answers mean for the partner: ready, or an error event.
  const data = useMemo<SearchData>(() => {
    const api = fetchSearchData(apiBase);
    return {
      ...api,
      hotels: (lang) => api.hotels(lang).then(
        (list) => {
          setSlugs(list.map((h) => h.slug));
          return list;
        },
        (error: unknown) => {
          tell({ code: 'api', message: `the hotels could not be loaded from ${apiBase} (${(error as Error)?.message ?? error})` });
          throw error;
        },
      ),
    };
  }, [apiBase, tell]);

  // A hotel attribute that names no hotel: said, and every hotel offered instead of none.
  const known = !hotel || !slugs || slugs.includes(hotel);
  useEffect(() => {
    if (!known) tell({ code: 'hotel', message: `hotel="${hotel}" is not one of ${slugs!.join(', ')}: offering every hotel` });
  }, [known]); // eslint-disable-line react-hooks/exhaustive-deps -- once per unknown value
  useEffect(() => {
    if (slugs && host) emitReady(host, { lang: latest.current.locale, hotels: known && hotel ? [hotel] : slugs });
  }, [slugs]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer of the hotels

  // The calendar's prices, per hotel, fetched when its calendar first draws a day.
  const [rates, setRates] = useState<Record<number, NightlyRates>>({});
  const asked = useRef(new Set<number>());
  const notes = useMemo(() => new Map<number, (iso: string) => string | null>(), [rates, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- a new set of notes when prices arrive
  const dayNote = useCallback((h: Hotel) => {
    let note = notes.get(h.id);
    if (!note) {
      const loaded = rates[h.id];
      note = loaded
        ? priceNote(loaded, locale)
        : () => {
          if (!asked.current.has(h.id)) {
            asked.current.add(h.id);
            fetchNightlyRates(apiBase, h.id).then(
              (r) => setRates((all) => ({ ...all, [h.id]: r })),
              (error: unknown) => console.warn('nirvana-search: no prices for', h.slug, error),
            );
          }
          return null;
        };
      notes.set(h.id, note);
    }
    return note;
  }, [notes, rates, locale, apiBase]);

  // The hand-off scheme: the element's property, else the page's global config (read at search time), else the hotel's own.
  const handOffFor = (h: Hotel) => handOff?.[h.slug] ?? globalConfig().config.handOff?.[h.slug] ?? h.handOff;

  return (
    <div className={`nv-embed nv-embed--${layout}`} role="search" aria-label={intl.formatMessage({ id: 'search.region' })}>
    <SearchForm
      data={data}
      locale={locale}
      hotel={known ? hotel || null : null}
      lockHotel={!!hotel && known}
      layout={layout}
      mobile={layout === 'stacked'}
      handOffFor={handOffFor}
      partner={partner}
      preset={preset}
      dayNote={dayNote}
      onSearch={(detail) => handOffSearch(host ?? window, partner?.trim() ? { ...detail, partner: partner.trim() } : detail)}
    />
    </div>
  );
}

/**
 * The custom element class for a default api-base. A property set on the element before the
 * script defined it (`el.handOff = …` on a page whose script loads later) is taken over on
 * connection rather than left shadowing the element's own property.
 */
export function createNirvanaSearchElement(defaultApiBase: string): CustomElementConstructor {
  const Base = r2wc(createNirvanaSearch(defaultApiBase), { shadow: 'open', props: PROPS }) as unknown as new () => HTMLElement & { connectedCallback(): void };
  return class NirvanaSearchElement extends Base {
    override connectedCallback() {
      for (const prop of Object.keys(PROPS)) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      super.connectedCallback();
    }
  };
}

/** Defines `<nirvana-search>` once; loading the script again is harmless. */
export function defineNirvanaSearch(defaultApiBase: string, registry: CustomElementRegistry = window.customElements): void {
  if (!registry || registry.get(TAG_NAME)) return;
  watchGlobalConfig();
  const NirvanaSearchElement = createNirvanaSearchElement(defaultApiBase);
  try {
    registry.define(TAG_NAME, NirvanaSearchElement);
  } catch (error) {
    // Another copy defined it between the check and now.
    if (!registry.get(TAG_NAME)) throw error;
  }
}
