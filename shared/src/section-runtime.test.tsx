import { act } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import type { RuntimeConfig } from './runtime-config';
import type { SectionProps } from './sections';
import { BASE_SHEETS } from './adopt-sheets';
import { defineSection, SectionBoundary } from './section-runtime';
import { SECTION_FAILURE_TEXT } from './section-text';
import { render } from '@testing-library/react';

const config = { apiBase: 'https://api.example.test' } as RuntimeConfig;
const own = new CSSStyleSheet();

function slot(id: string) {
  const el = document.createElement('div');
  el.id = id;
  document.body.append(el);
  return el;
}
const hostOf = (el: HTMLElement) => el.querySelector<HTMLElement>(':scope > .nirvana-section');
const rootOf = (el: HTMLElement) => hostOf(el)?.shadowRoot ?? null;

/** A section whose root component shows the config's apiBase and the slot its root lives in. */
function testSection(loads: { count: number; fail: boolean }, stopped: jest.Mock = jest.fn()) {
  return defineSection({
    section: 'navigation',
    sheets: [own],
    load: async () => {
      loads.count += 1;
      if (loads.fail) throw new Error('chunk failed');
      return { default: ({ base, where }: { base: string; where: string }) => <p data-where={where}>{base}</p> };
    },
    props: ({ props, rootSlot }) => ({ base: props.config.apiBase, where: rootSlot }),
    whileMounted: () => stopped,
  });
}

beforeEach(() => {
  document.body.innerHTML = '';
  document.documentElement.dataset.locale = 'de';
});
afterAll(() => delete document.documentElement.dataset.locale);

it('renders into a shadow host in each of its slots it is given, with the shared and own sheets, one root', async () => {
  const s = testSection({ count: 0, fail: false });
  const header = slot('slot-header');
  const floating = slot('slot-floating');
  const props: SectionProps = { slots: { header, floating, main: slot('slot-main') }, config };
  await act(async () => s.mount(props));
  await waitFor(() => expect(rootOf(header)?.querySelector('p')?.textContent).toBe(config.apiBase));
  expect(rootOf(header)!.querySelector('p')!.dataset.where).toBe('header');
  expect(hostOf(header)!.className).toContain('nirvana-navigation-header');
  expect(rootOf(header)!.adoptedStyleSheets).toEqual([...BASE_SHEETS, own]);
  expect(rootOf(floating)!.querySelector('.navigation-root')).not.toBeNull();
  // Not its slot: untouched.
  expect(props.slots.main!.childElementCount).toBe(0);

  await act(async () => s.update({ ...props, config: { ...config, apiBase: 'https://other.test' } }));
  await waitFor(() => expect(rootOf(header)?.querySelector('p')?.textContent).toBe('https://other.test'));
  await act(async () => s.unmount());
  expect(header.childElementCount + floating.childElementCount).toBe(0);
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
  await waitFor(() => expect(rootOf(header)?.querySelector('[role="alert"]')?.textContent).toContain(SECTION_FAILURE_TEXT.de.failed));
  expect(warn).toHaveBeenCalled();
  // An expected failure is a warning, never a console error (React reports caught errors there).
  expect(error).not.toHaveBeenCalled();
  const before = loads.count;
  loads.fail = false;
  await act(async () => fireEvent.click(rootOf(header)!.querySelector('button')!));
  await waitFor(() => expect(rootOf(header)?.querySelector('p')?.textContent).toBe(config.apiBase));
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
