/**
 * The section's root: reads page, device and room from the event bus, loads the menus, and
 * renders the header, footer and floating parts into their slots' shadow roots.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { RouteState } from '@nirvana/shared/bus';
import { usesMobileLayout } from '@nirvana/shared/device';
import { splitLocale, matchPath } from '@nirvana/shared/routes';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import type { SlotName } from '@nirvana/shared/sections';
import { crumbsOf } from '../breadcrumbs/crumbs';
import { NavContext, type NavContextValue } from '../common/nav-context';
import { Floating } from '../floating/floating';
import { DeferredFooter } from '../footer/deferred-footer';
import { switcherVersions } from '../language/language-links';
import { Header } from '../nav-bar/header';
import { propertyFor, type NavConfig } from './env';
import { NavIntl } from './intl';
import { useBusValue, useDevice } from './use-bus';
import { useMenus } from './use-menus';

export type NavPart = 'header' | 'footer' | 'floating';

export interface NavigationAppProps {
  config: NavConfig;
  /** Where each part renders; a part without a target is not rendered. */
  targets: Partial<Record<NavPart, Element>>;
  /** The part whose target is the React root's own container (rendered in place, not portalled). */
  rootPart?: SlotName;
}

/** The route of the address bar, until the shell publishes the page. */
function routeFromLocation(): RouteState {
  const path = typeof location === 'undefined' ? '/' : location.pathname;
  const match = matchPath(path);
  if (match) return { locale: match.locale, routeId: match.route.id, params: match.params, layout: match.layout, path: match.path };
  return { locale: splitLocale(path).locale, routeId: 'not-found', params: {}, layout: 'error', path };
}

export default function NavigationApp({ config, targets, rootPart }: NavigationAppProps) {
  const pageState = useBusValue('nirvana:page');
  const device = useDevice();
  const room = useBusValue('nirvana:room');
  const initialRoute = useMemo(routeFromLocation, []);
  const route = pageState?.route ?? initialRoute;
  const page = pageState?.page;

  // Between two pages the shell publishes a reset page (property id 0): keep the last property.
  const propertyRef = useRef<number>(GROUP_PROPERTY_ID);
  if (page && page.propertyId > 0) propertyRef.current = page.propertyId;
  const propertyId = propertyRef.current;

  // The menus show only in the full-screen menu and the footer: fetched once either is needed.
  const [menusWanted, setMenusWanted] = useState(false);
  const wantMenus = useCallback(() => setMenusWanted(true), []);
  const menus = useMenus(config.apiBase, propertyId, route.locale, menusWanted);
  const mobile = usesMobileLayout(device, route.layout);
  const nav: NavContextValue = useMemo(
    () => ({ locale: route.locale, config, property: propertyFor(propertyId), layout: route.layout, mobile }),
    [route.locale, route.layout, config, propertyId, mobile],
  );
  const versions = useMemo(() => switcherVersions(route, page?.hrefLangs), [route, page?.hrefLangs]);
  const crumbs = useMemo(
    () => crumbsOf(page?.breadcrumbs ?? [], route.layout, room, route.params.slug, pageState?.statusCode),
    [page?.breadcrumbs, route.layout, route.params.slug, room, pageState?.statusCode],
  );

  const place = (part: NavPart, node: ReactNode) => {
    const target = targets[part];
    if (!target) return null;
    return part === rootPart ? node : createPortal(node, target);
  };

  return (
    <NavContext.Provider value={nav}>
      <NavIntl locale={route.locale}>
        {place(
          'header',
          <Header items={menus.header} menusFailed={menus.status === 'failed'} versions={versions} crumbs={crumbs} path={route.path} onWantMenus={wantMenus} />,
        )}
        {place('footer', <DeferredFooter items={menus.footer} anchor={targets.footer} onNear={wantMenus} />)}
        {place('floating', <Floating />)}
      </NavIntl>
    </NavContext.Provider>
  );
}
