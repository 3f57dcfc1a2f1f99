/** The top nav bar: desktop (phone, logo, loyalty, languages, reservation) or mobile (toggle, mark, reservation). */
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { LanguageVersion } from '@nirvana/shared/routes';
import { useSearchOpen, useSearchSticky } from '../app/use-bus';
import { useScroll } from '../app/use-scroll';
import { showFixedButton } from '../floating/fixed-reservation';
import { LoyaltyLink, PhoneLink } from '../common/contact-links';
import { Icon } from '../common/icons';
import { PropertyLogo } from '../common/property-logo';
import { ReservationButton } from '../common/reservation-button';
import { LanguageSwitcher } from '../language/language-switcher';
import type { NavStyle } from './nav-style';

export interface NavBarProps {
  /** How the bar looks (data attributes: no style attribute, which the page's CSP forbids). */
  look: NavStyle;
  mobile: boolean;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  versions: LanguageVersion[];
  /** In a partner's page: no dock there, so the Book button always shows. */
  embedded?: boolean;
}

export function NavBar({ look, mobile, menuId, menuOpen, onToggleMenu, toggleRef, versions, embedded = false }: NavBarProps) {
  const intl = useIntl();
  // Phones: the header's Book gives way while the dock's fixed reservation button shows (never both).
  const { ratio } = useScroll();
  const searchOpen = useSearchOpen();
  const dockBook = mobile && !embedded && showFixedButton(ratio, searchOpen);
  // Wider screens: while the search bar is stuck under the header, its Search is the booking action.
  const searchSticky = useSearchSticky();
  const barBook = !mobile && searchSticky;
  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      className="icon-button menu-toggle-button"
      aria-expanded={menuOpen}
      aria-controls={menuId}
      aria-haspopup="dialog"
      aria-label={intl.formatMessage({ id: menuOpen ? 'nav.menu.close' : 'nav.menu.open' })}
      onClick={onToggleMenu}
      data-testid="menu-toggle"
    >
      <Icon name="menu" size={24} />
      {!mobile && <span className="button-text" aria-hidden="true">{intl.formatMessage({ id: 'nav.menu.text' })}</span>}
    </button>
  );
  return (
    <div
      className="nav-bar"
      data-device={mobile ? 'mobile' : 'desktop'}
      data-variant={look.variant}
      data-scrolled={look.scrolled}
      data-sticky={look.sticky}
      data-transparent={look.transparent}
    >
      <nav className="nav-inner container" aria-label={intl.formatMessage({ id: 'nav.label' })}>
        {mobile ? (
          <>
            <div className="nav-start">{toggle}</div>
            <div className="nav-center"><PropertyLogo variant="mobile" /></div>
            <div className="nav-end nav-book" data-hidden={dockBook} aria-hidden={dockBook || undefined} inert={dockBook || undefined}>
              <ReservationButton source="navbar" className="button button-primary button-small" />
            </div>
          </>
        ) : (
          <>
            <div className="nav-start">
              {toggle}
              <PhoneLink className="contact-link nav-phone" />
            </div>
            <div className="nav-center"><PropertyLogo variant="desktop" /></div>
            <div className="nav-end">
              <LoyaltyLink className="contact-link nav-loyalty" />
              <LanguageSwitcher versions={versions} className="nav-languages" />
              <div className="nav-book" data-hidden={barBook} aria-hidden={barBook || undefined} inert={barBook || undefined}>
                <ReservationButton source="navbar" />
              </div>
            </div>
          </>
        )}
      </nav>
    </div>
  );
}
