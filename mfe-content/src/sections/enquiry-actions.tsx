/**
 * The booking action where a visitor decides on a venue, a treatment or an event: one link to the
 * hotel's contact page with the form prefilled with what it is about (`@nirvana/shared/enquiry`:
 * the newsletter section's contact form reads it and is scrolled to), and the hotel's phone to call instead.
 */
import { useIntl } from 'react-intl';
import { hotelSlugOf } from '@nirvana/shared/properties';
import { withAbout } from '@nirvana/shared/enquiry';
import { buildPath, isHotelSlug } from '@nirvana/shared/routes';
import type { Locale } from '@nirvana/shared/locales';
import { useContent } from '../app/content-context';

export type EnquiryKind = 'table' | 'treatment' | 'enquire';

/** The contact page of a hotel (or of the group), prefilled with a subject. */
export function enquiryHref(locale: Locale, hotel: string | null | undefined, about: string): string | null {
  const base = isHotelSlug(hotel) ? buildPath('hotel:contact', locale, { hotel }) : buildPath('group:contact', locale);
  if (!base) return null;
  return withAbout(base, about);
}

const LABEL: Record<EnquiryKind, string> = { table: 'booking.table', treatment: 'booking.treatment', enquire: 'booking.enquire' };

/** `kind` null: nothing to book there (a café, a bar, room service): the call alone. */
export function EnquiryActions({ kind, about }: { kind: EnquiryKind | null; about: string }) {
  const intl = useIntl();
  const { state, config } = useContent();
  const hotel = state.route.params.hotel ?? hotelSlugOf(state.page.propertyId ?? 0);
  const href = kind ? enquiryHref(state.route.locale, hotel, about) : null;
  if (kind && !href) return null;
  if (!kind && !config.phone) return null;
  return (
    <p className="enquiry-actions" data-testid="enquiry-actions">
      {kind && href ? (
        <a className="button button--outline" href={href} data-testid="enquiry-link">
          {intl.formatMessage({ id: LABEL[kind] })}<span className="visually-hidden">: {about}</span>
        </a>
      ) : null}
      {config.phone ? (
        <a className="button button--outline" href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}>
          {intl.formatMessage({ id: 'booking.call' })}<span className="visually-hidden"> {config.phone}</span>
        </a>
      ) : null}
    </p>
  );
}
