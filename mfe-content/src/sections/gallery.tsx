import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useContent } from '../app/content-context';
import { loadGalleryCategories, loadGalleryFiles } from '../data/gallery';
import { Picture } from '@nirvana/shared/picture';
import { useLoad } from '@nirvana/shared/section-data';
import { adoptSheetRef } from '../lib/adopt-sheet';
import gallerySheet from './gallery.css';
import { PICTURE_ROWS, gridItemAttributes } from '../lib/filled-grid';

const adoptGallerySheet = adoptSheetRef(gallerySheet);

/**
 * A property's gallery: category filter buttons and the files of the chosen category (all by default).
 * Headed "Gallery" where it is a part of a page; on the gallery's own page the page's H1 says it
 * (`headed={false}`: not "Galeri" twice, issue 29 item 15).
 */
export function Gallery({ galleryId, limit, showCategories = true, headed = true }: { galleryId: number; limit?: number; showCategories?: boolean; headed?: boolean }) {
  const { api, state } = useContent();
  const intl = useIntl();
  const locale = state.route.locale;
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useLoad('gallery-categories', [showCategories ? galleryId : 0, locale], () => (showCategories ? loadGalleryCategories(api, galleryId, locale) : Promise.resolve([])));

  return (
    <section className="gallery container" {...(headed ? { 'aria-labelledby': 'gallery-title' } : { 'aria-label': intl.formatMessage({ id: 'gallery.title' }) })} ref={adoptGallerySheet}>
      {headed ? <h2 className="section-title" id="gallery-title">{intl.formatMessage({ id: 'gallery.title' })}</h2> : null}
      {categories && categories.length > 0 ? (
        <div className="gallery-filter" role="group" aria-label={intl.formatMessage({ id: 'gallery.filter' })}>
          <button type="button" className="chip" aria-pressed={categoryId === null} onClick={() => setCategoryId(null)}>
            {intl.formatMessage({ id: 'gallery.all' })}
          </button>
          {categories.map((c) => (
            <button type="button" className="chip" key={c.id} aria-pressed={categoryId === c.id} onClick={() => setCategoryId(c.id)} data-category-id={c.id}>
              {c.name}
            </button>
          ))}
        </div>
      ) : null}
      <GalleryFiles galleryId={galleryId} categoryId={categoryId} limit={limit} />
    </section>
  );
}

/**
 * The files of the chosen category. A component of its own: one `useLoad` per component, so the
 * server's render, which replays a suspended component's loads in order, never mixes two answers.
 */
function GalleryFiles({ galleryId, categoryId, limit }: { galleryId: number; categoryId: number | null; limit?: number }) {
  const { api, state } = useContent();
  const intl = useIntl();
  const locale = state.route.locale;
  const files = useLoad('gallery-files', [galleryId, categoryId, limit ?? null, locale], () => loadGalleryFiles(api, galleryId, { categoryId, limit, lang: locale }));
  const cells = gridItemAttributes(files?.length ?? 0, PICTURE_ROWS);
  return files === undefined ? (
    <div className="gallery-grid gallery-grid--loading" aria-busy="true" />
  ) : files && files.length > 0 ? (
    <ul className="gallery-grid filled-grid" aria-live="polite">
      {files.map((f, i) => (
        <li className="gallery-item" key={f.id} data-category-id={f.categoryId} {...cells[i]}>
          <figure>
            {/* The caption already says the title: an alt repeating it would be read twice (image-redundant-alt). */}
            <Picture className="gallery-image" file={f.file} alt={f.file.alt && f.file.alt !== f.title ? f.file.alt : ''} sizes="(max-width: 767px) 50vw, 280px" fallbackSize={{ width: 800, height: 600 }} />
            <figcaption>{f.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  ) : files ? (
    <p className="muted">{intl.formatMessage({ id: 'gallery.empty' })}</p>
  ) : null;
}
