import { useIntl } from 'react-intl';
import type { Room } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { buildPath, isHotelSlug } from '@nirvana/shared/routes';
import { propertyById } from '@nirvana/shared/properties';
import { Picture } from '../lib/picture';

/** The link of a room's detail page (the hotel from the route, else from the room's property). */
export function roomPath(room: Room, locale: Locale, hotel: string | undefined): string | null {
  const slug = isHotelSlug(hotel) ? hotel : propertyById(room.propertyId)?.slug ?? undefined;
  return slug ? buildPath('room', locale, { hotel: slug, slug: room.slug }) : null;
}

export function RoomCard({ room, locale, hotel }: { room: Room; locale: Locale; hotel?: string }) {
  const intl = useIntl();
  const href = roomPath(room, locale, hotel);
  return (
    <li className="room-card" data-slug={room.slug}>
      <Picture className="room-card-image" file={room.images[0]} alt={room.images[0]?.alt ?? room.name} sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 370px" fallbackSize={{ width: 800, height: 533 }} />
      <div className="room-card-body">
        <h3 className="room-card-title">{href ? <a href={href}>{room.name}</a> : room.name}</h3>
        <p className="room-card-facts">
          {intl.formatMessage({ id: 'room.size' }, { size: room.sizeM2 })} · {intl.formatMessage({ id: 'room.occupancy' }, { count: room.maxOccupancy })}
        </p>
        <p className="room-card-summary">{room.summary}</p>
        {href ? (
          <a className="button button--outline" href={href}>
            {/* The name starts with the visible words (WCAG 2.5.3 label in name); the room's name follows for context. */}
            {intl.formatMessage({ id: 'room.details' })}<span className="visually-hidden">: {room.name}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
