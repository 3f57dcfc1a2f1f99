import { useContent } from '../app/content-context';
import { ContentSections } from '../sections/content-sections';
import { PageHeader } from '../sections/page-header';

/** The special event page (no language switch: it exists in one language). */
export default function SpecialEventLayout() {
  const { state } = useContent();
  const { page, route } = state;
  const image = page.options.find((o) => o.key === 'HEADER_IMAGE')?.file ?? page.heroSlides[0]?.file ?? null;
  return (
    <div className="layout layout--special-event" data-layout={route.layout}>
      <PageHeader title={page.title} image={image}>
        {page.meta.description ? <p className="page-lead">{page.meta.description}</p> : null}
      </PageHeader>
      <ContentSections sections={page.contents} />
    </div>
  );
}
