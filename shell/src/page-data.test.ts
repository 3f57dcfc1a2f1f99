import { createApiClient } from '@nirvana/shared/api/client';
import { emptyPage } from '@nirvana/shared/api/empty-page';
import type { Room } from '@nirvana/shared/api/schemas';
import { matchPath } from '@nirvana/shared/routes';
import { serializeJsonForScript, toPageState } from './initial-state';
import { loadPageData } from './page-data';
import { readyState, routeStateOf } from './page-state';

const API = 'http://api.test';
const room: Room = {
  id: 302, slug: 'family-room', name: 'Family Room', propertyId: 3, category: { code: 'FAMILY' }, summary: 'Room for four', html: '<p>x</p>',
  sizeM2: 40, maxOccupancy: 4, bed: 'King', view: 'Garden', amenities: [], images: [{ sourceUrl: `${API}/media/rooms/family.jpg`, width: 1600, height: 1067 }], hrefLangs: [],
};
const page = { ...emptyPage(), id: 77, propertyId: 3, property: { id: 3 }, title: 'Rooms' };

/** An API client whose fetch records each request as it is made (the network boundary) and answers at once. */
function recordingClient() {
  const asked: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL((input instanceof Request ? input : new Request(String(input), init)).url);
    asked.push(url.pathname);
    const body = url.pathname === '/v1/pages/url-lang' ? page : url.pathname === '/v1/menus' ? [] : url.pathname === '/v1/rooms/family-room' ? room : null;
    return new Response(JSON.stringify(body), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
  };
  return { asked, client: createApiClient(API, { ky: { fetch: fetchImpl as typeof fetch, retry: 0 } }) };
}

describe('a room page loaded by the browser', () => {
  const match = matchPath('/en/hotels/nirvana-dolce-vita/rooms/family-room')!;

  it("asks in the spec's order: the page, the menus, the room by slug, each once", async () => {
    const { asked, client } = recordingClient();
    const data = await loadPageData(client, match, { menusBeforeRoom: true });
    expect(asked).toEqual(['/v1/pages/url-lang', '/v1/menus', '/v1/rooms/family-room']);
    expect(data.room?.id).toBe(302);
  });

  it('the server, which needs no menus, asks the page and the room only', async () => {
    const { asked, client } = recordingClient();
    await loadPageData(client, match);
    expect(asked).toEqual(['/v1/pages/url-lang', '/v1/rooms/family-room']);
  });

  it('hands the room over in the page state, through the inlined JSON too; a malformed room is left out', () => {
    const state = readyState(routeStateOf(match, match.path), page, room);
    expect(state.room).toBe(room);
    expect(toPageState(JSON.parse(serializeJsonForScript(state)))?.room).toEqual(room);
    expect(toPageState({ ...state, room: { id: 'x' } })).toMatchObject({ status: 'ready' });
    expect(toPageState({ ...state, room: { id: 'x' } })?.room).toBeUndefined();
    expect(readyState(routeStateOf(match, match.path), page)).not.toHaveProperty('room');
  });
});
