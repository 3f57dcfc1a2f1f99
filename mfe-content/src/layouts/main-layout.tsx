import { useContent } from '../app/content-context';
import { CategoryContent } from '../sections/category-content';
import { ContentSections } from '../sections/content-sections';
import { Gallery } from '../sections/gallery';
import { OfferDetails } from '../sections/offer';
import { PageHeader } from '../sections/page-header';

export const GALLERY_ROUTE_ID = 'hotel:gallery';

/**
 * The main layout: header, the page's sections, its offer (an offer's own page), its category content
 * and, on the gallery page, the gallery.
 */
export default function MainLayout() {
  const { state } = useContent();
  const { page, route } = state;
  const headerImage = page.options.find((o) => o.key === 'HEADER_IMAGE')?.file ?? null;
  // The page's subtitle, said once here: its sections hold the rest (the API never repeats it as a heading).
  const lead = page.heroSlides[0]?.subtitle ?? null;
  return (
    <div className="layout layout--main" data-layout={route.layout}>
      <PageHeader title={page.title} image={headerImage}>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </PageHeader>
      <ContentSections sections={page.contents} />
      {page.offer ? <OfferDetails offer={page.offer} /> : null}
      <CategoryContent page={page} />
      {route.routeId === GALLERY_ROUTE_ID ? <Gallery galleryId={page.propertyId} headed={false} /> : null}
    </div>
  );
}
