/**
 * The full-screen menu: the server's HEADER items, the hotel switcher (the HOTELS menu), contact
 * links, language switcher and social bar. A modal `<dialog>` (`useModalDialog`: page scroll held,
 * the page behind inert, Esc closes, focus back on the toggle). Always in the HTML (the server's too:
 * its links are the site's, for crawlers); closed, it is out of sight, of the accessibility tree and
 * of the tab order.
 */
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { useModalDialog } from '@nirvana/shared/modal-dialog';
import type { LanguageVersion } from '@nirvana/shared/routes';
import { LoyaltyLink, MessagingLink, PhoneLink } from '../common/contact-links';
import { Icon } from '../common/icons';
import { PropertyLogo } from '../common/property-logo';
import { ReservationButton } from '../common/reservation-button';
import { LanguageSwitcher } from '../language/language-switcher';
import { SocialBar } from '../social/social-bar';
import { HotelSwitcher } from './hotel-switcher';
import { MenuItems } from './menu-items';

export interface FullScreenMenuProps {
  id: string;
  open: boolean;
  items: MenuItem[];
  /** The HOTELS menu: the group's home and the hotels, for the hotel switcher. */
  hotels: MenuItem[];
  failed: boolean;
  versions: LanguageVersion[];
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  mobile: boolean;
}

export function FullScreenMenu({ id, open, items, hotels, failed, versions, onClose, toggleRef, mobile }: FullScreenMenuProps) {
  const intl = useIntl();
  const layerRef = useModalDialog(open, onClose, { returnFocus: toggleRef });
  return (
    <dialog ref={layerRef} id={id} className="menu-layer" aria-label={intl.formatMessage({ id: 'nav.menu.dialog' })}>
      <div className="menu-top container">
        <PropertyLogo variant={mobile ? 'mobile' : 'desktop'} />
        <div className="menu-top-actions">
          <ReservationButton source="menu" className={mobile ? 'button button-primary button-small' : 'button button-primary'} before={onClose} />
          <button type="button" className="icon-button menu-close" onClick={onClose} data-autofocus>
            <Icon name="close" size={24} />
            <span className="button-text">{intl.formatMessage({ id: 'nav.menu.close' })}</span>
          </button>
        </div>
      </div>
      <div className="menu-body container">
        <nav className="menu-pages" aria-label={intl.formatMessage({ id: 'nav.menu.pages' })}>
          {items.length > 0 ? (
            <MenuItems items={items} onNavigate={onClose} />
          ) : (
            failed && <p className="menu-empty">{intl.formatMessage({ id: 'nav.menu.empty' })}</p>
          )}
        </nav>
        <HotelSwitcher items={hotels} onNavigate={onClose} />
        <aside className="menu-aside" aria-label={intl.formatMessage({ id: 'nav.menu.contact' })}>
          <h2 className="menu-aside-title">{intl.formatMessage({ id: 'nav.menu.contact' })}</h2>
          <ul className="menu-contact">
            <li><PhoneLink /></li>
            <li><MessagingLink /></li>
            <li><LoyaltyLink /></li>
          </ul>
          <LanguageSwitcher versions={versions} className="menu-languages" />
          <SocialBar className="menu-social" />
        </aside>
      </div>
    </dialog>
  );
}
