import { useIntl } from 'react-intl';
import { emit } from '@nirvana/shared/bus';
import type { Locale } from '@nirvana/shared/locales';
import { buildPath, isHotelSlug } from '@nirvana/shared/routes';
import { propertyById } from '@nirvana/shared/properties';
import { Picture } from '@nirvana/shared/picture';
import { priceFormat } from '@nirvana/shared/price';
import type { GridItemAttributes } from '../lib/filled-grid';
import { cheapestPlan, type RoomCardData } from '../data/rooms';

/** The link of a room's detail page (the hotel from the route, else from the room's property). */
export function roomPath(room: Pick<RoomCardData, 'propertyId' | 'slug'>, locale: Locale, hotel: string | undefined): string | null {
  const slug = isHotelSlug(hotel) ? hotel : propertyById(room.propertyId)?.slug ?? undefined;
  return slug ? buildPath('room', locale, { hotel: slug, slug: room.slug }) : null;
}

/** The hotel (identity slug) a room belongs to: the route's, else its property's. */
function roomHotel(room: Pick<RoomCardData, 'propertyId'>, hotel: string | undefined): string | undefined {
  return isHotelSlug(hotel) ? hotel : propertyById(room.propertyId)?.slug ?? undefined;
}

export function RoomCard({ room, locale, hotel, cell }: { room: RoomCardData; locale: Locale; hotel?: string; cell?: GridItemAttributes }) {
  const intl = useIntl();
  const href = roomPath(room, locale, hotel);
  const cheapest = cheapestPlan(room.plans);
  return (
    <li className="room-card" data-slug={room.slug} {...cell}>
      <Picture className="room-card-image" file={room.images[0]} alt={room.images[0]?.alt ?? room.name} sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 370px" fallbackSize={{ width: 800, height: 533 }} />
      <div className="room-card-body">
        <h3 className="room-card-title">{href ? <a href={href}>{room.name}</a> : room.name}</h3>
        <p className="room-card-facts">
          {intl.formatMessage({ id: 'room.size' }, { size: room.sizeM2 })} · {intl.formatMessage({ id: 'room.occupancy' }, { count: room.maxOccupancy })}
        </p>
        <p className="room-card-summary">{room.summary}</p>
        {cheapest ? (
          <p className="room-card-price" data-testid="room-price">
            <span className="room-card-price-label">{intl.formatMessage({ id: 'plans.priceFrom' })}</span>{' '}
            <strong>{intl.formatNumber(cheapest.priceFrom!, priceFormat(cheapest.currency))}</strong>
            <span className="room-card-price-unit"> {intl.formatMessage({ id: 'room.perNight' })}</span>
          </p>
        ) : null}
        <div className="room-card-actions">
          <button
            type="button"
            className="button button--outline"
            data-testid="room-book"
            onClick={() => emit('nirvana:search-open', { source: 'room-card', hotel: roomHotel(room, hotel), room: { slug: room.slug, name: room.name } })}
          >
            {intl.formatMessage({ id: 'room.book' })}<span className="visually-hidden">: {room.name}</span>
          </button>
          {href ? (
            <a className="text-link" href={href}>
              {/* The name starts with the visible words (WCAG 2.5.3 label in name); the room's name follows for context. */}
              {intl.formatMessage({ id: 'room.details' })}<span className="visually-hidden">: {room.name}</span>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}
