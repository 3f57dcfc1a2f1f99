import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { hasConsent, onConsentChange } from '@nirvana/shared/cookie-consent';
import type { Contact } from '@nirvana/shared/api/schemas';
import { safeUrl } from '@nirvana/shared/media';

/** Directions to a point, opened on the maps site. */
export function directionsUrl(contact: Pick<Contact, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${contact.lat},${contact.lng}`;
}

/** The embed URL of a place, when a maps key is configured. */
export function embedUrl(contact: Pick<Contact, 'lat' | 'lng'>, key: string, locale: string): string {
  const q = encodeURIComponent(`${contact.lat},${contact.lng}`);
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${q}&language=${locale}`;
}

/** Whether the visitor agreed to third-party services (the map's category) in the cookie dialog, kept current. */
function useFunctionalConsent(): boolean {
  return useSyncExternalStore((onChange) => onConsentChange(onChange), () => hasConsent('functional'), () => false);
}

/**
 * The contact page's map: the maps embed when the runtime config has a key and the visitor agreed
 * to third-party services in the cookie dialog (before that the static picture, with a button that
 * loads the interactive map for this visit: two clicks), otherwise the static
 * map picture of the surroundings made at seed time (a link to directions; its alt, in the page's
 * language, is the API's, which says what the map shows), and the address card
 * with its directions button (works with no third party at all).
 */
export function ContactMap({ contact, mapsKey, name }: { contact: Contact; mapsKey: string | null | undefined; name: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'contact.mapOf' }, { name });
  const staticMap = contact.mapImage ? safeUrl(contact.mapImage.sourceUrl) : null;
  const consented = useFunctionalConsent();
  const [asked, setAsked] = useState(false);
  const interactive = Boolean(mapsKey) && (consented || asked);
  return (
    <section className="contact-map" aria-label={title}>
      {mapsKey && interactive ? (
        <iframe className="map-frame" title={title} src={embedUrl(contact, mapsKey, intl.locale)} width="600" height="420" loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      ) : staticMap ? (
        <a className="map-static" href={directionsUrl(contact)} target="_blank" rel="noopener noreferrer" data-testid="static-map">
          <img src={staticMap} alt={contact.mapImage?.alt || title} width={contact.mapImage?.width ?? 1200} height={contact.mapImage?.height ?? 800} loading="lazy" decoding="async" />
          {/* "Get directions" is said once, on the address card's button (issue 29, item 15); the map itself leads there too. */}
          <span className="visually-hidden"> {intl.formatMessage({ id: 'common.newWindow' })}</span>
        </a>
      ) : null}
      {mapsKey && !interactive ? (
        <button type="button" className="button button--outline map-load" data-testid="load-map" onClick={() => setAsked(true)}>
          {intl.formatMessage({ id: 'contact.loadMap' })}
        </button>
      ) : null}
      <address className="address-card">
        <strong className="address-name">{name}</strong>
        <span className="address-line">{contact.address}</span>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        <a className="button button--outline" href={directionsUrl(contact)} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage({ id: 'contact.directions' })}
          <span className="visually-hidden"> {intl.formatMessage({ id: 'common.newWindow' })}</span>
        </a>
      </address>
      {contact.arrival && contact.arrival.places.length > 0 ? <ArrivalGuide arrival={contact.arrival} /> : null}
    </section>
  );
}

/**
 * "Getting here": each place with its distance and drive time (the page's language's units, by
 * Intl), nearest airport first as the file lists them, and how transfers are arranged.
 */
function ArrivalGuide({ arrival }: { arrival: NonNullable<Contact['arrival']> }) {
  const intl = useIntl();
  return (
    <section className="arrival" aria-labelledby="arrival-title">
      <h2 className="arrival-title" id="arrival-title">{intl.formatMessage({ id: 'contact.arrival' })}</h2>
      <dl className="arrival-places">
        {arrival.places.map((place) => (
          <div className="arrival-place" key={place.name}>
            <dt>{place.name}</dt>
            <dd>
              {intl.formatNumber(place.km, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })}
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              {intl.formatMessage({ id: 'contact.drive' }, { time: intl.formatNumber(place.minutes, { style: 'unit', unit: 'minute', unitDisplay: 'short' }) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="arrival-transfer">{arrival.transfer}</p>
    </section>
  );
}
