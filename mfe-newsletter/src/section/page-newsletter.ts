/** What the newsletter section shows for a page: nothing on the error layout, else the block. */
import type { PageState } from '@nirvana/shared/bus';
import { GROUP_PROPERTY_ID, propertyBySlug } from '@nirvana/shared/properties';
import type { Locale } from '@nirvana/shared/locales';
import { privacyPath } from '../embed/attributes';

export interface NewsletterView {
  locale: Locale;
  propertyId: number;
  privacyHref: string;
}

/**
 * The newsletter block is on every layout but the error page (and any page answered with an
 * error status). Landing pages keep it: their visitors came for offers, which is what it sends.
 */
export function newsletterViewOf(state: PageState | undefined): NewsletterView | null {
  if (!state) return null;
  const { route, page, statusCode } = state;
  if (route.layout === 'error' || route.routeId === 'not-found' || statusCode >= 400) return null;
  const hotel = route.params.hotel;
  // While the next page loads its property id is 0: the route's hotel (or the group) stands in.
  const propertyId = page.propertyId > 0 ? page.propertyId : (propertyBySlug(hotel)?.id ?? GROUP_PROPERTY_ID);
  return { locale: route.locale, propertyId, privacyHref: privacyPath(route.locale, propertyId, hotel) };
}

/** Whether the page is a contact page (category CONTACT): the contact form comes before the block there. */
export function isContactPage(state: PageState | undefined): boolean {
  return state?.page.category?.code === 'CONTACT';
}
