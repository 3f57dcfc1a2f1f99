import { emptyPage } from '@nirvana/shared/api/schemas';
import { hasPageShape, readInitialState, serializeJsonForScript, toPageState } from './initial-state';

const route = { locale: 'en', routeId: 'hotel-home', path: '/en/hotels/nirvana-cosmopolitan', layout: 'hotel-index', params: { hotel: 'nirvana-cosmopolitan' } };
const page = { ...emptyPage(), id: 11, propertyId: 2, title: 'Nirvana Cosmopolitan' };

describe('the inlined first page state', () => {
  test('a state the server wrote is read back', () => {
    document.body.innerHTML = `<script type="application/json" id="nirvana-initial-state">${serializeJsonForScript({ route, status: 'ready', statusCode: 200, page })}</script>`;
    expect(readInitialState()).toEqual({ route, status: 'ready', statusCode: 200, page });
  });

  test.each([
    ['no page', { ...page, id: undefined }],
    ['a title that is no string', { ...page, title: 5 }],
    ['a list that is no list', { ...page, contents: {} }],
    ['a missing list', { ...page, heroSlides: undefined }],
    ['no meta', { ...page, meta: null }],
    ['no category key', { ...page, category: undefined }],
    ['a layout that is no string', { ...page, layout: 3 }],
  ])('a page with %s is refused', (_what, bad) => {
    expect(hasPageShape(bad)).toBe(false);
    expect(toPageState({ route, status: 'ready', statusCode: 200, page: bad })).toBeUndefined();
  });

  test('malformed JSON, a bad route or status is refused', () => {
    document.body.innerHTML = '<script type="application/json" id="nirvana-initial-state">{oops</script>';
    expect(readInitialState()).toBeUndefined();
    expect(toPageState({ route: { ...route, locale: 'xx' }, status: 'ready', statusCode: 200, page })).toBeUndefined();
    expect(toPageState({ route, status: 'done', statusCode: 200, page })).toBeUndefined();
    expect(toPageState({ route: { ...route, layout: 'nope' }, status: 'ready', statusCode: 200, page })).toBeUndefined();
    expect(toPageState(null)).toBeUndefined();
    expect(hasPageShape(page)).toBe(true);
  });
});
