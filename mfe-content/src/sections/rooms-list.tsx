import { useIntl } from 'react-intl';
import { useContent } from '../app/content-context';
import { RoomCard } from './room-card';
import type { RoomCardData } from '../data/rooms';
import { CARD_ROWS, gridItemAttributes } from '../lib/filled-grid';
import { adoptSheetRef } from '../lib/adopt-sheet';
import roomsSheet from './rooms-sheet';

const adoptRoomsSheet = adoptSheetRef(roomsSheet);

/** A list of room cards; renders nothing when the list is empty or failed (null). */
export function RoomsList({ rooms, title, headingId = 'rooms-title' }: { rooms: RoomCardData[] | null | undefined; title?: string; headingId?: string }) {
  const { state } = useContent();
  const intl = useIntl();
  if (!rooms || rooms.length === 0) return null;
  const cells = gridItemAttributes(rooms.length, CARD_ROWS);
  return (
    <section className="rooms container" aria-labelledby={headingId} ref={adoptRoomsSheet}>
      <h2 className="section-title" id={headingId}>{title ?? intl.formatMessage({ id: 'rooms.title' })}</h2>
      <ul className="room-grid filled-grid">
        {rooms.map((room, i) => (
          <RoomCard key={room.id} room={room} locale={state.route.locale} hotel={state.route.params.hotel} cell={cells[i]} />
        ))}
      </ul>
    </section>
  );
}
