/**
 * The search section of the site, in the shell's `search` slot: the bar on desktops (sticky once
 * scrolled past), the overlay on phones (closed, until a reservation button opens it). The server
 * renders it in its initial state with its hotels; the browser hydrates that.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { emit, on, type SearchPreset } from '@nirvana/shared/bus';
import { usesMobileLayout } from '@nirvana/shared/device';
import { useModalDialog } from '@nirvana/shared/modal-dialog';
import { hotelSlugOf } from '@nirvana/shared/properties';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { apiOf, type SlotProps } from '@nirvana/shared/section-runtime';
import type { Locale } from '@nirvana/shared/locales';
import { fetchSearchData, type SearchData } from '../data/search-data';
import { handOffSearch, type SearchDetail } from '../search-event';
import { SearchForm } from '../ui/search-form';
import { latestRequest, onOpenRequest, takeOpenRequest, takePreset, type OpenRequest } from './open-request';

/** Where the sticky bar sits (px from the top): its CSS top (search.css), computed in its place too. */
const stickyTop = (bar: HTMLElement) => parseFloat(getComputedStyle(bar).top) || 0;

const noRequest = () => null;

/** The section's root: the desktop bar or the mobile overlay, for the page and device of the view. */
export default function SearchSection({ view }: SlotProps) {
  const { state: page, device, locale, config } = view;
  const layout = page.route.layout;
  // Policy pages show no booking bar: a reservation button opens the search as an overlay there.
  const mobile = usesMobileLayout(device, layout) || layout === 'policy';
  const { apiBase, headers } = apiOf(view);
  const data = useMemo<SearchData>(() => fetchSearchData(apiBase, undefined, headers), [apiBase, headers]);
  // The page's hotel: its route's hotel, else its property (none on group pages).
  const hotel = page.route.params.hotel ?? hotelSlugOf(page.page.propertyId ?? 0);
  // A request that names a hotel and a room (a room card's Book): the form chooses that hotel and
  // the search event names the room. Read here, not taken (the part below takes the request). An
  // external store: a request that comes between this section's first render and its effects
  // (a Book tapped while the section mounts) is not missed. None on the server.
  const asked = useSyncExternalStore(onOpenRequest, latestRequest, noRequest);
  const request = asked && asked.path === page.route.path ? asked : null;
  const Part = mobile ? MobileSearch : DesktopSearch;
  return <Part config={config} data={data} locale={locale} hotel={hotel} request={request} key={`${mobile ? 'm' : 'd'}-${hotel}`} />;
}

interface PartProps {
  config: RuntimeConfig;
  data: SearchData;
  locale: Locale;
  hotel: string | null;
  request: OpenRequest | null;
}

/** The search event's detail, with the room a room card's Book named. */
function withRoom(detail: SearchDetail, request: OpenRequest | null): SearchDetail {
  return request?.room && request.hotel === detail.hotel ? { ...detail, room: request.room } : detail;
}

function DesktopSearch({ config, data, locale, hotel, request }: PartProps) {
  const intl = useIntl();
  const anchor = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);
  const [preset, setPreset] = useState<SearchPreset | null>(null);

  useEffect(() => {
    // Sticky once the page has scrolled the bar's own place up to where the sticky bar sits: right
    // below the fixed header (the sticky bar's own top, from the tokens), so it never slides under it.
    let top = bar.current ? stickyTop(bar.current) : 0;
    // Told on the bus when it changes (the header's Book gives way meanwhile), in a task of its own:
    // never from inside a render or commit of this root or another.
    let told = false;
    const tell = (now: boolean) => {
      if (now === told) return;
      told = now;
      setTimeout(() => emit('nirvana:search-sticky', { sticky: now }));
    };
    const update = () => {
      const el = anchor.current;
      if (!el) return;
      const now = el.getBoundingClientRect().top < top;
      setSticky(now);
      tell(now);
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
      tell(false);
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
          onSearch={(detail) => handOffSearch(anchor.current ?? window, withRoom(detail, request))}
          requestedHotel={request?.hotel ? { slug: request.hotel, seq: request.seq } : null}
        />
      </div>
    </div>
  );
}

function MobileSearch({ config, data, locale, hotel, request }: PartProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Each opening shows a fresh form; the closed one is the server's (its hotels in the page's HTML).
  const [opening, setOpening] = useState(0);
  const [preset, setPreset] = useState<SearchPreset | null>(null);
  const isOpen = useRef(false);

  const setAndTell = useCallback((next: boolean) => {
    if (isOpen.current === next) return;
    isOpen.current = next;
    setOpen(next);
    if (next) setOpening((n) => n + 1);
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
  // A modal <dialog> lives in the top layer: above the fixed nav bar, the floating buttons and any
  // stacking context the shell's slots make. Esc that an open picker inside does not take closes it.
  const dialog = useModalDialog(open, () => setAndTell(false), { initialFocus: () => dialog.current?.querySelector<HTMLElement>('.nv-close') });
  useEffect(() => () => {
    // Leaving the mobile layout (or unmounting) while open must not leave the fixed button hidden.
    if (isOpen.current) emit('nirvana:search-state', { open: false });
  }, []);

  // Closed, a <dialog> shows nothing (search.css keeps it so).
  return (
    <dialog
      className="nv-overlay"
      ref={dialog}
      aria-modal="true"
      aria-labelledby="nv-overlay-title"
      data-testid="search-overlay"
    >
      <div className="nv-overlay__header">
        <h2 className="nv-overlay__title" id="nv-overlay-title">{intl.formatMessage({ id: 'search.title' })}</h2>
        <button type="button" className="nv-close" aria-label={intl.formatMessage({ id: 'search.close' })} onClick={() => setAndTell(false)} data-testid="search-close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="nv-overlay__body" role="search" aria-label={intl.formatMessage({ id: 'search.region' })}>
        <SearchForm
          key={opening}
          data={data}
          locale={locale}
          hotel={hotel}
          layout="stacked"
          mobile
          preset={preset}
          handOffFor={(h) => config.handOff[h.slug]}
          onSearch={(detail) => {
            if (handOffSearch(dialog.current ?? window, withRoom(detail, request))) setAndTell(false);
          }}
          requestedHotel={request?.hotel ? { slug: request.hotel, seq: request.seq } : null}
        />
      </div>
    </dialog>
  );
}
