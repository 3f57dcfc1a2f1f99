/** @jest-environment node */
import { FormattedMessage } from 'react-intl';
import type { PageState } from './bus';
import type { DeviceInfo } from './device';
import { createMessages } from './messages';
import type { RuntimeConfig } from './runtime-config';
import { useLoad } from './section-data';
import type { SlotProps } from './section-runtime';
import { serveSection } from './section-server';

const messages = createMessages(async (locale) => ({ default: { rooms: [{ type: 0, value: `rooms-${locale}` }] } }));
const state = {
  route: { locale: 'ru', routeId: 'home', params: {}, layout: 'main', path: '/ru' },
  status: 'ready', statusCode: 200, page: { title: 'Главная' },
} as unknown as PageState;
const context = {
  state,
  device: { isMobile: true } as DeviceInfo,
  config: { apiBase: 'https://site.test' } as RuntimeConfig,
  api: { base: 'http://127.0.0.1:1', headers: { 'X-Forwarded-Host': 'site.test' } },
  slots: ['header', 'main', 'footer'] as const,
};

function Root({ slot, view }: SlotProps) {
  const rooms = useLoad('rooms', [view.locale, view.server?.apiBase], async () => {
    await new Promise((r) => setTimeout(r, 5));
    return ['Делюкс', 'Люкс <b>'];
  });
  return (
    <section data-slot={slot} data-mobile={String(view.device.isMobile)}>
      <h1>{view.state.page.title}</h1>
      <FormattedMessage id="rooms" />
      <ul>{(rooms ?? []).map((r) => <li key={r}>{r}</li>)}</ul>
    </section>
  );
}

it('renders each of the section\'s slots the page has, after its loads, and returns what they loaded', async () => {
  const section = serveSection({ section: 'content', sheets: ['.a{}', '.b{}'], messages, Root, slots: ['main', 'search'] });
  expect(section.css).toBe('.a{}\n.b{}');
  const result = await section.render(context);
  expect(Object.keys(result.html)).toEqual(['main']);
  const html = result.html.main!;
  expect(html).toContain('<h1>Главная</h1>');
  expect(html).toContain('rooms-ru');
  expect(html).toContain('<li>Делюкс</li><li>Люкс &lt;b&gt;</li>');
  expect(html).toContain('data-mobile="true"');
  // The boundary the browser's tree has too (hydration needs the same markers).
  expect(html).toMatch(/^<!--\$-->/);
  expect(result.data).toEqual({ '["rooms","ru","http://127.0.0.1:1"]': ['Делюкс', 'Люкс <b>'] });
});

it('a loader that throws leaves its key out (the browser loads it again) and the render goes on', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  function Failing({ view }: SlotProps) {
    const value = useLoad('menus', [view.locale], async () => {
      throw new Error('API down');
    });
    return <p>{value === undefined ? 'pending' : 'loaded'}</p>;
  }
  const section = serveSection({ section: 'navigation', sheets: [], messages, Root: Failing, slots: ['header'] });
  const result = await section.render(context);
  expect(result.html.header).toContain('<p>pending</p>');
  expect(result.data).toEqual({});
  // Served, but not kept by the shell: the page's next request renders it again.
  expect(result.incomplete).toBe(true);
  warn.mockRestore();
});
