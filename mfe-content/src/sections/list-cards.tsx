/**
 * The offers and events lists (sections whose items carry an `offer` or an `event`): a grid of cards
 * in the room cards' look (rooms.css). An offer's card says where and when it holds, its discount or
 * price from, links to its page and books it (the search opens on its hotel and dates, as its page's
 * button does); an event's card says when (the hotel's clock), where, and links to its page.
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { ContentItem, EventFacts, Offer } from '@nirvana/shared/api/schemas';
import { emit } from '@nirvana/shared/bus';
import { HOTEL_TIME_ZONE } from '@nirvana/shared/ended';
import { safeUrl } from '@nirvana/shared/media';
import { adoptSheets } from '@nirvana/shared/adopt-sheets';
import { Picture } from '@nirvana/shared/picture';
import listSheet from './list-cards.css';
import roomsSheet from './rooms-sheet';
import { formatRange } from '../lib/date-range';
import { priceFormat } from '@nirvana/shared/price';
import { CARD_ROWS, gridItemAttributes, type GridItemAttributes } from '../lib/filled-grid';

const adoptListSheets = (node: Element | null) => adoptSheets(node, [roomsSheet, listSheet]);

const CARD_SIZES = '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 370px';

/** The kind of list a section is (the offers or events page's list, or items that carry offers or events), else null. */
export function listKindOf(key: string, items: readonly ContentItem[]): 'offers' | 'events' | null {
  if (key === 'EVENTS' || items.some((item) => item.event)) return 'events';
  if (key === 'OFFERS' || items.some((item) => item.offer)) return 'offers';
  return null;
}

/** The cards of an offers or events list; with none left (all ended), a line that says so. */
export function ListCards({ items, kind }: { items: readonly ContentItem[]; kind: 'offers' | 'events' }) {
  const intl = useIntl();
  const shown = items.filter((item) => item.offer || item.event);
  if (!shown.length) return <p className="list-empty" ref={adoptListSheets}>{intl.formatMessage({ id: `${kind}.empty` })}</p>;
  const cells = gridItemAttributes(shown.length, CARD_ROWS);
  return (
    <ul className="room-grid list-cards filled-grid" ref={adoptListSheets}>
      {shown.map((item, i) => {
        const key = item.id ?? i;
        return item.offer
          ? <OfferCard key={key} item={item} offer={item.offer} cell={cells[i]} />
          : item.event ? <EventCard key={key} item={item} event={item.event} cell={cells[i]} /> : null;
      })}
    </ul>
  );
}

/** A YYYY-MM-DD date as a calendar day (UTC, so the day never shifts with the visitor's zone). */
const day = (value: string) => new Date(`${value}T00:00:00Z`);
const dayRange = (intl: IntlShape, from: string, to: string) => formatRange(intl, day(from), day(to), { dateStyle: 'long', timeZone: 'UTC' });

function OfferCard({ item, offer, cell }: { item: ContentItem; offer: Offer; cell?: GridItemAttributes }) {
  const intl = useIntl();
  const href = safeUrl(item.url);
  return (
    <li className="room-card list-card" data-offer-card={item.url ?? ''} {...cell}>
      <Picture className="room-card-image" file={item.image} alt="" sizes={CARD_SIZES} fallbackSize={{ width: 800, height: 533 }} />
      <div className="room-card-body">
        <h3 className="room-card-title">{href ? <a href={href}>{item.title}</a> : item.title}</h3>
        {item.text ? <p className="room-card-summary">{item.text}</p> : null}
        <dl className="list-card-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'offer.hotels' })}</dt>
            <dd><ul className="list-card-hotels">{offer.hotels.map((h) => <li key={h.id}>{h.name}</li>)}</ul></dd>
          </div>
          <div><dt>{intl.formatMessage({ id: 'offer.stay' })}</dt><dd data-stay>{dayRange(intl, offer.stayFrom, offer.stayTo)}</dd></div>
          <div><dt>{intl.formatMessage({ id: 'offer.book' })}</dt><dd data-book>{dayRange(intl, offer.bookFrom, offer.bookTo)}</dd></div>
        </dl>
        {offer.priceFrom !== null ? (
          <p className="room-card-price" data-price>
            <span className="room-card-price-label">{intl.formatMessage({ id: 'plans.priceFrom' })}</span>{' '}
            <strong>{intl.formatNumber(offer.priceFrom, priceFormat(offer.currency))}</strong>
            <span className="room-card-price-unit"> {intl.formatMessage({ id: 'room.perNight' })}</span>
          </p>
        ) : offer.discountPercent !== null ? (
          <p className="room-card-price" data-discount>
            <strong>{intl.formatMessage({ id: 'offers.discountValue' }, { discount: intl.formatNumber(offer.discountPercent / 100, { style: 'percent' }) })}</strong>
          </p>
        ) : null}
        <div className="room-card-actions">
          <button
            type="button"
            className="button button--outline"
            data-testid="offer-book"
            onClick={() => emit('nirvana:search-open', { source: 'offer-card', preset: offer.preset })}
          >
            {intl.formatMessage({ id: 'offers.book' })}<span className="visually-hidden">: {item.title}</span>
          </button>
          {href ? (
            <a className="text-link" href={href}>
              {intl.formatMessage({ id: 'offers.view' })}<span className="visually-hidden">: {item.title}</span>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function EventCard({ item, event, cell }: { item: ContentItem; event: EventFacts; cell?: GridItemAttributes }) {
  const intl = useIntl();
  const href = safeUrl(item.url);
  const [starts, ends] = [new Date(event.startsAt), new Date(event.endsAt)];
  const valid = !Number.isNaN(starts.getTime()) && !Number.isNaN(ends.getTime());
  return (
    <li className="room-card list-card" data-event-card={item.url ?? ''} {...cell}>
      <Picture className="room-card-image" file={item.image} alt="" sizes={CARD_SIZES} fallbackSize={{ width: 800, height: 533 }} />
      <div className="room-card-body">
        {valid ? (
          <p className="list-card-when">
            <span className="visually-hidden">{intl.formatMessage({ id: 'events.when' })} </span>
            <time dateTime={event.startsAt}>
              {formatRange(intl, starts, ends, { dateStyle: 'long', timeStyle: 'short', timeZone: HOTEL_TIME_ZONE })}
            </time>
          </p>
        ) : null}
        <h3 className="room-card-title">{href ? <a href={href}>{item.title}</a> : item.title}</h3>
        <p className="room-card-facts">{event.hotel ? `${event.venue} · ${event.hotel}` : event.venue}</p>
        {item.text ? <p className="room-card-summary">{item.text}</p> : null}
        {href ? (
          <div className="room-card-actions">
            <a className="text-link" href={href}>
              {intl.formatMessage({ id: 'events.details' })}<span className="visually-hidden">: {item.title}</span>
            </a>
          </div>
        ) : null}
      </div>
    </li>
  );
}
