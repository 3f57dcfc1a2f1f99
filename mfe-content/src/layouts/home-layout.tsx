import { useIntl } from 'react-intl';
import { isHandheld, useContent } from '../app/content-context';
import { HeroCarousel } from '../carousel/hero-carousel';
import { loadRooms } from '../data/rooms';
import { useLoad } from '../lib/use-load';
import { ContentSections } from '../sections/content-sections';
import { Gallery } from '../sections/gallery';
import { RoomsList } from '../sections/rooms-list';
import { Stories } from '../sections/stories';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';

export const HOME_ROOMS_PREVIEW = 3;
export const HOME_GALLERY_PREVIEW = 6;

/** Hotel index and intro index: the hero carousel, the page's sections, stories; a hotel also shows rooms and a gallery preview. */
export default function HomeLayout() {
  const { state, device, api } = useContent();
  const intl = useIntl();
  const { page, route } = state;
  const hotelPage = route.layout === 'hotel-index' && page.propertyId !== GROUP_PROPERTY_ID;
  const rooms = useLoad(
    () => (hotelPage ? loadRooms(api, page.propertyId, route.locale) : Promise.resolve([])),
    [hotelPage, page.propertyId, route.locale],
  );
  const slides = page.heroSlides.length > 0 ? page.heroSlides : page.sliders.find((s) => s.key === 'HEADER_DESKTOP')?.slides ?? [];
  return (
    <div className="layout layout--home" data-layout={route.layout}>
      {slides.length > 0 ? (
        <HeroCarousel slides={slides} handheld={isHandheld(device)} label={page.title}>
          <h1 className="hero-title">{page.title}</h1>
        </HeroCarousel>
      ) : (
        <header className="page-header container"><h1 className="page-title">{page.title}</h1></header>
      )}
      <ContentSections sections={page.contents} />
      {hotelPage ? <RoomsList rooms={rooms?.slice(0, HOME_ROOMS_PREVIEW) ?? null} title={intl.formatMessage({ id: 'rooms.ourRooms' })} /> : null}
      <Stories propertyId={page.propertyId} />
      {hotelPage ? <Gallery galleryId={page.propertyId} limit={HOME_GALLERY_PREVIEW} showCategories={false} /> : null}
    </div>
  );
}
