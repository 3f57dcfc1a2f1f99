import { EDGE_GRACE_MS, whenNearViewport } from './near-viewport';

/** A part whose box starts `top` px below the viewport's top (jsdom lays nothing out). */
function part(top: number) {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 0, width: 0, height: 100, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(el);
  return el;
}

let intersect: (() => void) | undefined;
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

beforeEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {
      intersect = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    observe() {}
    disconnect() {}
  };
  window.requestAnimationFrame = (fn) => setTimeout(() => fn(0), 0) as unknown as number;
});
afterAll(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

it('resolves at once without IntersectionObserver', async () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  await expect(whenNearViewport([part(5000)])).resolves.toBeUndefined();
});

it('a part on screen counts once what it waits for has settled, not before', async () => {
  let settle!: () => void;
  const settled = new Promise<void>((r) => (settle = r));
  let near = false;
  void whenNearViewport([part(300)], { after: () => settled }).then(() => (near = true));
  await flush();
  expect(near).toBe(false);
  settle();
  await flush();
  expect(near).toBe(true);
});

it('below the fold of a page at its top it waits for a scroll within the margin', async () => {
  const el = part(1000);
  let near = false;
  void whenNearViewport([el], { margin: 400 }).then(() => (near = true));
  await flush();
  intersect?.();
  expect(near).toBe(false);
  // A part starting exactly at the fold does not count as on screen either.
  el.getBoundingClientRect = () => ({ top: 800, bottom: 900 }) as DOMRect;
  window.dispatchEvent(new Event('scroll'));
  await flush();
  expect(near).toBe(true);
});

it('a part at the bottom edge of a page that cannot scroll counts after the grace period', async () => {
  jest.useFakeTimers();
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 800, configurable: true });
  let near = false;
  void whenNearViewport([part(800)]).then(() => (near = true));
  await jest.advanceTimersByTimeAsync(50);
  expect(near).toBe(false);
  await jest.advanceTimersByTimeAsync(EDGE_GRACE_MS);
  expect(near).toBe(true);
});

it('stops watching when aborted', async () => {
  const controller = new AbortController();
  let near = false;
  void whenNearViewport([part(1000)], { signal: controller.signal }).then(() => (near = true));
  controller.abort();
  window.dispatchEvent(new Event('scroll'));
  await flush();
  expect(near).toBe(false);
});
