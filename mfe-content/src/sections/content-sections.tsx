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
        // Items that are words alone (a page's highlights) read as a quiet line of key points under the
        // text before them: no heading saying "Highlights", no rule, no cards, never a carousel (issue 29, item 7).
        const points = !list && items.length > 0 && items.every((item) => !item.image && !item.text && !item.url);
        if (points) {
          return (
            <section className="content-section content-section--points container" key={`${section.key}-${i}`} data-key={section.key} aria-label={label}>
              {skipFirstHtml && i === 0 ? null : <RichHtml html={section.html} />}
              <ul className="key-points">
                {items.map((item, n) => <li key={item.id ?? n}>{item.title}</li>)}
              </ul>
            </section>
          );
        }
        return (
          <section className="content-section container" key={`${section.key}-${i}`} data-key={section.key}>
            {section.title ? <h2 className="section-title">{section.title}</h2> : null}
            {skipFirstHtml && i === 0 ? null : <RichHtml html={section.html} />}
            {list ? <ListCards items={items} kind={list} /> : items.length > 0 ? (
              <FeatureCarousel
                device={device}
                label={label}
                headingLevel={3}
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
