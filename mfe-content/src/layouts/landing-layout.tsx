import { useIntl } from 'react-intl';
import { emit } from '@nirvana/shared/bus';
import { isHandheld, useContent } from '../app/content-context';
import { LandingHeader } from '../carousel/landing-header';
import { CategoryContent } from '../sections/category-content';
import { ContentSections } from '../sections/content-sections';

/** The landing page: one header image, the offer's sections and a call to book. */
export default function LandingLayout() {
  const { state, device } = useContent();
  const intl = useIntl();
  const { page, route } = state;
  return (
    <div className="layout layout--landing" data-layout={route.layout}>
      <LandingHeader page={page} routeId={route.routeId} handheld={isHandheld(device)}>
        <h1 className="page-title">{page.title}</h1>
        {page.meta.description ? <p className="landing-lead">{page.meta.description}</p> : null}
        <button type="button" className="button button--primary button--large" onClick={() => emit('nirvana:search-open', { source: 'landing' })}>
          {intl.formatMessage({ id: 'landing.book' })}
        </button>
      </LandingHeader>
      <ContentSections sections={page.contents} />
      <CategoryContent page={page} />
    </div>
  );
}
