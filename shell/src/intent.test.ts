import { COMMITTED_ATTRIBUTE, START_AT_LOAD_ATTRIBUTE } from '@nirvana/shared/sections';
import { INTENT_EVENTS, replayEarlyPresses, whenIntended } from './intent';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute(START_AT_LOAD_ATTRIBUTE);
});

describe('when the shell starts', () => {
  it('waits for the visitor: nothing but an intent starts it', async () => {
    const started = whenIntended();
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(await settled(started)).toBe(false);
  });

  it.each(INTENT_EVENTS)('starts on the first %s, heard wherever it happens', async (type) => {
    document.body.innerHTML = '<main><p>text</p></main>';
    const started = whenIntended();
    // Heard in the capture phase on window: whatever the event's target, and whether it bubbles or not.
    document.querySelector('p')!.dispatchEvent(new Event(type));
    expect(await settled(started)).toBe(true);
  });

  it('starts at once where the server left a section to the browser', async () => {
    document.body.setAttribute(START_AT_LOAD_ATTRIBUTE, '');
    expect(await settled(whenIntended())).toBe(true);
  });
});

describe('a press before the section has hydrated', () => {
  function page() {
    document.body.innerHTML = `
      <div class="nirvana-section" id="host">
        <div><a href="/odalar" id="link">Odalar</a><button type="button" id="open">Tarihler</button><button id="submit">Gönder</button></div>
      </div>`;
    const host = document.getElementById('host')!;
    return { host, open: document.getElementById('open')!, link: document.getElementById('link')!, submit: document.getElementById('submit')! };
  }
  const commit = async (host: Element) => {
    host.setAttribute(COMMITTED_ATTRIBUTE, '');
    await new Promise((r) => setTimeout(r, 0));
  };

  beforeAll(() => replayEarlyPresses());

  it('is given again to the same button once its host is committed, once however often it came', async () => {
    const { host, open } = page();
    const presses: Event[] = [];
    open.addEventListener('click', (e) => presses.push(e));
    open.click();
    open.click();
    expect(presses).toHaveLength(2);
    await commit(host);
    expect(presses).toHaveLength(3);
    // Committed: React answers presses itself from now on.
    open.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(presses).toHaveLength(4);
  });

  it('reaches the button the hydrated HTML has at the same place, even if its nodes were made anew', async () => {
    const { host } = page();
    document.getElementById('open')!.click();
    // A hydration that fell back to a client render: new nodes, same structure.
    host.innerHTML = '<div><a href="/odalar">Odalar</a><button type="button" id="fresh">Tarihler</button><button>Gönder</button></div>';
    const fresh = document.getElementById('fresh')!;
    const pressed = jest.fn();
    fresh.addEventListener('click', pressed);
    await commit(host);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves links and submit buttons alone: they work before any script', async () => {
    const { host, link, submit } = page();
    const seen = jest.fn();
    link.addEventListener('click', (e) => {
      e.preventDefault();
      seen('link');
    });
    submit.addEventListener('click', () => seen('submit'));
    link.click();
    submit.click();
    await commit(host);
    expect(seen.mock.calls).toEqual([['link'], ['submit']]);
  });

  // React's own listener sits on the host's container: a press on HTML whose code has come makes it
  // hydrate the host there and then (the host commits in the press's dispatch) and answer the press.
  const reactHydratesOnPress = (host: Element, answered: jest.Mock) =>
    host.firstElementChild!.addEventListener('click', () => {
      if (!host.hasAttribute(COMMITTED_ATTRIBUTE)) host.setAttribute(COMMITTED_ATTRIBUTE, '');
      answered();
    }, { capture: true, once: true });
  const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('is not given again when React hydrated its host for it and answered it (a menu opened would close again)', async () => {
    const { host, open } = page();
    const answered = jest.fn();
    reactHydratesOnPress(host, answered);
    const presses = jest.fn();
    open.addEventListener('click', presses);
    tap(open);
    await new Promise((r) => setTimeout(r, 0));
    expect(answered).toHaveBeenCalledTimes(1);
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it('is given again when React could not answer it (stopped at its root) and the host commits later', async () => {
    const { host, open } = page();
    host.firstElementChild!.addEventListener('click', (e) => e.stopPropagation(), { capture: true, once: true });
    const presses = jest.fn();
    open.addEventListener('click', presses);
    tap(open);
    expect(presses).not.toHaveBeenCalled();
    await commit(host);
    expect(presses).toHaveBeenCalledTimes(1);
  });
});

describe('a reloaded page', () => {
  it('starts at once: the intent came before the reload (the visitor\'s, or the chunk guard\'s in the middle of a visit)', async () => {
    const reloadedWindow = { performance: { getEntriesByType: () => [{ type: 'reload' }] } } as unknown as Window;
    expect(await settled(whenIntended(reloadedWindow))).toBe(true);
    const openedWindow = { performance: { getEntriesByType: () => [{ type: 'navigate' }] }, addEventListener: () => undefined } as unknown as Window;
    expect(await settled(whenIntended(openedWindow))).toBe(false);
  });
});
