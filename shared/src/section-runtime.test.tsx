import { act } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { emit } from './bus';
import type { PageState } from './bus';
import { createMessages } from './messages';
import type { RuntimeConfig } from './runtime-config';
import type { SectionProps } from './runtime-config';
import { BASE_SHEETS } from './adopt-sheets';
import { defineSection, resetServerRender, SectionBoundary, type SlotProps } from './section-runtime';
import { useLoad } from './section-data';
import { SECTION_FAILURE_TEXT } from './section-text';
import { render } from '@testing-library/react';

const config = { apiBase: 'https://api.example.test' } as RuntimeConfig;
const own = new CSSStyleSheet();
const messages = createMessages(async (locale) => ({ default: { hello: [{ type: 0, value: `hallo-${locale}` }] } }));

function pageState(locale: 'de' | 'ru', title = 'Seite'): PageState {
  return {
    route: { locale, routeId: 'home', params: {}, layout: 'main', path: locale === 'de' ? '/de' : '/ru' },
    status: 'ready', statusCode: 200, page: { title } as PageState['page'],
  };
}

function slot(id: string) {
  const el = document.createElement('div');
  el.id = id;
  document.body.append(el);
  return el;
}
const hostOf = (el: HTMLElement) => el.querySelector<HTMLElement>(':scope > .nirvana-section');
const rootOf = (el: HTMLElement) => hostOf(el)?.querySelector<HTMLElement>(':scope > .navigation-root') ?? null;

/** A section whose root shows the slot, the page title, the config's apiBase and its messages. */
function testSection(loads: { count: number; fail: boolean }, stopped: jest.Mock = jest.fn()) {
  return defineSection({
    section: 'navigation',
    sheets: async () => [own],
    messages,
    load: async () => {
      loads.count += 1;
      if (loads.fail) throw new Error('chunk failed');
      return {
        default: ({ slot: where, view }: SlotProps) => (
          <p data-where={where} data-title={view.state.page.title}>{view.config.apiBase}<FormattedMessage id="hello" /></p>
        ),
      };
    },
    whileMounted: () => stopped,
  });
}

beforeEach(() => {
  document.body.innerHTML = '';
  document.documentElement.dataset.locale = 'de';
  document.adoptedStyleSheets = [];
  resetServerRender();
  emit('nirvana:page', pageState('de'));
});
afterAll(() => delete document.documentElement.dataset.locale);

it('renders in the light DOM of a host in each of its slots it is given, one root per slot, with the messages and sheets', async () => {
  const s = testSection({ count: 0, fail: false });
  const header = slot('slot-header');
  const floating = slot('slot-floating');
  const props: SectionProps = { slots: { header, floating, main: slot('slot-main') }, config };
  await act(async () => s.mount(props));
  await waitFor(() => expect(rootOf(header)?.querySelector('p')?.textContent).toBe(`${config.apiBase}hallo-de`));
  expect(hostOf(header)!.shadowRoot).toBeNull();
  // Each host says when its tree is committed (what the e2e waits for before it clicks).
  await waitFor(() => expect(hostOf(header)!.hasAttribute('data-committed') && hostOf(floating)!.hasAttribute('data-committed')).toBe(true));
  expect(rootOf(header)!.querySelector('p')!.dataset.where).toBe('header');
  expect(rootOf(floating)!.querySelector('p')!.dataset.where).toBe('floating');
  expect(hostOf(header)!.className).toContain('nirvana-navigation-header');
  expect(document.adoptedStyleSheets).toEqual([...BASE_SHEETS, own]);
  // Not its slot: untouched.
  expect(props.slots.main!.childElementCount).toBe(0);

  await act(async () => s.update({ ...props, config: { ...config, apiBase: 'https://other.test' } }));
  await waitFor(() => expect(rootOf(header)?.querySelector('p')?.textContent).toBe('https://other.testhallo-de'));
  // A new page in another language: its messages, in every slot.
  await act(async () => emit('nirvana:page', pageState('ru', 'Страница')));
  await waitFor(() => expect(rootOf(floating)?.querySelector('p')?.textContent).toBe('https://other.testhallo-ru'));
  expect(rootOf(header)!.querySelector('p')!.dataset.title).toBe('Страница');
  await act(async () => s.unmount());
  expect(header.childElementCount + floating.childElementCount).toBe(0);
});

it('hydrates the server\'s HTML in place: the very nodes stay, its data is not loaded again, no console error', async () => {
  const loads: string[] = [];
  function Rooms({ view }: SlotProps) {
    const rooms = useLoad('rooms', [view.locale], async () => {
      loads.push(view.locale);
      return ['Deluxe', 'Suite'];
    });
    return <ul>{(rooms ?? []).map((r) => <li key={r}>{r}</li>)}</ul>;
  }
  const face = { section: 'content' as const, sheets: async () => [], messages, load: async () => ({ default: Rooms }) };
  // What the server wrote (its HTML as serveSection renders it is covered by section-server.test.tsx).
  const main = slot('slot-main');
  main.innerHTML = '<div class="nirvana-section nirvana-content-host nirvana-content-main" data-section="content" data-build="b1"><div class="content-root"><!--$--><ul><li>Deluxe</li><li>Suite</li></ul><!--/$--></div></div>';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'nirvana-server-render';
  script.textContent = JSON.stringify({ device: { isMobile: false }, sections: { content: { build: 'b1', data: { '["rooms","de"]': ['Deluxe', 'Suite'] } } } });
  document.body.append(script);
  const first = main.querySelector('li');
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const s = defineSection(face);
  await act(async () => s.mount({ slots: { main }, config }));
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  expect(main.querySelector('li')).toBe(first);
  expect(main.querySelectorAll('.nirvana-section')).toHaveLength(1);
  expect(loads).toEqual([]);
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
  await act(async () => s.unmount());
});

it('renders only once `prepare` has what the page needs (a content page\'s layout), given the page; a failed prepare still renders', async () => {
  let ready!: () => void;
  const prepared: PageState[] = [];
  const face = {
    section: 'navigation' as const, sheets: async () => [], messages,
    load: async () => ({ default: ({ view }: SlotProps) => <p>{view.state.page.title}</p> }),
    prepare: (state: PageState) => {
      prepared.push(state);
      return new Promise<void>((resolve) => (ready = resolve));
    },
  };
  const header = slot('slot-header');
  const s = defineSection(face);
  let mounting!: Promise<void>;
  await act(async () => {
    mounting = s.mount({ slots: { header }, config });
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(prepared.map((p) => p.page.title)).toEqual(['Seite']);
  expect(hostOf(header)).toBeNull();
  await act(async () => {
    ready();
    await mounting;
  });
  await waitFor(() => expect(hostOf(header)!.hasAttribute('data-committed')).toBe(true));
  expect(rootOf(header)!.textContent).toBe('Seite');
  await act(async () => s.unmount());

  const failing = defineSection({ ...face, prepare: async () => Promise.reject(new Error('offline')) });
  await act(async () => failing.mount({ slots: { header }, config }));
  await waitFor(() => expect(rootOf(header)?.textContent).toBe('Seite'));
  await act(async () => failing.unmount());
});

it('a section whose CSS the page links already loads no sheets of its own (the CSS is not downloaded twice)', async () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('data-nirvana-sections', 'navigation content');
  document.head.append(link);
  const sheets = jest.fn(async () => [new CSSStyleSheet()]);
  const s = defineSection({ section: 'content', sheets, messages, load: async () => ({ default: () => <p>linked</p> }) });
  const main = slot('slot-main');
  await act(async () => s.mount({ slots: { main }, config }));
  await waitFor(() => expect(main.textContent).toBe('linked'));
  expect(sheets).not.toHaveBeenCalled();
  expect(document.adoptedStyleSheets).toEqual([...BASE_SHEETS]);
  await act(async () => s.unmount());
  link.remove();
});

it('another build\'s server HTML is never hydrated: it is replaced by a render of this build', async () => {
  const face = { section: 'content' as const, sheets: async () => [], messages, load: async () => ({ default: () => <p>new build</p> }) };
  const main = slot('slot-main');
  main.innerHTML = '<div class="nirvana-section nirvana-content-host nirvana-content-main" data-section="content" data-build="old"><div class="content-root"><p>old build</p></div></div>';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'nirvana-server-render';
  script.textContent = JSON.stringify({ device: {}, sections: { content: { build: 'new', data: {} } } });
  document.body.append(script);
  const s = defineSection(face);
  await act(async () => s.mount({ slots: { main }, config }));
  await waitFor(() => expect(main.textContent).toBe('new build'));
  expect(main.querySelectorAll('.nirvana-section')).toHaveLength(1);
  await act(async () => s.unmount());
});

it('a mount while mounted starts afresh: never a second host or root', async () => {
  const stopped = jest.fn();
  const s = testSection({ count: 0, fail: false }, stopped);
  const footer = slot('slot-footer');
  await act(async () => s.mount({ slots: { footer }, config }));
  await act(async () => s.mount({ slots: { footer }, config }));
  expect(footer.querySelectorAll('.nirvana-section')).toHaveLength(1);
  expect(stopped).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(rootOf(footer)?.querySelector('p')).not.toBeNull());
  await act(async () => s.unmount());
  expect(stopped).toHaveBeenCalledTimes(2);
});

it('given none of its slots, mount rejects and adds nothing', async () => {
  const s = testSection({ count: 0, fail: false });
  const main = slot('slot-main');
  await expect(s.mount({ slots: { main }, config })).rejects.toThrow(/navigation: the shell gave none of its slots/);
  expect(main.childElementCount).toBe(0);
});

it('a root that fails to load shows the notice in the page language (a warning, no console error); retry loads it again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const loads = { count: 0, fail: true };
  const s = testSection(loads);
  const header = slot('slot-header');
  await act(async () => s.mount({ slots: { header }, config }));
  await act(async () => new Promise((r) => setTimeout(r, 0))); // the runtime's subscription to the bus
  await waitFor(() => expect(rootOf(header)?.querySelector('[role="alert"]')?.textContent).toContain(SECTION_FAILURE_TEXT.de.failed));
  expect(warn).toHaveBeenCalled();
  // An expected failure is a warning, never a console error (React reports caught errors there).
  expect(error).not.toHaveBeenCalled();
  const before = loads.count;
  loads.fail = false;
  await act(async () => fireEvent.click(rootOf(header)!.querySelector('button')!));
  await waitFor(() => expect(rootOf(header)?.querySelector('p')?.textContent).toBe(`${config.apiBase}hallo-de`));
  expect(loads.count).toBeGreaterThan(before);
  await act(async () => s.unmount());
  warn.mockRestore();
  error.mockRestore();
});

it('the boundary tries again by itself when its reset key changes, and takes a custom fallback', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  function Flaky() {
    if (fail) throw new Error('boom');
    return <p>back</p>;
  }
  const view = render(<SectionBoundary section="content" resetKey="/a" fallback={() => <p>custom</p>}><Flaky /></SectionBoundary>);
  expect(view.getByText('custom')).toBeTruthy();
  fail = false;
  view.rerender(<SectionBoundary section="content" resetKey="/b" fallback={() => <p>custom</p>}><Flaky /></SectionBoundary>);
  expect(view.getByText('back')).toBeTruthy();
  warn.mockRestore();
  error.mockRestore();
});
