import { useContent } from '../app/content-context';
import { ContentSections } from '../sections/content-sections';
import { PageHeader } from '../sections/page-header';

/** The special event page (no language switch: it exists in one language). */
export default function SpecialEventLayout() {
  const { state } = useContent();
  const { page, route } = state;
  // The page's subtitle: its meta description says the same after the hotel's name, for search engines.
  const lead = page.heroSlides[0]?.subtitle || null;
  const image = page.options.find((o) => o.key === 'HEADER_IMAGE')?.file ?? page.heroSlides[0]?.file ?? null;
  return (
    <div className="layout layout--special-event" data-layout={route.layout}>
      <PageHeader title={page.title} image={image}>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </PageHeader>
      <ContentSections sections={page.contents} />
    </div>
  );
}
