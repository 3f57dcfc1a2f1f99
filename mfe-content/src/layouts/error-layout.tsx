import { useIntl } from 'react-intl';
import type { Page } from '@nirvana/shared/api/schemas';
import { errorPageTop, type TextPart } from '@nirvana/shared/error-page';
import { propertyById } from '@nirvana/shared/properties';
import { hotelOfPath, isHotelSlug } from '@nirvana/shared/routes';
import { useContent } from '../app/content-context';
import { FeatureCarousel } from '../carousel/feature-carousel';
import { safeCall } from '../data/safe-call';
import { useLoad } from '@nirvana/shared/section-data';
import { featureSection } from './feature-links';
import { adoptSheetRef } from '../lib/adopt-sheet';
import errorSheet from './error.css';

const adoptErrorSheet = adoptSheetRef(errorSheet);

/** A text with its links (the booking site opens in a new tab). */
function Text({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map(({ text, link }, i) =>
        link ? (
          <a key={i} href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{text}</a>
        ) : (
          text
        ),
      )}
    </>
  );
}

/**
 * The error page: the status code, 'page not found', a home button and help links; for a 404
 * also the 404 page's title, notes (with the booking site), extra notes and the feature links (the
 * API's 404 content; under a hotel, to that hotel's pages).
 * Its top's words are shared/src/error-page.ts's. Rendered on the server with the page; the
 * browser hydrates it.
 */
export default function ErrorLayout() {
  const { state, api, config, device, origins } = useContent();
  const intl = useIntl();
  const { route, statusCode } = state;
  const locale = route.locale;
  const notFound = statusCode === 404;
  const givenPage = state.page.id !== 0 ? state.page : null;
  // The 404 page's content when the page state has none (the shell's 404 usually carries it).
  const wanted = notFound && !givenPage;
  const loaded = useLoad<Page | null>('not-found', [wanted, locale], () => (wanted ? safeCall('404 page', () => api.notFoundPage(locale), null) : Promise.resolve(null)));
  // The page the server sent is there at once: its title is in the first render, as on the server.
  const page = givenPage ?? loaded;
  // The hotel's context: the route's hotel, else the hotel the asked path lies under (an unmatched
  // path such as /en/hotels/<hotel>/nope has no route), else the page's property.
  const pageHotel = route.params.hotel ?? hotelOfPath(route.path) ?? propertyById(page?.propertyId ?? state.page.propertyId)?.slug ?? null;
  const hotel = isHotelSlug(pageHotel) ? pageHotel : null;
  const features = notFound ? featureSection(page ?? null, hotel) : null;
  // A relative booking site resolves against the site's own origin (the runtime config's: the same on the server and in the browser).
  const top = errorPageTop({ statusCode, locale, pageTitle: page?.title, bookingSite: config.bookingSite, base: origins?.[0] });

  return (
    <div className="layout layout--error error-page" data-status={statusCode} ref={adoptErrorSheet}>
      <section className="error-hero" aria-labelledby="error-title">
        <p className="error-code" aria-hidden="true">{statusCode}</p>
        <h1 className="error-title" id="error-title">
          <span className="visually-hidden">{statusCode} </span>
          {top.title}
        </h1>
        {top.lead ? <p className="error-lead">{top.lead}</p> : null}
        <a className="error-home" href={top.home.href}>{top.home.text}</a>
        <p className="error-help"><Text parts={top.help} /></p>
      </section>
      {top.notFound ? (
        <section className="error-more" aria-labelledby={top.notFound.title ? 'not-found-title' : undefined}>
          {top.notFound.title ? <h2 className="error-more-title" id="not-found-title">{top.notFound.title}</h2> : null}
          <p className="error-notes"><Text parts={top.notFound.notes} /></p>
          <p className="error-extra">{top.notFound.extraNotes}</p>
          {features ? (
            <>
              <h2 className="section-title error-features-title">{features.title ?? intl.formatMessage({ id: 'error.featuresTitle' })}</h2>
              <FeatureCarousel device={device} label={features.title ?? intl.formatMessage({ id: 'error.featuresTitle' })} cards={features.cards} />
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

// Kept in its own small module: the section's main chunk needs it without the error layout.
export { ErrorPageFailure } from './error-page-failure';
