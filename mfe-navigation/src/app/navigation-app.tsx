/**
 * The section's root, rendered by the runtime once per slot with the view (page, device, locale,
 * config): the header part (skip link, nav bar, menu, breadcrumbs), the footer part (loyalty banner,
 * footer) or the floating part (dock, fixed and bottom buttons). The same on the server and at
 * hydration: nothing here reads the browser; what the parts share across slots (scroll, the search
 * overlay's state) each reads from the window and the bus after hydration.
 */
import { useMemo, useRef } from 'react';
import { usesMobileLayout } from '@nirvana/shared/device';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import { apiOf, type SectionView, type SlotProps } from '@nirvana/shared/section-runtime';
import { crumbsOf } from '../breadcrumbs/crumbs';
import { NavContext, type NavContextValue } from '../common/nav-context';
import { Floating } from '../floating/floating';
import { DeferredFooter } from '../footer/deferred-footer';
import { switcherVersions } from '../language/language-links';
import { Header } from '../nav-bar/header';
import { propertyFor } from './env';
import { useBusEvent } from './use-bus';
import { useMenus, type MenusSource } from './use-menus';

/**
 * The page's property. Between two pages the shell publishes a reset page (property id 0): the
 * last property stays (its logo, its menus).
 */
function usePropertyId(view: SectionView): number {
  const ref = useRef<number>(GROUP_PROPERTY_ID);
  const id = view.state.page.propertyId;
  if (id > 0) ref.current = id;
  return ref.current;
}

/** The menus' source: keyed by the runtime config's API base, asked where this side reaches the API. */
const menusSource = (view: SectionView): MenusSource => ({ apiBase: view.config.apiBase, api: apiOf(view), server: !!view.server });

export default function NavigationApp({ slot, view }: SlotProps) {
  const propertyId = usePropertyId(view);
  const { locale, config } = view;
  const { layout } = view.state.route;
  const mobile = usesMobileLayout(view.device, layout);
  // What every part reads (NavContext): one object while nothing it holds changes, so a new device
  // of the same class re-renders nothing.
  const nav = useMemo<NavContextValue>(
    () => ({ locale, config, property: propertyFor(propertyId), layout, mobile }),
    [locale, config, propertyId, layout, mobile],
  );
  let part = null;
  if (slot === 'header') part = <HeaderPart view={view} propertyId={propertyId} />;
  else if (slot === 'footer') part = <FooterPart view={view} propertyId={propertyId} />;
  else if (slot === 'floating') part = <Floating preset={view.state.page.offer?.preset} />;
  return <NavContext.Provider value={nav}>{part}</NavContext.Provider>;
}

function HeaderPart({ view, propertyId }: { view: SectionView; propertyId: number }) {
  const { route, page, statusCode, room: pageRoom } = view.state;
  const menus = useMenus(menusSource(view), propertyId, view.locale);
  // The room comes with a room page's state; the content section also tells it on the bus.
  const busRoom = useBusEvent('nirvana:room');
  const room = pageRoom ?? busRoom;
  const versions = useMemo(() => switcherVersions(route, page.hrefLangs), [route, page.hrefLangs]);
  const crumbs = useMemo(
    () => crumbsOf(page.breadcrumbs ?? [], route.layout, room, route.params.slug, statusCode),
    [page.breadcrumbs, route.layout, route.params.slug, room, statusCode],
  );
  return <Header items={menus.header} hotels={menus.hotels} menusFailed={menus.failed} versions={versions} crumbs={crumbs} path={route.path} />;
}

function FooterPart({ view, propertyId }: { view: SectionView; propertyId: number }) {
  const menus = useMenus(menusSource(view), propertyId, view.locale);
  return <DeferredFooter items={menus.footer} />;
}
