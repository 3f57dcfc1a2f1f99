import { FormattedMessage, useIntl } from 'react-intl';
import type { Page } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { propertyById } from '@nirvana/shared/properties';
import { buildPath, isHotelSlug } from '@nirvana/shared/routes';
import { useContent } from '../app/content-context';
import { FeatureCarousel } from '../carousel/feature-carousel';
import { safeCall } from '../data/safe-call';
import { useLoad } from '../lib/use-load';
import { FEATURE_LINKS, featureImage, featureLinkPath } from './feature-links';

/** The booking site in the page's language. */
export function bookingSiteUrl(bookingSite: string, locale: Locale): string {
  const url = new URL(bookingSite, typeof location === 'undefined' ? 'http://localhost' : location.origin);
  url.searchParams.set('lang', locale);
  return url.href;
}

/**
 * The error page: the status code, 'page not found', a home button and help links; for a 404
 * also the 404 page's title, notes (with the booking site), extra notes and the feature links.
 */
export default function ErrorLayout() {
  const { state, api, config, device } = useContent();
  const intl = useIntl();
  const { route, statusCode } = state;
  const locale = route.locale;
  const notFound = statusCode === 404;
  const givenPage = state.page.id !== 0 ? state.page : null;
  const page = useLoad<Page | null>(
    () => (!notFound || givenPage ? Promise.resolve(givenPage) : safeCall('404 page', () => api.notFoundPage(locale), null)),
    [notFound, givenPage, locale],
  );
  const pageHotel = route.params.hotel ?? propertyById(page?.propertyId ?? state.page.propertyId)?.slug ?? null;
  const hotel = isHotelSlug(pageHotel) ? pageHotel : null;
  const booking = bookingSiteUrl(config.bookingSite, locale);
  const link = (href: string | null, external = false) => (chunks: React.ReactNode[]) =>
    href ? <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{chunks}</a> : <>{chunks}</>;

  return (
    <div className="layout layout--error" data-status={statusCode}>
      <section className="error-hero container" aria-labelledby="error-title">
        <p className="error-code" aria-hidden="true">{statusCode}</p>
        <h1 className="page-title error-title" id="error-title">
          <span className="visually-hidden">{statusCode} </span>
          {intl.formatMessage({ id: notFound ? 'error.notFound' : 'error.generic' })}
        </h1>
        <a className="button button--primary error-home" href={buildPath('home', locale) ?? '/'}>
          {intl.formatMessage({ id: 'error.home' })}
        </a>
        <p className="error-help">
          <FormattedMessage
            id="error.help"
            values={{
              hotels: link(buildPath('group:hotels', locale)),
              booking: link(booking, true),
              contact: link(buildPath('group:contact', locale)),
            }}
          />
        </p>
      </section>
      {notFound ? (
        <section className="error-more container" aria-labelledby="not-found-title">
          <h2 className="section-title" id="not-found-title">
            {page?.title || intl.formatMessage({ id: 'error.notFoundTitle' })}
          </h2>
          <p className="error-notes">
            <FormattedMessage id="error.notes" values={{ booking: link(booking, true) }} />
          </p>
          <p className="error-extra">{intl.formatMessage({ id: 'error.extraNotes' })}</p>
          <h2 className="section-title error-features-title">{intl.formatMessage({ id: 'error.featuresTitle' })}</h2>
          <FeatureCarousel
            device={device}
            label={intl.formatMessage({ id: 'error.featuresTitle' })}
            cards={FEATURE_LINKS.map((f) => ({
              key: f.key,
              title: intl.formatMessage({ id: `feature.${f.key}` }),
              href: featureLinkPath(f.slug, locale, hotel),
              image: featureImage(config.apiBase, f.scene),
            }))}
          />
        </section>
      ) : null}
    </div>
  );
}

// Kept in its own small module: the section's main chunk needs it without the error layout.
export { ErrorPageFailure } from './error-page-failure';
