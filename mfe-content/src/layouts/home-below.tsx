import { useIntl } from 'react-intl';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import { useContent } from '../app/content-context';
import { loadRoomCards } from '../data/rooms';
import { useLoad } from '@nirvana/shared/section-data';
import { ContentSections } from '../sections/content-sections';
import { Gallery } from '../sections/gallery';
import { RoomsList } from '../sections/rooms-list';
import { Stories } from '../sections/stories';

export const HOME_ROOMS_PREVIEW = 3;
export const HOME_GALLERY_PREVIEW = 6;

/**
 * Everything of a home below its hero: the page's sections (CMS HTML through DOMPurify, feature
 * carousels), stories, and on a hotel's home its rooms and a gallery preview. Its own chunk; its
 * data is loaded by the server with the page (`useLoad`), so all of it is in the server's HTML.
 */
export default function HomeBelow() {
  const { state, api } = useContent();
  const intl = useIntl();
  const { page, route } = state;
  const hotelPage = route.layout === 'hotel-index' && page.propertyId !== GROUP_PROPERTY_ID;
  const rooms = useLoad('room-cards', [hotelPage ? page.propertyId : 0, route.locale, HOME_ROOMS_PREVIEW], () => (hotelPage ? loadRoomCards(api, page.propertyId, route.locale, HOME_ROOMS_PREVIEW) : Promise.resolve([])));
  return (
    <>
      <ContentSections sections={page.contents} />
      {hotelPage ? <RoomsList rooms={rooms ?? null} title={intl.formatMessage({ id: 'rooms.ourRooms' })} /> : null}
      <Stories propertyId={page.propertyId} />
      {hotelPage ? <Gallery galleryId={page.propertyId} limit={HOME_GALLERY_PREVIEW} showCategories={false} /> : null}
    </>
  );
}
