import { useIntl } from 'react-intl';
import type { ContentSection } from '@nirvana/shared/api/schemas';
import { useContent } from '../app/content-context';
import { FeatureCarousel } from '../carousel/feature-carousel';
import { RichHtml } from '../lib/rich-html';
import { ListCards, listKindOf } from './list-cards';

/**
 * The page's CMS sections: a heading, sanitized HTML, and their items as a feature carousel or a row
 * of cards; the offers and events lists as a grid of offer or event cards.
 */
export function ContentSections({ sections, skipFirstHtml = false }: { sections: readonly ContentSection[]; skipFirstHtml?: boolean }) {
  const { device } = useContent();
  const intl = useIntl();
  return (
    <>
      {sections.map((section, i) => {
        const items = section.items ?? [];
        const label = section.title ?? intl.formatMessage({ id: 'section.highlights' });
        const list = listKindOf(section.key, items);
        return (
          <section className="content-section container" key={`${section.key}-${i}`} data-key={section.key}>
            {section.title ? <h2 className="section-title">{section.title}</h2> : null}
            {skipFirstHtml && i === 0 ? null : <RichHtml html={section.html} />}
            {list ? <ListCards items={items} kind={list} /> : items.length > 0 ? (
              <FeatureCarousel
                device={device}
                label={label}
                headingLevel={section.title ? 3 : 3}
                cards={items.map((item, n) => ({
                  key: item.id ?? `${section.key}-${n}`,
                  title: item.title,
                  text: item.text,
                  href: item.url,
                  image: item.image,
                }))}
              />
            ) : null}
          </section>
        );
      })}
    </>
  );
}
