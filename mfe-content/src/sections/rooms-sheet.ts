/**
 * The room cards' sheet (rooms.css), for every part that shows room-like cards (the rooms list, the
 * offers and events lists). A CSS module imported by modules of two chunks is emitted on its own,
 * where webpack's `css-style-sheet` export is no default export (the importer read undefined and
 * adopting it threw): imported here alone, it is part of this module, which any chunk may share.
 */
import roomsSheet from './rooms.css';

export default roomsSheet;
