import { useIntl } from 'react-intl';
import type { Offer } from '@nirvana/shared/api/schemas';
import { emit } from '@nirvana/shared/bus';
import { offerEnded } from '@nirvana/shared/ended';
import { safeUrl } from '@nirvana/shared/media';
import { buildPath } from '@nirvana/shared/routes';
import { useContent } from '../app/content-context';
import { adoptSheetRef } from '../lib/adopt-sheet';
import offerSheet from './offer.css';
import { formatRange } from '../lib/date-range';
import { priceFormat } from '@nirvana/shared/price';

const adoptOfferSheet = adoptSheetRef(offerSheet);

/** A YYYY-MM-DD date as a calendar day (UTC, so the day never shifts with the visitor's zone). */
const day = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * A campaign's offer: which hotels, when to stay and to book, the discount or price from, its
 * terms, and the button that opens the search with the offer's hotel and dates (through the bus:
 * the search section reads the preset from `nirvana:search-open`). Once its booking has closed, the
 * page says so and leads to the current offers instead of the button.
 */
export function OfferDetails({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const { state, now } = useContent();
  // At the page's render time: the server's, when the browser hydrates its HTML.
  const ended = offerEnded(offer, now);
  const offers = buildPath('group:offers', state.route.locale);
  const range = (from: string, to: string) => formatRange(intl, day(from), day(to), { dateStyle: 'long', timeZone: 'UTC' });
  const headingId = 'offer-title';
  return (
    <section className="offer container" aria-labelledby={headingId} data-offer ref={adoptOfferSheet}>
      <h2 className="section-title" id={headingId}>{intl.formatMessage({ id: 'offer.title' })}</h2>
      <dl className="offer-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'offer.hotels' })}</dt>
          <dd>
            <ul className="offer-hotels">
              {offer.hotels.map((h) => {
                const href = safeUrl(h.url);
                return <li key={h.id}>{href ? <a href={href}>{h.name}</a> : h.name}</li>;
              })}
            </ul>
          </dd>
        </div>
        <div><dt>{intl.formatMessage({ id: 'offer.stay' })}</dt><dd data-stay>{range(offer.stayFrom, offer.stayTo)}</dd></div>
        <div><dt>{intl.formatMessage({ id: 'offer.book' })}</dt><dd data-book>{range(offer.bookFrom, offer.bookTo)}</dd></div>
        {offer.discountPercent !== null ? (
          <div><dt>{intl.formatMessage({ id: 'offer.discount' })}</dt><dd className="offer-price" data-discount>{intl.formatNumber(offer.discountPercent / 100, { style: 'percent' })}</dd></div>
        ) : null}
        {offer.priceFrom !== null ? (
          <div>
            <dt>{intl.formatMessage({ id: 'offer.priceFrom' })}</dt>
            <dd className="offer-price" data-price>{intl.formatNumber(offer.priceFrom, priceFormat(offer.currency))}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className="offer-terms-title">{intl.formatMessage({ id: 'offer.terms' })}</h3>
      <ul className="offer-terms">{offer.terms.map((t) => <li key={t}>{t}</li>)}</ul>
      {ended ? (
        <p className="offer-ended" data-offer-ended>
          {intl.formatMessage({ id: 'offers.ended' }, { date: intl.formatDate(day(offer.bookTo), { dateStyle: 'long', timeZone: 'UTC' }) })}{' '}
          {offers ? <a href={offers}>{intl.formatMessage({ id: 'offers.current' })}</a> : null}
        </p>
      ) : (
        <button
          type="button"
          className="button button--outline offer-search"
          onClick={() => emit('nirvana:search-open', { source: 'landing', preset: offer.preset })}
        >
          {/* One hotel's offer names it; an offer for several names the dates (the search opens on the preset's hotel, the visitor may change it). */}
          {offer.hotels.length === 1 && offer.hotels[0]!.slug === offer.preset.hotel
            ? intl.formatMessage({ id: 'offer.search' }, { dates: range(offer.preset.checkin, offer.preset.checkout), hotel: offer.hotels[0]!.name })
            : intl.formatMessage({ id: 'offer.searchDates' }, { dates: range(offer.preset.checkin, offer.preset.checkout) })}
        </button>
      )}
    </section>
  );
}
