import { categoryKindsOf, loadCategoryContent } from './category';
import { loadEventPage } from './events';
import { loadGalleryCategories, loadGalleryFiles } from './gallery';
import { loadRoomCards, loadRoomPage, loadRooms, roomCard } from './rooms';
import { loadStories } from './stories';
import { failing, fakeApi, plans, room } from '../test-support/fixtures';

const image = { sourceUrl: 'http://api.test/media/s.jpg', width: 400, height: 500 };
const category = (kind: string) => ({ kind, title: `${kind} title`, items: [] });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('stories', () => {
  it('sorts each group ascending by ordinal', async () => {
    const { api, calls } = fakeApi({
      '/v1/stories': [{ id: 1, title: 'G', items: [
        { id: 3, ordinal: 30, title: 'c', image }, { id: 1, ordinal: 10, title: 'a', image }, { id: 2, ordinal: 20, title: 'b', image },
      ] }],
    });
    const groups = await loadStories(api, 2, 'en');
    expect(groups[0]!.items.map((i) => i.ordinal)).toEqual([10, 20, 30]);
    expect(calls[0]!.searchParams.get('property-id')).toBe('2');
    expect(calls[0]!.searchParams.get('platform')).toBe('WEB_ONLY');
    expect(calls[0]!.searchParams.get('lang')).toBe('en');
  });

  it('is not fetched when the property id is 0', async () => {
    const { api, calls } = fakeApi({ '/v1/stories': [] });
    expect(await loadStories(api, 0, 'tr')).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('logs a failure and leaves the stories empty', async () => {
    const { api } = fakeApi({ '/v1/stories': failing });
    expect(await loadStories(api, 2, 'tr')).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('room page', () => {
  const deluxe = room(7, 'deluxe-room', 'Deluxe Room');
  const routes = {
    '/v1/menus': [],
    '/v1/rooms/deluxe-room': deluxe,
    '/v1/rooms': [deluxe, room(8, 'suite', 'Suite')],
    '/v1/rooms/7/plans': plans,
  };

  it('without a room handed over: the room by slug, then the rooms list; the plans only after the room; no menus (the shell asks them)', async () => {
    const { api, paths, calls } = fakeApi(routes);
    const data = await loadRoomPage(api, 'deluxe-room', 2, 'ru');
    const order = paths();
    expect(order[0]).toBe('/v1/rooms/deluxe-room');
    expect(order.slice(1).sort()).toEqual(['/v1/rooms', '/v1/rooms/7/plans']);
    expect(calls[0]!.searchParams.get('property-id')).toBe('2');
    expect(calls[0]!.searchParams.get('lang')).toBe('ru');
    expect(data.room?.name).toBe('Deluxe Room');
    expect(data.plans.map((p) => p.name)).toEqual(['Bed and breakfast', 'All inclusive']);
    expect(data.rooms?.map((r) => r.slug)).toEqual(['suite']);
    expect(data.rooms?.[0]).not.toHaveProperty('html');
    // The plans in the page's language: the API answers in Turkish when no lang is sent.
    expect(calls.find((c) => c.pathname === '/v1/rooms/7/plans')!.searchParams.get('lang')).toBe('ru');
  });

  it('with the room the shell handed over: never fetches it again, only the list and the plans', async () => {
    const { api, paths } = fakeApi(routes);
    const seen: string[][] = [];
    const data = await loadRoomPage(api, 'deluxe-room', 2, 'en', () => seen.push(paths()), deluxe);
    expect(seen).toEqual([[]]);
    expect(paths().sort()).toEqual(['/v1/rooms', '/v1/rooms/7/plans']);
    expect(data.room).toBe(deluxe);
    // A room handed over for another slug is not this page's: the right one is fetched.
    const other = fakeApi(routes);
    await loadRoomPage(other.api, 'deluxe-room', 2, 'en', undefined, room(8, 'suite', 'Suite'));
    expect(other.paths()[0]).toBe('/v1/rooms/deluxe-room');
  });

  it('announces the room as soon as it loads, before the list and plans', async () => {
    const { api, paths } = fakeApi(routes);
    const seen: string[][] = [];
    await loadRoomPage(api, 'deluxe-room', 2, 'tr', () => seen.push(paths()));
    expect(seen).toEqual([['/v1/rooms/deluxe-room']]);
  });

  it('fetches nothing for a missing or empty slug', async () => {
    const { api, calls } = fakeApi(routes);
    await loadRoomPage(api, undefined, 2, 'tr');
    await loadRoomPage(api, '', 2, 'tr');
    expect(calls).toHaveLength(0);
  });

  it('asks no plans when the room failed, and leaves the lists null when they fail', async () => {
    const failingRoom = fakeApi({ ...routes, '/v1/rooms/deluxe-room': failing });
    const none = await loadRoomPage(failingRoom.api, 'deluxe-room', 2, 'tr');
    expect(none.room).toBeNull();
    expect(failingRoom.paths()).toEqual(['/v1/rooms/deluxe-room']);

    const failingList = fakeApi({ ...routes, '/v1/rooms': failing, '/v1/rooms/7/plans': failing });
    const partial = await loadRoomPage(failingList.api, 'deluxe-room', 2, 'tr');
    expect(partial.room?.slug).toBe('deluxe-room');
    expect(partial.rooms).toBeNull();
    expect(partial.plans).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('rooms list: null on failure, not fetched for property 0', async () => {
    const { api, calls } = fakeApi({ '/v1/rooms': failing });
    expect(await loadRooms(api, 2, 'tr')).toBeNull();
    expect(await loadRooms(api, 0, 'tr')).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('cards: a room cut to what its card shows (first picture, cheapest plan), the first `limit` of the list', async () => {
    const suite = { ...room(8, 'suite', 'Suite'), images: [...room(8, 'suite', 'Suite').images, image], plans };
    expect(roomCard(suite)).toEqual({
      id: 8, slug: 'suite', name: 'Suite', propertyId: 2, sizeM2: 32, maxOccupancy: 3, summary: 'Suite summary',
      images: [suite.images[0]], plans: [plans[0]],
    });
    expect(roomCard({ ...suite, plans: [] }).plans).toEqual([]);
    const { api } = fakeApi({ '/v1/rooms': [room(7, 'deluxe-room', 'Deluxe Room'), suite, room(9, 'twin', 'Twin')] });
    expect((await loadRoomCards(api, 2, 'tr', 2))?.map((r) => r.slug)).toEqual(['deluxe-room', 'suite']);
    expect((await loadRoomCards(api, 2, 'tr'))?.map((r) => r.slug)).toEqual(['deluxe-room', 'suite', 'twin']);
    expect(await loadRoomCards(fakeApi({ '/v1/rooms': failing }).api, 2, 'tr')).toBeNull();
  });
});

describe('gallery', () => {
  const files = [{ id: 1, categoryId: 3, title: 'Pool', file: image }];

  it('asks files with no filter unless a category or limit is given', async () => {
    const { api, calls } = fakeApi({ '/v1/galleries/2/files': files });
    await loadGalleryFiles(api, 2);
    await loadGalleryFiles(api, 2, { categoryId: 3 });
    await loadGalleryFiles(api, 2, { limit: 6 });
    await loadGalleryFiles(api, 2, { categoryId: null, limit: null });
    const params = calls.map((c) => Object.fromEntries(c.searchParams));
    expect(params).toEqual([{}, { 'category-id': '3' }, { limit: '6' }, {}]);
  });

  it('leaves the gallery null when a call fails', async () => {
    const { api } = fakeApi({ '/v1/galleries/2/files': failing, '/v1/galleries/2/categories': failing });
    expect(await loadGalleryFiles(api, 2, { categoryId: 3 })).toBeNull();
    expect(await loadGalleryCategories(api, 2, 'tr')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the category items', async () => {
    const { api } = fakeApi({ '/v1/galleries/2/categories': { items: [{ id: 3, name: 'Pools' }] } });
    expect(await loadGalleryCategories(api, 2, 'de')).toEqual([{ id: 3, name: 'Pools' }]);
  });
});

describe('category content', () => {
  it.each([
    ['GASTRONOMY', ['gastronomy']],
    ['SPA', ['outlet', 'spa']],
    ['CONTACT', ['contact']],
    ['CERTIFICATE', ['certificate']],
    ['OUTLET', ['outlet']],
  ])('%s calls %j', async (code, kinds) => {
    expect(categoryKindsOf(code)).toEqual(kinds);
    const routes = Object.fromEntries(kinds.map((k) => [`/v1/pages/40/${k}`, category(k)]));
    const { api, paths, calls } = fakeApi(routes);
    const contents = await loadCategoryContent(api, 40, code, 'en');
    expect(paths().sort()).toEqual(kinds.map((k) => `/v1/pages/40/${k}`).sort());
    expect(calls.every((c) => c.searchParams.get('lang') === 'en')).toBe(true);
    expect(contents.map((c) => c.kind)).toEqual(kinds);
  });

  it('makes no call without a category, and keeps what answered when one call fails', async () => {
    const { api, calls } = fakeApi({ '/v1/pages/40/spa': category('spa'), '/v1/pages/40/outlet': failing });
    expect(await loadCategoryContent(api, 40, null, 'tr')).toEqual([]);
    expect(calls).toHaveLength(0);
    const contents = await loadCategoryContent(api, 40, 'SPA', 'tr');
    expect(contents.map((c) => c.kind)).toEqual(['spa']);
    expect(warn).toHaveBeenCalled();
  });
});

describe('event', () => {
  const event = {
    id: 9, slug: 'jazz-night', publisher: { id: 1 }, propertyId: 2, title: 'Jazz Night', meta: { title: 'Jazz', description: '' },
    startsAt: '2025-07-01T19:00:00Z', endsAt: '2025-07-01T23:00:00Z', venue: 'Terrace', image, contents: [], breadcrumbs: [], hrefLangs: [],
  };

  it('loads the event by slug, then the menus of its publisher', async () => {
    const { api, calls, paths } = fakeApi({ '/v1/events/publishers/1/slugs/jazz-night': event, '/v1/menus': [] });
    const data = await loadEventPage(api, 'jazz-night', 'de');
    expect(data.event?.title).toBe('Jazz Night');
    expect(paths()).toEqual(['/v1/events/publishers/1/slugs/jazz-night', '/v1/menus']);
    expect(calls[1]!.searchParams.get('property-id')).toBe('1');
  });

  it('fetches nothing without a slug and survives a failure', async () => {
    const { api, calls } = fakeApi({ '/v1/events/publishers/1/slugs/x': failing });
    expect(await loadEventPage(api, '', 'tr')).toEqual({ event: null, menus: [] });
    expect(calls).toHaveLength(0);
    expect(await loadEventPage(api, 'x', 'tr')).toEqual({ event: null, menus: [] });
    expect(warn).toHaveBeenCalled();
  });
});
