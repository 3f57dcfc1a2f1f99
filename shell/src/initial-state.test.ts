import { emptyPage } from '@nirvana/shared/api/empty-page';
import { buildRuntimeConfig } from '../server/runtime-config';
import { hasConfigShape, hasPageShape, readInitialState, readInlineConfig, serializeJsonForScript, toPageState } from './initial-state';

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

describe('the inlined runtime config', () => {
  const config = buildRuntimeConfig({ apiBase: 'http://127.0.0.1:4000', siteUrl: 'http://127.0.0.1:8080' });
  const inline = (value: unknown) => {
    document.body.innerHTML = `<script type="application/json" id="nirvana-runtime-config">${serializeJsonForScript(value)}</script>`;
  };

  test('the config the server builds (and checks with the full schema) is read back as it is', () => {
    inline(config);
    expect(readInlineConfig()).toEqual(config);
  });

  test.each([
    ['a remote that is no URL', { ...config, remotes: { ...config.remotes, search: 'javascript:alert(1)' } }],
    ['a missing remote', { ...config, remotes: { ...config.remotes, content: undefined } }],
    ['a protocol-relative API base', { ...config, apiBase: '//evil.test/v1' }],
    ['no hand-off table', { ...config, handOff: undefined }],
    ['a phone that is no string', { ...config, phone: 5 }],
    ['a list for the chat table', { ...config, chat: [] }],
  ])('a config with %s is refused: the shell fetches it instead', (_what, bad) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(hasConfigShape(bad)).toBe(false);
    inline(bad);
    expect(readInlineConfig()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('no inlined config: undefined, without a warning', () => {
    document.body.innerHTML = '';
    expect(readInlineConfig()).toBeUndefined();
  });
});
