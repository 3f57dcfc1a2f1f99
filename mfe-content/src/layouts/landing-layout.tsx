import { useIntl } from 'react-intl';
import { emit } from '@nirvana/shared/bus';
import { usesMobileLayout } from '@nirvana/shared/device';
import { offerEnded } from '@nirvana/shared/ended';
import { isHandheld, useContent } from '../app/content-context';
import { LandingHeader } from '../carousel/landing-header';
import { CategoryContent } from '../sections/category-content';
import { ContentSections } from '../sections/content-sections';
import { OfferDetails } from '../sections/offer';

/** The landing page: one header image, the page's sections, its offer (hotels, dates, price, terms) and a call to book it. */
export default function LandingLayout() {
  const { state, device } = useContent();
  const intl = useIntl();
  const { page, route } = state;
  // The page's subtitle (its meta description only when it has none).
  const lead = page.heroSlides[0]?.subtitle || page.meta.description;
  return (
    <div className="layout layout--landing" data-layout={route.layout}>
      <LandingHeader page={page} routeId={route.routeId} handheld={isHandheld(device)}>
        <h1 className="page-title">{page.title}</h1>
        {lead ? <p className="landing-lead">{lead}</p> : null}
        {/* Phones have the bottom bar's reserve (with the same preset): one booking action per screen. */}
        {usesMobileLayout(device, route.layout) ? null : (
          <button
            type="button"
            className="button button--primary button--large"
            // With an offer still open, the search opens on its hotel and dates.
            onClick={() => emit('nirvana:search-open', page.offer && !offerEnded(page.offer) ? { source: 'landing', preset: page.offer.preset } : { source: 'landing' })}
          >
            {intl.formatMessage({ id: 'landing.book' })}
          </button>
        )}
      </LandingHeader>
      <ContentSections sections={page.contents} />
      {page.offer ? <OfferDetails offer={page.offer} /> : null}
      <CategoryContent page={page} />
    </div>
  );
}
