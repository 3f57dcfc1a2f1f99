import { useContext } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryContent as Content, CategoryItem, Page } from '@nirvana/shared/api/schemas';
import { ContentContext, useContent } from '../app/content-context';
import { loadCategoryContent } from '../data/category';
import { Picture } from '@nirvana/shared/picture';
import { RichHtml } from '../lib/rich-html';
import { safeUrl } from '@nirvana/shared/media';
import { isExternal } from '../lib/safe-url';
import { useLoad } from '@nirvana/shared/section-data';
import { ContactMap } from './contact-map';
import { EnquiryActions, type EnquiryKind } from './enquiry-actions';
import { adoptSheetRef } from '../lib/adopt-sheet';
import categorySheet from './category.css';
import contactSheet from './contact.css';
import { CARD_ROWS, gridItemAttributes, type GridItemAttributes } from '../lib/filled-grid';

const adoptContactSheet = adoptSheetRef(contactSheet);
const adoptCategorySheet = adoptSheetRef(categorySheet);

/** The booking action of a category's items: a table at a restaurant, a treatment at the spa. */
const ENQUIRY: Partial<Record<string, EnquiryKind>> = { GASTRONOMY: 'table', SPA: 'treatment' };

/** The page's category content (by category code), and on contact pages the address and the map. */
export function CategoryContent({ page }: { page: Page }) {
  const { api, state, config } = useContent();
  const locale = state.route.locale;
  const code = page.category?.code ?? null;
  const contents = useLoad('category', [page.id, code, locale], () => loadCategoryContent(api, page.id, code, locale));
  if (!code) return null;
  const contact = contents?.find((c) => c.contact)?.contact ?? page.property.contact ?? null;
  const enquiry = ENQUIRY[code];
  return (
    <div className="category" data-category={code}>
      {(contents ?? []).map((content) => (
        <CategoryBlock key={content.kind} content={content} enquiry={enquiry} />
      ))}
      {/* The contact form follows, in the newsletter section's slot (it owns the forms that write to the hotel). */}
      {code === 'CONTACT' && contact ? (
        <section className="contact container" aria-label={page.title} ref={adoptContactSheet}>
          <ContactMap contact={contact} mapsKey={config.mapsKey} name={page.property.name ?? page.title} />
        </section>
      ) : null}
    </div>
  );
}

function CategoryBlock({ content, enquiry }: { content: Content; enquiry?: EnquiryKind }) {
  const cells = gridItemAttributes(content.items.length, CARD_ROWS);
  return (
    <section className="category-block container" data-kind={content.kind}>
      <h2 className="section-title">{content.title}</h2>
      <RichHtml html={content.intro} />
      {content.items.length > 0 ? (
        <ul className="category-items filled-grid" ref={adoptCategorySheet}>
          {content.items.map((item, i) => (
            <CategoryCard key={item.id} item={item} enquiry={enquiry} cell={cells[i]} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CategoryCard({ item, enquiry, cell }: { item: CategoryItem; enquiry?: EnquiryKind; cell?: GridItemAttributes }) {
  const intl = useIntl();
  const origins = useContext(ContentContext)?.origins;
  const href = safeUrl(item.url);
  const file = safeUrl(item.fileUrl);
  return (
    <li className="category-item" {...cell}>
      {item.image ? <Picture className="category-image" file={item.image} alt={item.image.alt ?? ''} sizes="(max-width: 767px) 100vw, 540px" fallbackSize={{ width: 800, height: 533 }} /> : null}
      <div className="category-item-body">
        <h3 className="category-item-title">{item.title}</h3>
        {item.subtitle ? <p className="category-item-subtitle">{item.subtitle}</p> : null}
        {item.hours ? (
          <p className="category-item-hours">
            <span className="label">{intl.formatMessage({ id: 'category.hours' })}</span> {item.hours}
          </p>
        ) : null}
        <RichHtml html={item.html} />
        {/* On a page that books (restaurants, the spa), each item its own action: a table where it takes bookings, a call where it takes none. */}
        {enquiry ? <EnquiryActions kind={item.booking === undefined ? enquiry : item.booking} about={item.title} /> : null}
        <p className="category-item-links">
          {href ? (
            <a href={href} {...(isExternal(href, origins) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {intl.formatMessage({ id: 'category.more' })}<span className="visually-hidden">: {item.title}</span>
            </a>
          ) : null}
          {file ? (
            <a className="pdf-link" href={file} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M6 2h9l5 5v15H6z M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.6" /><text x="8" y="18" fontSize="6" fill="currentColor">PDF</text></svg>
              {intl.formatMessage({ id: 'category.file' })}<span className="visually-hidden">: {item.title} (PDF)</span>
            </a>
          ) : null}
        </p>
      </div>
    </li>
  );
}
