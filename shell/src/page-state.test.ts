import { matchPath } from '@nirvana/shared/routes';
import { emptyPage, errorState, layoutOf, loadingState, routeStateOf } from './page-state';

describe('route -> layout', () => {
  it.each([
    ['/', 'intro-index'],
    ['/en', 'intro-index'],
    ['/oteller/nirvana-dolce-vita', 'hotel-index'],
    ['/en/hotels/nirvana-cosmopolitan/rooms', 'room-index'],
    ['/ru/hotels/nirvana-cosmopolitan/rooms/deluxe-room', 'room-detail'],
    ['/de/events/summer-gala', 'event-detail'],
    ['/en/hotels/nirvana-cosmopolitan/early-booking', 'landing-page'],
    ['/cosmopolitan-cumhuriyet-etkinlikleri', 'special-event'],
    ['/en/about-us', 'main'],
  ])('%s has the %s layout', (path, layout) => {
    expect(layoutOf(matchPath(path))).toBe(layout);
  });

  it('a path that is no page has the error layout and the not-found route', () => {
    expect(layoutOf(matchPath('/en/no-such-page'))).toBe('error');
    const route = routeStateOf(null, '/en/no-such-page');
    expect(route).toMatchObject({ locale: 'en', routeId: 'not-found', layout: 'error' });
  });

  it('a layout named by the data wins; an unknown name falls back to the default', () => {
    const match = matchPath('/en/about-us');
    expect(layoutOf(match, { layout: 'landing-page' })).toBe('landing-page');
    expect(layoutOf(match, { layout: 'no-such-layout' })).toBe('main');
    expect(layoutOf(match, { layout: null })).toBe('main');
  });

  it('the reset state is the spec empty page', () => {
    const state = loadingState(routeStateOf(matchPath('/en'), '/en'));
    expect(state.status).toBe('loading');
    expect(state.page).toMatchObject({ id: 0, title: '', propertyId: 0, sliders: [], contents: [], breadcrumbs: [] });
  });

  it('a 404 becomes the not-found route on the error layout', () => {
    const route = routeStateOf(matchPath('/en/about-us'), '/en/about-us');
    const state = errorState(route, 404, emptyPage());
    expect(state.route).toMatchObject({ routeId: 'not-found', layout: 'error', locale: 'en' });
    expect(errorState(route, 500).route.routeId).toBe('group:about-us');
  });
});
