/**
 * The menu's hotel switcher (the HOTELS menu): the three hotels as picture cards (picture, name,
 * place) and the way back to the group. The page's own property is marked (`aria-current`, "you are
 * here") and is no link: the menu's logo already links its home, so the menu says it once. On a
 * group page the group's entry is the marked one, so the switcher always says where the visitor is.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import { propertyFor, propertyHome } from '../app/env';
import { Icon } from '../common/icons';
import { siteHref } from '../common/links';
import { useNav } from '../common/nav-context';
import { Picture } from '@nirvana/shared/picture';

/** A card's picture, as wide as it is shown: a thumbnail on phones, a third of the container from 768 px. */
const CARD_SIZES = '(max-width: 767.98px) 96px, (max-width: 1220px) 30vw, 362px';

export function HotelSwitcher({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const intl = useIntl();
  const { property, locale } = useNav();
  const headingId = useId();
  const here = propertyHome(property, locale);
  const entries = items.map((item) => ({ item, href: siteHref(item.url, locale) })).filter((e) => e.href !== '#');
  // The group's entry is the link to its home (the seed's first); the hotels are the cards.
  const groupHome = propertyHome(propertyFor(GROUP_PROPERTY_ID), locale);
  const group = entries.find((e) => e.href === groupHome);
  const hotels = entries.filter((e) => e !== group);
  if (hotels.length === 0) return null;
  const marker = <span className="menu-hotel-here">{intl.formatMessage({ id: 'nav.hotels.current' })}</span>;
  return (
    <nav className="menu-hotels" aria-labelledby={headingId}>
      <div className="menu-hotels-head">
        <h2 className="menu-aside-title" id={headingId}>{intl.formatMessage({ id: 'nav.hotels.title' })}</h2>
        {group &&
          (group.href === here ? (
            <span className="menu-hotels-group" aria-current="true">
              <span>{group.item.text}</span> {marker}
            </span>
          ) : (
            <a className="menu-hotels-group" href={group.href} onClick={onNavigate}>
              <span className="menu-hotels-back"><Icon name="chevron" size={16} /></span>
              <span>{group.item.text}</span>
            </a>
          ))}
      </div>
      <ul className="menu-hotels-list">
        {hotels.map(({ item, href }) => {
          const current = href === here;
          const content = (
            <>
              <span className="menu-hotel-picture">
                {/* Decorative (the card's text names the hotel), lazy: the menu is closed, out of sight, until it opens. */}
                {item.image && <Picture file={item.image} alt="" sizes={CARD_SIZES} />}
              </span>
              <span className="menu-hotel-text">
                <span className="menu-hotel-name">{item.text}</span>
                {item.place && <> <span className="menu-hotel-place">{item.place}</span></>}
                {current && <> {marker}</>}
              </span>
            </>
          );
          return (
            <li key={item.id} className="menu-hotel">
              {current ? (
                <div className="menu-hotel-card" aria-current="true">{content}</div>
              ) : (
                <a className="menu-hotel-card" href={href} onClick={onNavigate}>{content}</a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
