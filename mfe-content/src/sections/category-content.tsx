import { createElement, useContext, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryContent as Content, CategoryItem, Page } from '@nirvana/shared/api/schemas';
import { ContentContext, useContent } from '../app/content-context';
import { loadCategoryContent } from '../data/category';
import { Picture } from '../lib/picture';
import { RichHtml } from '../lib/rich-html';
import { safeUrl } from '@nirvana/shared/media';
import { isExternal } from '../lib/safe-url';
import { useLoad } from '@nirvana/shared/section-data';
import { ContactMap } from './contact-map';
import { ABOUT_PARAM, CONTACT_FORM_ANCHOR, EnquiryActions, type EnquiryKind } from './enquiry-actions';
import { adoptSheetRef } from '../lib/adopt-sheet';
import categorySheet from './category.css';
import contactSheet from './contact.css';

const adoptContactSheet = adoptSheetRef(contactSheet);
const adoptCategorySheet = adoptSheetRef(categorySheet);

/** The booking action of a category's items: a table at a restaurant, a treatment at the spa. */
const ENQUIRY: Partial<Record<string, EnquiryKind>> = { GASTRONOMY: 'table', SPA: 'treatment' };

/** What a link asked the contact form to be about (`?about=`), if anything. */
function aboutFromUrl(): string | null {
  const about = new URLSearchParams(window.location.search).get(ABOUT_PARAM)?.trim();
  return about ? about.slice(0, 120) : null;
}

/** The page's category content (by category code), and on contact pages the map and the contact form. */
export function CategoryContent({ page }: { page: Page }) {
  const { api, state, config } = useContent();
  const locale = state.route.locale;
  const code = page.category?.code ?? null;
  const contents = useLoad('category', [page.id, code, locale], () => loadCategoryContent(api, page.id, code, locale));
  // Read from the address after the first render (the server knows no query; hydration renders what it rendered).
  const [about, setAbout] = useState<string | null>(null);
  useEffect(() => setAbout(code === 'CONTACT' ? aboutFromUrl() : null), [code, state.route.path]);
  // A link that asked for the form (`?about=`) lands on it once what lies above it has loaded:
  // scrolled to, below the fixed header (scroll-margin-top).
  const formSlot = useRef<HTMLDivElement>(null);
  const landed = useRef(false);
  useEffect(() => {
    if (!about || contents === undefined || landed.current || !formSlot.current) return undefined;
    landed.current = true;
    return keepInView(formSlot.current);
  }, [about, contents]);
  if (!code) return null;
  const contact = contents?.find((c) => c.contact)?.contact ?? page.property.contact ?? null;
  const enquiry = ENQUIRY[code];
  return (
    <div className="category" data-category={code}>
      {(contents ?? []).map((content) => (
        <CategoryBlock key={content.kind} content={content} enquiry={enquiry} />
      ))}
      {code === 'CONTACT' ? (
        <section className="contact container" aria-label={page.title} ref={adoptContactSheet}>
          {contact ? <ContactMap contact={contact} mapsKey={config.mapsKey} name={page.property.name ?? page.title} /> : null}
          <div className="contact-form-slot" id={CONTACT_FORM_ANCHOR} ref={formSlot}>
            {createElement('nirvana-contact-form', {
              lang: locale,
              'property-id': String(page.propertyId || page.property.id),
              'api-base': config.apiBase,
              ...(about ? { subject: about } : {}),
            })}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Brings the form into view and keeps it there while the page settles (pictures, the form's own
 * section and the shell's end of navigation arrive over the next moments), until the visitor
 * scrolls, touches or types, or 2.5 s have passed.
 */
function keepInView(el: HTMLElement): () => void {
  let frame = 0;
  let done = false;
  const until = performance.now() + 2500;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
  const check = () => {
    if (done) return;
    if (performance.now() > until) return stop();
    const top = el.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 3) el.scrollIntoView({ block: 'start' });
    frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return stop;
}

function CategoryBlock({ content, enquiry }: { content: Content; enquiry?: EnquiryKind }) {
  return (
    <section className="category-block container" data-kind={content.kind}>
      <h2 className="section-title">{content.title}</h2>
      <RichHtml html={content.intro} />
      {content.items.length > 0 ? (
        <ul className="category-items" ref={adoptCategorySheet}>
          {content.items.map((item) => (
            <CategoryCard key={item.id} item={item} enquiry={enquiry} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CategoryCard({ item, enquiry }: { item: CategoryItem; enquiry?: EnquiryKind }) {
  const intl = useIntl();
  const origins = useContext(ContentContext)?.origins;
  const href = safeUrl(item.url);
  const file = safeUrl(item.fileUrl);
  return (
    <li className="category-item">
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
        {enquiry ? <EnquiryActions kind={enquiry} about={item.title} /> : null}
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
