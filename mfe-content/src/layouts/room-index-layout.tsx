import { useIntl } from 'react-intl';
import { useContent } from '../app/content-context';
import { loadRoomCards } from '../data/rooms';
import { useLoad } from '@nirvana/shared/section-data';
import { ContentSections } from '../sections/content-sections';
import { PageHeader } from '../sections/page-header';
import { RoomsList } from '../sections/rooms-list';

/** The rooms of a hotel (their list's heading is not the page's title again: "Rooms" / "Room types"). */
export default function RoomIndexLayout() {
  const { state, api } = useContent();
  const intl = useIntl();
  const { page, route } = state;
  const rooms = useLoad('room-cards', [page.propertyId, route.locale], () => loadRoomCards(api, page.propertyId, route.locale));
  const headerImage = page.options.find((o) => o.key === 'HEADER_IMAGE')?.file ?? null;
  // The page's subtitle, said once here: its sections hold the rest (the API never repeats it as a heading).
  const lead = page.heroSlides[0]?.subtitle ?? null;
  return (
    <div className="layout layout--rooms" data-layout={route.layout}>
      <PageHeader title={page.title} image={headerImage}>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </PageHeader>
      <ContentSections sections={page.contents} />
      {rooms === undefined ? <div className="rooms-placeholder container" aria-busy="true" /> : <RoomsList rooms={rooms} title={intl.formatMessage({ id: 'rooms.all' })} />}
    </div>
  );
}
