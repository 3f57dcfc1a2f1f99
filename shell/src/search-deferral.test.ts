import { emit } from '@nirvana/shared/bus';
import { whenSearchNeeded } from './search-deferral';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

function page(width: number, layout: string) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  document.body.dataset.layout = layout;
  document.body.innerHTML = '<div id="slot-main" data-section="content" data-section-state="loading"></div>';
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('when the search section loads', () => {
  it('at once on a desktop, where its bar is part of the first screen', async () => {
    page(1280, 'hotel-index');
    expect(await settled(whenSearchNeeded())).toBe(true);
  });

  it('on a phone, not before the content has settled and the browser is idle', async () => {
    page(375, 'main');
    const needed = whenSearchNeeded();
    expect(await settled(needed)).toBe(false);
    document.getElementById('slot-main')!.dataset.sectionState = 'mounted';
    await Promise.resolve();
    await new Promise((r) => jest.requireActual<typeof globalThis>('timers').setImmediate(r));
    expect(await settled(needed)).toBe(false);
    jest.advanceTimersByTime(250);
    expect(await settled(needed)).toBe(true);
  });

  it('on a phone, at once when the visitor asks for it (the reservation button)', async () => {
    page(375, 'intro-index');
    const needed = whenSearchNeeded();
    expect(await settled(needed)).toBe(false);
    emit('nirvana:search-open', { source: 'navbar' });
    expect(await settled(needed)).toBe(true);
  });
});
