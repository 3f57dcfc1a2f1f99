/**
 * The header slot: skip link, nav bar (or the landing header), full-screen menu, breadcrumbs. The
 * menu is in the server's HTML, closed (`hidden`): its links are in the page, for crawlers, and
 * out of the accessibility tree and the tab order until it opens; its code loads on first opening.
 */
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { gatedLazy } from '@nirvana/shared/lazy-near-viewport';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import type { LanguageVersion } from '@nirvana/shared/routes';
import { useScroll } from '../app/use-scroll';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import type { Crumb } from '../breadcrumbs/crumbs';
import { useNav } from '../common/nav-context';
import { LandingHeader } from '../landing/landing-header';
import type { FullScreenMenuProps } from '../menu/full-screen-menu';
import { NavBar } from './nav-bar';
import { navStyleOf } from './nav-style';
import { SkipLink } from './skip-link';

/**
 * The menu's code loads when it is first opened (the server's closed menu is its HTML until then,
 * not hydrated): it is not part of the first screen's scripts.
 */
const Menu = gatedLazy<FullScreenMenuProps>(() => import('../menu/full-screen-menu').then((m) => ({ default: m.FullScreenMenu })));

export interface HeaderProps {
  items: MenuItem[];
  /** The HOTELS menu: the menu's hotel switcher. */
  hotels: MenuItem[];
  menusFailed: boolean;
  versions: LanguageVersion[];
  crumbs: Crumb[];
  /** Changes on every navigation: an open menu closes. */
  path: string;
  /** In a partner's page (the `<nirvana-nav-bar>` embed): the bar sits in the flow, no skip link. */
  embedded?: boolean;
}

export function Header({ items, hotels, menusFailed, versions, crumbs, path, embedded = false }: HeaderProps) {
  const { layout, mobile } = useNav();
  const { y } = useScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setMenuOpen(false), []);

  // A navigation, another layout or another device class closes an open menu. Adjusted while
  // rendering, not in an effect: an effect also runs when the header mounts, and a header that
  // hydrated around a first tap could close the menu that tap had just opened.
  const view = `${path}|${layout}|${mobile}`;
  const [shownFor, setShownFor] = useState(view);
  if (shownFor !== view) {
    setShownFor(view);
    setMenuOpen(false);
  }
  // The server drew the closed menu for the device class it read from the request. When the window
  // says otherwise (a narrow desktop window, a tablet that says it is a Mac), the menu's code loads:
  // an update cannot reach its HTML before that HTML is hydrated, and React holds the whole header's
  // re-render back meanwhile (it stayed the desktop bar on a phone-wide window). Idempotent, so
  // harmless in a render, and it has to be: the held-back render never commits.
  const drawnMobile = useRef(mobile);
  if (mobile !== drawnMobile.current) void Menu.release();

  if (layout === 'landing-page') {
    return (
      <>
        <SkipLink />
        <LandingHeader mobile={mobile} />
      </>
    );
  }
  const look = navStyleOf(layout, y, menuOpen);
  return (
    <>
      {!embedded && <SkipLink />}
      <header className="site-header" data-variant={look.variant} data-embedded={embedded}>
        <NavBar
          look={look}
          mobile={mobile}
          menuId={menuId}
          menuOpen={menuOpen}
          onToggleMenu={() => (menuOpen ? setMenuOpen(false) : void Menu.release().then(() => setMenuOpen(true)))}
          toggleRef={toggleRef}
          versions={versions}
          embedded={embedded}
        />
        <Suspense fallback={null}>
          <Menu.Part
            id={menuId}
            open={menuOpen}
            items={items}
            hotels={hotels}
            failed={menusFailed}
            versions={versions}
            onClose={close}
            toggleRef={toggleRef}
            mobile={mobile}
          />
        </Suspense>
      </header>
      {look.variant === 'solid' && !embedded && <div className="nav-spacer" data-device={mobile ? 'mobile' : 'desktop'} />}
      {look.variant === 'solid' && <Breadcrumbs crumbs={crumbs} />}
    </>
  );
}
