import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { emit } from '@nirvana/shared/bus';
import { useContent } from '../app/content-context';
import { loadRoomPage } from '../data/rooms';
import { HEADER_SIZES, roomPictures } from '@nirvana/shared/header-pictures';
import { Picture } from '@nirvana/shared/picture';
import { RichHtml } from '../lib/rich-html';
import { useLoad } from '@nirvana/shared/section-data';
import { RoomPlans } from '../sections/room-plans';
import { RoomsList } from '../sections/rooms-list';
import { adoptSheetRef } from '../lib/adopt-sheet';
import { useLightbox } from '../lib/lightbox';
import { gridItemAttributes, type GridItemAttributes, type RowMaxima } from '../lib/filled-grid';
import roomSheet from './room-detail.css';

const adoptRoomSheet = adoptSheetRef(roomSheet);
/** The room's pictures after its first: thumbnails, two a row on phones (three: one wide, then two), three from 768 px, four from 1200. */
const THUMB_ROWS: RowMaxima = { sm: 2, md: 3, lg: 4 };
/** A thumbnail's shown width, from its spans of the twelve columns (the container is 1141 px at most). */
const thumbSizes = ({ 'data-sm': sm, 'data-md': md, 'data-lg': lg }: GridItemAttributes) =>
  `(max-width: 767px) ${Math.round((sm * 100) / 12)}vw, (max-width: 1199px) ${Math.round((md * 100) / 12)}vw, ${Math.round((1141 * lg) / 12)}px`;

/**
 * A room: it opens on its picture, its gallery below the name (each picture opens the viewer, as
 * does "All pictures" on the first), its facts at a glance beside its text, amenities and plans,
 * then the hotel's other rooms; the breadcrumbs get its name.
 */
export default function RoomDetailLayout() {
  const { state, api } = useContent();
  const intl = useIntl();
  const { page, route } = state;
  const slug = route.params.slug;
  // The shell hands the room over with the page: it is not fetched twice.
  const given = state.room?.slug === slug ? state.room : null;
  const data = useLoad('room', [slug ?? null, page.propertyId, route.locale, given?.id ?? null], () => loadRoomPage(api, slug, page.propertyId, route.locale, undefined, given));
  const room = data?.room;
  // The breadcrumbs get the room's name (an effect: also when the data came with the server's HTML); nothing once it is gone.
  const named = room ? `${room.slug}\n${room.name}` : null;
  useEffect(() => {
    if (!named) return undefined;
    const [roomSlug, name] = named.split('\n') as [string, string];
    emit('nirvana:room', { name, slug: roomSlug });
    return () => emit('nirvana:room', null);
  }, [named]);
  // Its pictures: the one the page opens on, then its gallery; all of them in the viewer, in that order.
  const { hero: first, gallery: more } = room ? roomPictures(room) : { hero: undefined, gallery: [] };
  const pictures = [first, ...more].filter((f) => f !== undefined).map((file) => ({ file, alt: file.alt ?? room?.name ?? '' }));
  const viewer = useLightbox(pictures, intl.formatMessage({ id: 'room.photos' }, { name: room?.name ?? '' }));
  const thumbCells = gridItemAttributes(more.length, THUMB_ROWS);

  if (data === undefined) {
    return (
      <div className="layout layout--room" data-layout={route.layout} aria-busy="true">
        <div className="room-hero room-hero--placeholder" />
      </div>
    );
  }
  if (!room) {
    return (
      <div className="layout layout--room" data-layout={route.layout}>
        <header className="page-header container"><h1 className="page-title">{page.title}</h1></header>
      </div>
    );
  }
  return (
    <div className="layout layout--room" data-layout={route.layout} data-room={room.slug} ref={adoptRoomSheet}>
      <div className={room.viewImage ? 'room-hero room-hero--view' : 'room-hero'}>
        <Picture className="room-hero-image" file={first} alt={first?.alt ?? room.name} priority sizes={HEADER_SIZES.roomHero} fallbackSize={{ width: 1920, height: 1080 }} />
        {pictures.length > 1 ? (
          <button type="button" className="room-all-pictures" aria-haspopup="dialog" onClick={(e) => viewer.open(0, e.currentTarget)}>
            {intl.formatMessage({ id: 'room.allPhotos' }, { count: pictures.length })}
          </button>
        ) : null}
      </div>
      <div className="container room-body">
        <header className="room-header">
          <h1 className="page-title room-name">{room.name}</h1>
          <p className="room-summary">{room.summary}</p>
        </header>
        {more.length > 0 ? (
          <ul className="room-images filled-grid" aria-label={intl.formatMessage({ id: 'room.photos' }, { name: room.name })}>
            {more.map((image, i) => (
              <li key={`${image.sourceUrl}-${i}`} {...thumbCells[i]}>
                {/* The button says what the picture shows (its name): the picture itself is its face. */}
                <button type="button" className="room-image-button" aria-haspopup="dialog" aria-label={intl.formatMessage({ id: 'room.openPhoto' }, { alt: image.alt ?? room.name })} onClick={(e) => viewer.open(i + 1, e.currentTarget)}>
                  <Picture file={image} alt="" sizes={thumbSizes(thumbCells[i]!)} fallbackSize={{ width: 800, height: 533 }} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="room-stay">
          {/* First in the page's order (a phone reads the facts before the long text); beside the text and the plans from 1024 px. */}
          <aside className="room-glance" aria-labelledby="room-glance-title">
            <h2 className="room-glance-title" id="room-glance-title">{intl.formatMessage({ id: 'room.glance' })}</h2>
            <dl className="room-facts">
              <div><dt>{intl.formatMessage({ id: 'room.sizeLabel' })}</dt><dd>{intl.formatMessage({ id: 'room.size' }, { size: room.sizeM2 })}</dd></div>
              <div><dt>{intl.formatMessage({ id: 'room.occupancyLabel' })}</dt><dd>{intl.formatMessage({ id: 'room.occupancy' }, { count: room.maxOccupancy })}</dd></div>
              <div><dt>{intl.formatMessage({ id: 'room.bed' })}</dt><dd>{room.bed}</dd></div>
              {room.view ? <div><dt>{intl.formatMessage({ id: 'room.view' })}</dt><dd>{room.view}</dd></div> : null}
            </dl>
          </aside>
          <div className="room-main">
            <RichHtml html={room.html} />
            {room.amenities.length > 0 ? (
              <section className="amenities" aria-labelledby="amenities-title">
                <h2 className="section-title" id="amenities-title">{intl.formatMessage({ id: 'room.amenities' })}</h2>
                <ul className="amenity-list">{room.amenities.map((a) => <li key={a}>{a}</li>)}</ul>
              </section>
            ) : null}
            <RoomPlans plans={data.plans} />
          </div>
        </div>
      </div>
      <RoomsList rooms={data.rooms} title={intl.formatMessage({ id: 'rooms.other' })} headingId="other-rooms-title" />
      {viewer.dialog}
    </div>
  );
}
