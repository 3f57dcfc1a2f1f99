/** The header slot: skip link, nav bar (or the landing header), full-screen menu, breadcrumbs. */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import type { LanguageVersion } from '@nirvana/shared/routes';
import { useScroll } from '../app/use-scroll';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import type { Crumb } from '../breadcrumbs/crumbs';
import { useNav } from '../common/nav-context';
import { LandingHeader } from '../landing/landing-header';
import { NavBar } from './nav-bar';
import { navStyleOf } from './nav-style';
import { SkipLink } from './skip-link';

// The full-screen menu is its own chunk, loaded on first open (or when the pointer or focus nears the toggle).
const loadMenu = () => import('../menu/full-screen-menu');
const FullScreenMenu = lazy(() => loadMenu().then((m) => ({ default: m.FullScreenMenu })));

export interface HeaderProps {
  items: MenuItem[];
  menusFailed: boolean;
  versions: LanguageVersion[];
  crumbs: Crumb[];
  /** Changes on every navigation: an open menu closes. */
  path: string;
  /** The menu is about to be needed (pointer or focus on its toggle, or opened). */
  onWantMenus?: () => void;
  /** In a partner's page (the `<nirvana-nav-bar>` embed): the bar sits in the flow, no skip link. */
  embedded?: boolean;
}

export function Header({ items, menusFailed, versions, crumbs, path, embedded = false, onWantMenus }: HeaderProps) {
  const { layout, mobile } = useNav();
  const { y } = useScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setMenuOpen(false), []);

  useEffect(() => setMenuOpen(false), [path, layout, mobile]);

  if (layout === 'landing-page') {
    return (
      <>
        <SkipLink />
        <LandingHeader mobile={mobile} />
      </>
    );
  }
  const style = navStyleOf(layout, y, menuOpen);
  return (
    <>
      {!embedded && <SkipLink />}
      <header className="site-header" data-variant={style.variant} data-embedded={embedded}>
        <NavBar
          style={style}
          mobile={mobile}
          menuId={menuId}
          menuOpen={menuOpen}
          onToggleMenu={() => {
            setMenuUsed(true);
            onWantMenus?.();
            setMenuOpen((v) => !v);
          }}
          onPrepareMenu={() => {
            onWantMenus?.();
            void loadMenu().catch(() => undefined);
          }}
          toggleRef={toggleRef}
          versions={versions}
          embedded={embedded}
        />
        {menuUsed && (
          <Suspense fallback={null}>
            <FullScreenMenu
              id={menuId}
              open={menuOpen}
              items={items}
              failed={menusFailed}
              versions={versions}
              onClose={close}
              toggleRef={toggleRef}
              mobile={mobile}
            />
          </Suspense>
        )}
      </header>
      {style.variant === 'solid' && !embedded && <div className="nav-spacer" data-device={mobile ? 'mobile' : 'desktop'} />}
      {style.variant === 'solid' && <Breadcrumbs crumbs={crumbs} />}
    </>
  );
}
