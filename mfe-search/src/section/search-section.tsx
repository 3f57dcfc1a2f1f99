import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, startTransition } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { emit, on, type PageState, type SearchPreset } from '@nirvana/shared/bus';
import { currentDevice, usesMobileLayout, type DeviceInfo } from '@nirvana/shared/device';
import { hotelSlugOf } from '@nirvana/shared/properties';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { fetchSearchData, type SearchData } from '../data/search-data';
import { useMessages } from '@nirvana/shared/use-messages';
import type { Locale } from '@nirvana/shared/locales';
import { searchLocale, searchMessages, type Messages } from '../i18n/messages';
import { handOffSearch, type SearchDetail } from '../search-event';
import { SearchForm } from '../ui/search-form';
import { latestRequest, onOpenRequest, takeOpenRequest, takePreset, type OpenRequest } from './open-request';

export interface SearchSectionProps {
  config: RuntimeConfig;
  /** The element the section renders in (inside its shadow root); search events are dispatched on its host. */
  host: HTMLElement;
}

/** Where the sticky bar sits (px from the top): its CSS top, read from the tokens. */
function stickyTop(bar: HTMLElement): number {
  const probe = document.createElement('div');
  probe.style.position = 'absolute';
  probe.style.height = 'var(--nirvana-search-sticky-top, calc(var(--nirvana-header-height, 84px) + var(--nirvana-space-2, 8px)))';
  bar.appendChild(probe);
  const px = probe.getBoundingClientRect().height;
  probe.remove();
  return px;
}

/** The search section of the site: the desktop bar (sticky once scrolled past) or the mobile overlay. */
export default function SearchSection({ config, host }: SearchSectionProps) {
  const [page, setPage] = useState<PageState | undefined>();
  const [device, setDevice] = useState<DeviceInfo>(() => currentDevice());
  // The first page renders as a transition (in short slices while the page loads); later ones at once.
  useEffect(() => {
    let first = true;
    return on('nirvana:page', (value) => {
      if (!first) return setPage(value);
      first = false;
      startTransition(() => setPage(value));
    }, { replay: true });
  }, []);
  useEffect(() => on('nirvana:device', setDevice, { replay: true }), []);
  const locale = searchLocale(page?.route.locale);
  // The page's language's messages (warmed by the section's bootstrap); none until the page is known.
  const messages = useMessages(searchMessages, page ? locale : undefined, 'search');
  const layout = page?.route.layout ?? 'main';
  // Policy pages show no booking bar: a reservation button opens the search as an overlay there.
  const mobile = usesMobileLayout(device, layout) || layout === 'policy';
  const data = useMemo<SearchData>(() => fetchSearchData(config.apiBase), [config.apiBase]);
  // The page's hotel: its route's hotel, else its property (none on group pages).
  const hotel = page?.route.params.hotel ?? hotelSlugOf(page?.page.propertyId ?? 0);
  // A request that names a hotel and a room (a room card's Book): the form chooses that hotel and
  // the search event names the room. Read here, not taken (the part below takes the request). An
  // external store: a request that comes between this section's first render and its effects
  // (a Book tapped while the section mounts) is not missed.
  const asked = useSyncExternalStore(onOpenRequest, latestRequest);
  const request = asked && asked.path === page?.route.path ? asked : null;

  // Nothing until the shell has published the page and its texts arrived (nothing fetched in the
  // wrong language). The bar's place is the shell's: its slot keeps the height by the page's
  // layout (none on policy pages, which a placeholder of the bar's height here used to push down).
  if (!page || !messages) return null;
  return (
    <IntlProvider locale={locale} messages={messages as Messages} defaultLocale="tr">
      {mobile ? (
        <MobileSearch config={config} data={data} locale={locale} hotel={hotel} host={host} request={request} key={`m-${hotel}`} />
      ) : (
        <DesktopSearch config={config} data={data} locale={locale} hotel={hotel} host={host} request={request} key={`d-${hotel}`} />
      )}
    </IntlProvider>
  );
}

interface PartProps {
  config: RuntimeConfig;
  data: SearchData;
  locale: Locale;
  hotel: string | null;
  host: HTMLElement;
  request: OpenRequest | null;
}

/** The search event's detail, with the room a room card's Book named. */
function withRoom(detail: SearchDetail, request: OpenRequest | null): SearchDetail {
  return request?.room && request.hotel === detail.hotel ? { ...detail, room: request.room } : detail;
}

function DesktopSearch({ config, data, locale, hotel, host, request }: PartProps) {
  const intl = useIntl();
  const anchor = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);
  const [preset, setPreset] = useState<SearchPreset | null>(null);

  useEffect(() => {
    // Sticky once the page has scrolled the bar's own place up to where the sticky bar sits: right
    // below the fixed header (the sticky bar's own top, from the tokens), so it never slides under it.
    let top = bar.current ? stickyTop(bar.current) : 0;
    const update = () => {
      const el = anchor.current;
      if (el) setSticky(el.getBoundingClientRect().top < top);
    };
    const resize = () => {
      if (bar.current) top = stickyTop(bar.current);
      update();
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', resize);
    };
  }, []);

  // A reservation button on desktop brings the bar into view and focuses it.
  useEffect(() => {
    const show = () => {
      if (!takeOpenRequest()) return;
      const next = takePreset();
      if (next) setPreset(next);
      bar.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      bar.current?.querySelector<HTMLElement>('button, input')?.focus();
    };
    show();
    return onOpenRequest(show);
  }, []);

  return (
    <div className="nv-bar-anchor" ref={anchor}>
      <div className={sticky ? 'nv-bar nv-bar--sticky' : 'nv-bar'} ref={bar} role="search" aria-label={intl.formatMessage({ id: 'search.region' })} data-sticky={sticky}>
        <SearchForm
          data={data}
          locale={locale}
          hotel={hotel}
          layout="bar"
          mobile={false}
          preset={preset}
          handOffFor={(h) => config.handOff[h.slug]}
          onSearch={(detail) => handOffSearch(host, withRoom(detail, request))}
          requestedHotel={request?.hotel ? { slug: request.hotel, seq: request.seq } : null}
        />
      </div>
    </div>
  );
}

function MobileSearch({ config, data, locale, hotel, host, request }: PartProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<SearchPreset | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const isOpen = useRef(false);

  const setAndTell = useCallback((next: boolean) => {
    if (isOpen.current === next) return;
    isOpen.current = next;
    setOpen(next);
    emit('nirvana:search-state', { open: next });
  }, []);
  // A request that came while the section was loading (or before this part mounted) opens it now.
  useEffect(() => {
    const openIfAsked = () => {
      if (!takeOpenRequest()) return;
      const next = takePreset();
      if (next) setPreset(next);
      setAndTell(true);
    };
    openIfAsked();
    return onOpenRequest(openIfAsked);
  }, [setAndTell]);
  useEffect(() => on('nirvana:search-close', () => setAndTell(false)), [setAndTell]);
  useEffect(() => () => {
    // Leaving the mobile layout (or unmounting) while open must not leave the fixed button hidden.
    if (isOpen.current) emit('nirvana:search-state', { open: false });
  }, []);

  // A modal <dialog> lives in the top layer: above the fixed nav bar, the floating buttons and
  // any stacking context the shell's slots make, whatever their z-index.
  useLayoutEffect(() => {
    const d = dialog.current;
    if (!open || !d) return undefined;
    if (typeof d.showModal === 'function') {
      if (!d.open) d.showModal();
    } else {
      d.setAttribute('open', '');
    }
    d.querySelector<HTMLElement>('.nv-close')?.focus();
    const previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previous;
      if (d.open && typeof d.close === 'function') d.close();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      className="nv-overlay"
      ref={dialog}
      aria-modal="true"
      aria-labelledby="nv-overlay-title"
      data-testid="search-overlay"
      // Esc (not taken by an open picker inside, which cancels its keydown): closed through our state.
      onCancel={(event) => {
        event.preventDefault();
        setAndTell(false);
      }}
      onClose={() => setAndTell(false)}
    >
      <div className="nv-overlay__header">
        <h2 className="nv-overlay__title" id="nv-overlay-title">{intl.formatMessage({ id: 'search.title' })}</h2>
        <button type="button" className="nv-close" aria-label={intl.formatMessage({ id: 'search.close' })} onClick={() => setAndTell(false)} data-testid="search-close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="nv-overlay__body" role="search" aria-label={intl.formatMessage({ id: 'search.region' })}>
        <SearchForm
          data={data}
          locale={locale}
          hotel={hotel}
          layout="stacked"
          mobile
          preset={preset}
          handOffFor={(h) => config.handOff[h.slug]}
          onSearch={(detail) => {
            if (handOffSearch(host, withRoom(detail, request))) setAndTell(false);
          }}
          requestedHotel={request?.hotel ? { slug: request.hotel, seq: request.seq } : null}
        />
      </div>
    </dialog>
  );
}
