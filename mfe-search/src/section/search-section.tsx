import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createApiClient } from '@nirvana/shared/api/client';
import { emit, on, type PageState } from '@nirvana/shared/bus';
import { currentDevice, usesMobileLayout, type DeviceInfo } from '@nirvana/shared/device';
import { propertyById } from '@nirvana/shared/properties';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import type { SearchData } from '../data/search-data';
import { messagesFor } from '../i18n/messages';
import { handOffSearch } from '../search-event';
import { SearchForm } from '../ui/search-form';

export interface SearchSectionProps {
  config: RuntimeConfig;
  /** The element the section renders in (inside its shadow root); search events are dispatched on its host. */
  host: HTMLElement;
}

/** The search section of the site: the desktop bar (sticky once scrolled past) or the mobile overlay. */
export default function SearchSection({ config, host }: SearchSectionProps) {
  const [page, setPage] = useState<PageState | undefined>();
  const [device, setDevice] = useState<DeviceInfo>(() => currentDevice());
  useEffect(() => on('nirvana:page', setPage, { replay: true }), []);
  useEffect(() => on('nirvana:device', setDevice, { replay: true }), []);
  const { locale, messages } = messagesFor(page?.route.locale);
  const mobile = usesMobileLayout(device, page?.route.layout ?? 'main');
  const api = useMemo(() => createApiClient(config.apiBase), [config.apiBase]);
  const data = useMemo<SearchData>(() => ({ hotels: (lang) => api.hotels(lang), stayRules: (id) => api.stayRules(id) }), [api]);
  // The page's hotel: its route's hotel, else its property (none on group pages).
  const hotel = page?.route.params.hotel ?? propertyById(page?.page.propertyId ?? 0)?.slug ?? null;

  // Until the shell has published the page, keep the bar's place (and fetch nothing in the wrong language).
  if (!page) return mobile ? null : <div className="nv-bar-anchor" aria-hidden="true" />;
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="tr">
      {mobile ? (
        <MobileSearch config={config} data={data} locale={locale} hotel={hotel} host={host} key={`m-${hotel}`} />
      ) : (
        <DesktopSearch config={config} data={data} locale={locale} hotel={hotel} host={host} key={`d-${hotel}`} />
      )}
    </IntlProvider>
  );
}

interface PartProps {
  config: RuntimeConfig;
  data: SearchData;
  locale: ReturnType<typeof messagesFor>['locale'];
  hotel: string | null;
  host: HTMLElement;
}

function DesktopSearch({ config, data, locale, hotel, host }: PartProps) {
  const intl = useIntl();
  const anchor = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);

  useEffect(() => {
    // Sticky once the page has scrolled past the bar's own place.
    const update = () => {
      const el = anchor.current;
      if (el) setSticky(el.getBoundingClientRect().top < 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  // A reservation button on desktop brings the bar into view and focuses it.
  useEffect(() => on('nirvana:search-open', () => {
    bar.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    bar.current?.querySelector<HTMLElement>('button, input')?.focus();
  }), []);

  return (
    <div className="nv-bar-anchor" ref={anchor}>
      <div className={sticky ? 'nv-bar nv-bar--sticky' : 'nv-bar'} ref={bar} role="search" aria-label={intl.formatMessage({ id: 'search.region' })} data-sticky={sticky}>
        <SearchForm
          data={data}
          locale={locale}
          hotel={hotel}
          layout="bar"
          mobile={false}
          handOffFor={(h) => config.handOff[h.slug]}
          onSearch={(detail) => handOffSearch(host, detail)}
        />
      </div>
    </div>
  );
}

function MobileSearch({ config, data, locale, hotel, host }: PartProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);

  const setAndTell = useCallback((next: boolean) => {
    setOpen(next);
    emit('nirvana:search-state', { open: next });
  }, []);
  useEffect(() => on('nirvana:search-open', () => setAndTell(true)), [setAndTell]);
  useEffect(() => on('nirvana:search-close', () => setAndTell(false)), [setAndTell]);
  useEffect(() => () => {
    // Leaving the mobile layout (or unmounting) while open must not leave the fixed button hidden.
    if (dialog.current) emit('nirvana:search-state', { open: false });
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    dialog.current?.querySelector<HTMLElement>('.nv-close')?.focus();
    const previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="nv-overlay"
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="nv-overlay-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) setAndTell(false);
      }}
    >
      <div className="nv-overlay__header">
        <h2 className="nv-overlay__title" id="nv-overlay-title">{intl.formatMessage({ id: 'search.title' })}</h2>
        <button type="button" className="nv-close" aria-label={intl.formatMessage({ id: 'search.close' })} onClick={() => setAndTell(false)} data-testid="search-close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div role="search" aria-label={intl.formatMessage({ id: 'search.region' })}>
        <SearchForm
          data={data}
          locale={locale}
          hotel={hotel}
          layout="stacked"
          mobile
          handOffFor={(h) => config.handOff[h.slug]}
          onSearch={(detail) => {
            if (handOffSearch(host, detail)) setAndTell(false);
          }}
        />
      </div>
    </div>
  );
}
