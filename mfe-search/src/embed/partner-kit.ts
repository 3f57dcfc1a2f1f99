/**
 * What the standalone `nirvana-search.js` adds to `<nirvana-search>` for partner pages: `lang`
 * read leniently, the prefill attributes, `window.NirvanaSearch`, the `nirvana-search:ready` and
 * `nirvana-search:error` events (with console warnings), pop-ups in the top layer (a partner's
 * `overflow: hidden` card cannot clip them) and the calendar's nightly prices. The section's
 * federated `./elements` (hosts that share our React and lay the pop-ups out themselves) takes the
 * attributes as they are, without this kit, which keeps the section within its size budget.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Hotel, HandOff, NightlyRates } from '@nirvana/shared/api/schemas';
import type { SearchPreset } from '@nirvana/shared/bus';
import type { Locale } from '@nirvana/shared/locales';
import type { SearchData } from '../data/search-data';
import { todayIso } from '../rules/dates';
import { emitError, emitReady } from './embed-events';
import { parseLang, parsePrefill, type EmbedFormOptions, type NirvanaSearchProps, type OptionProblem } from './embed-options';
import { globalConfig, onGlobalConfig, watchGlobalConfig } from './global-config';
import { fetchNightlyRates, priceNote } from './nightly-prices';
import partnerSheet from './partner.css';
import { liftPopups } from './top-layer';

export interface PartnerKit {
  /** Starts reading `window.NirvanaSearch` (once, before the element is defined). */
  watch(): void;
  /** The element's options from its attributes (a hook). */
  useOptions(props: NirvanaSearchProps, host: HTMLElement | undefined, defaultApiBase: string): {
    locale: Locale; apiBase: string; partner?: string; preset: SearchPreset | null; tell(problem: OptionProblem): void;
  };
  /** What its form reads and offers (a hook). */
  useForm(options: EmbedFormOptions & { data: SearchData }): {
    data: SearchData;
    hotel?: string;
    handOffFor(hotel: Hotel): HandOff | undefined;
    dayNote?(hotel: Hotel): ((iso: string) => string | null) | undefined;
  };
  sheets: readonly CSSStyleSheet[];
  /** Its attributes beside the element's own: the prefill. */
  props: Record<string, 'string'>;
  /** The element class, extended. */
  extend(Base: CustomElementConstructor, props: readonly string[]): CustomElementConstructor;
}

/**
 * A property set on the element before the script defined it (`el.handOff = …` on a page whose
 * `async` script ran later) is taken over on connection, rather than left shadowing the element's own.
 */
function extend(Base: CustomElementConstructor, props: readonly string[]): CustomElementConstructor {
  const Connected = Base as unknown as new () => HTMLElement & { connectedCallback(): void };
  return class NirvanaSearchElement extends Connected {
    override connectedCallback() {
      const own = this as unknown as Record<string, unknown>;
      for (const prop of props) {
        if (Object.prototype.hasOwnProperty.call(own, prop)) {
          const value = own[prop];
          delete own[prop];
          own[prop] = value;
        }
      }
      super.connectedCallback();
    }
  };
}

function useOptions(props: NirvanaSearchProps, host: HTMLElement | undefined, defaultApiBase: string) {
  const { lang, apiBase, partner, checkin, checkout, adults, children, container } = props;
  const globalState = useSyncExternalStore(onGlobalConfig, globalConfig);
  const { config } = globalState;
  const { locale, problem: langProblem } = useMemo(() => parseLang(lang ?? config.lang, document.documentElement.lang), [lang, config.lang]);
  const today = todayIso();
  const { preset, problems } = useMemo(() => parsePrefill({ checkin, checkout, adults, children }, today), [checkin, checkout, adults, children, today]);

  useEffect(() => (container ? liftPopups(container) : undefined), [container]);

  // Each problem once per value: a console warning and an error event.
  const tell = useCallback((problem: OptionProblem) => {
    if (host) emitError(host, problem);
  }, [host]);
  useEffect(() => {
    if (langProblem) tell(langProblem);
  }, [langProblem, tell]);
  useEffect(() => problems.forEach(tell), [problems, tell]);
  useEffect(() => {
    if (globalState.problem) tell(globalState.problem);
  }, [globalState, tell]);

  const base = apiBase || config.apiBase || defaultApiBase;
  useEffect(() => {
    let url: URL | null = null;
    try {
      url = new URL(base, window.location.href);
    } catch {
      // said below
    }
    if (!url || !/^https?:$/.test(url.protocol)) tell({ code: 'api-base', message: `api-base="${base}" is not an http(s) URL` });
  }, [base, tell]);

  return { locale, apiBase: base, partner: (partner ?? config.partner)?.trim() || undefined, preset, tell };
}

function useForm({ data: api, apiBase, locale, hotel, handOff, host, tell }: EmbedFormOptions & { data: SearchData }) {
  const [slugs, setSlugs] = useState<string[] | null>(null);

  // The hotels' answer means ready, or an error event.
  const data = useMemo<SearchData>(() => ({
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
  }), [api, apiBase, tell]);

  // A hotel attribute that names no hotel: said, and every hotel offered instead of none.
  const known = !hotel || !slugs || slugs.includes(hotel);
  // Said once each time the hotel becomes unknown, with the hotel and the list as they are then.
  const tellUnknown = useEffectEvent(() => tell({ code: 'hotel', message: `hotel="${hotel}" is not one of ${slugs!.join(', ')}: offering every hotel` }));
  useEffect(() => {
    if (!known) tellUnknown();
  }, [known]);
  // Ready once per answer of the hotels, in the language and with the hotel as they are then.
  const announceReady = useEffectEvent((list: string[]) => {
    if (host) emitReady(host, { lang: locale, hotels: known && hotel ? [hotel] : list });
  });
  useEffect(() => {
    if (slugs) announceReady(slugs);
  }, [slugs]);

  // The calendar's prices, per hotel, fetched when its calendar first draws a day.
  const [rates, setRates] = useState<Record<number, NightlyRates>>({});
  const asked = useRef(new Set<number>());
  // A new set of notes when prices arrive or the language changes, each note made once per hotel.
  const notes = useMemo(() => ({ rates, locale, byHotel: new Map<number, (iso: string) => string | null>() }), [rates, locale]);
  const dayNote = useCallback((h: Hotel) => {
    let note = notes.byHotel.get(h.id);
    if (!note) {
      const loaded = notes.rates[h.id];
      note = loaded
        ? priceNote(loaded, notes.locale)
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
      notes.byHotel.set(h.id, note);
    }
    return note;
  }, [notes, apiBase]);

  return {
    data,
    hotel: known ? hotel : undefined,
    // The element's property, else the page's global config (read at search time), else the hotel's own.
    handOffFor: (h: Hotel) => handOff?.[h.slug] ?? globalConfig().config.handOff?.[h.slug] ?? h.handOff,
    dayNote,
  };
}

export const PARTNER_KIT: PartnerKit = {
  watch: () => watchGlobalConfig(),
  useOptions,
  useForm,
  sheets: [partnerSheet],
  props: { partner: 'string', checkin: 'string', checkout: 'string', adults: 'string', children: 'string' },
  extend,
};
