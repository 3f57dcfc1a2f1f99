import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Slide } from '@nirvana/shared/api/schemas';
import { emit } from '@nirvana/shared/bus';
import { MESSAGES } from '../test-support/messages';
import { desktop, mobile, tablet } from '../test-support/fixtures';
import { FeatureCarousel, type FeatureCard } from './feature-carousel';
import { featureOptions, featurePerView, heroOptions } from './glide-options';
import { HeroCarousel } from './hero-carousel';

const slide = (id: number, extra: Partial<Slide> = {}): Slide => ({
  id, type: 'IMAGE', file: { sourceUrl: `http://api.test/media/hero-${id}.jpg`, width: 1920, height: 1080 },
  mobileFile: { sourceUrl: `http://api.test/media/hero-${id}-m.jpg`, width: 750, height: 1334 }, title: `Slide ${id}`, ...extra,
});
const slides = [slide(1), slide(2), slide(3)];
const cards: FeatureCard[] = Array.from({ length: 8 }, (_, i) => ({ key: i, title: `Card ${i}`, href: `/card-${i}` }));

function withIntl(ui: React.ReactNode, locale: 'tr' | 'en' = 'en') {
  return <IntlProvider locale={locale} messages={MESSAGES[locale] as never}>{ui}</IntlProvider>;
}

/** The dot marked current (aria-current), 1-based. */
function activeDot(): number {
  const dots = screen.getAllByRole('button', { name: /Go to slide/ });
  return dots.findIndex((d) => d.getAttribute('aria-current') === 'true') + 1;
}

let reducedMotion = false;
beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.useRealTimers();
});

const tick = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });
/** Glide mounts in a task of its own after React's commit (use-glide.ts): lets that task run. */
const glideMounted = () => act(async () => {
  await Promise.resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(0);
});

/**
 * An IntersectionObserver that reports what a test says: `seen(element, inView)` calls every
 * observer watching it (until disconnected); `restore()` takes it away again.
 */
function watchSight() {
  const observers = new Map<Element, Set<IntersectionObserverCallback>>();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    private targets: Element[] = [];
    constructor(private callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.targets.push(target);
      observers.set(target, (observers.get(target) ?? new Set()).add(this.callback));
    }
    disconnect() {
      for (const target of this.targets) observers.get(target)?.delete(this.callback);
    }
  };
  return {
    watching: (element: Element) => observers.get(element)?.size ?? 0,
    seen: (element: Element, isIntersecting: boolean) => act(() => {
      for (const observer of observers.get(element) ?? []) observer([{ isIntersecting, target: element }] as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }),
    restore: () => {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

/** Every element measures `width` x `height` at the top of the window (on screen). */
const atTopOfPage = (width: number, height: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
  .mockImplementation(() => ({ top: 0, bottom: height, left: 0, right: width, width, height, x: 0, y: 0, toJSON: () => ({}) }));

/** A carousel on screen mounts Glide once the near-viewport check has measured it (a frame later): lets that happen. */
async function mountedInView() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(100);
  });
  await glideMounted();
  await glideMounted();
}

describe('hero carousel timings', () => {
  it('mounts Glide in a task after React commits the slides, not inside the commit', async () => {
    const { container } = render(withIntl(<HeroCarousel slides={slides} handheld={false} label="Home" />));
    const root = container.querySelector('.glide') as HTMLElement;
    expect(root.className).not.toMatch(/glide--(carousel|slider)/);
    expect(container.querySelectorAll('.glide__slide--clone')).toHaveLength(0);
    await glideMounted();
    expect(root.className).toMatch(/glide--carousel/);
    expect(container.querySelectorAll('.glide__slide--clone').length).toBeGreaterThan(0);
  });

  it('mounts Glide only once the carousel is near the viewport (a carousel further down costs nothing while the page loads)', async () => {
    const sight = watchSight();
    let top = 5000;
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top + 400, left: 0, right: 800, width: 800, height: 400, x: 0, y: top, toJSON: () => ({}) }));
    try {
      const { container } = render(withIntl(<HeroCarousel slides={slides} handheld={false} label="Home" />));
      const root = container.querySelector('.glide') as HTMLElement;
      await act(async () => {
        await Promise.resolve();
        await Promise.resolve();
        jest.advanceTimersByTime(100);
      });
      expect(root.className).not.toMatch(/glide--carousel/);
      expect(sight.watching(root)).toBeGreaterThan(0);
      top = 100; // scrolled to it
      sight.seen(root, true);
      await glideMounted();
      await glideMounted();
      expect(root.className).toMatch(/glide--carousel/);
    } finally {
      rect.mockRestore();
      sight.restore();
    }
  });

  it('autoplays every 7000 ms, with a 2000 ms transition, looping back to the first slide', async () => {
    render(withIntl(<HeroCarousel slides={slides} handheld={false} label="Home" />));
    await glideMounted();
    expect(activeDot()).toBe(1);
    tick(6999);
    expect(activeDot()).toBe(1);
    tick(1);
    expect(activeDot()).toBe(2);
    // The transition lasts 2000 ms: the track is still moving just before, done after.
    const track = document.querySelector('.glide__slides') as HTMLElement;
    expect(track.style.transition).toContain('2000ms');
    tick(7000);
    expect(activeDot()).toBe(3);
    tick(7000);
    expect(activeDot()).toBe(1); // infinite (carousel type)
  });

  it('does not pause on hover, but its pause control stops and restarts it', async () => {
    render(withIntl(<HeroCarousel slides={slides} handheld={false} label="Home" />));
    await glideMounted();
    fireEvent.mouseOver(document.querySelector('.hero-glide')!);
    tick(7000);
    expect(activeDot()).toBe(2);
    tick(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
    tick(30000);
    expect(activeDot()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    tick(7000);
    expect(activeDot()).toBe(3);
  });

  it('holds still while the visitor is in the booking search (the shell says so over the bus) and goes on after', async () => {
    render(withIntl(<HeroCarousel slides={slides} handheld={false} label="Home" searchBar />));
    await glideMounted();
    const hero = document.querySelector('.hero')!;
    expect(hero.hasAttribute('data-held')).toBe(false);
    act(() => emit('nirvana:search-active', { active: true }));
    expect(hero.hasAttribute('data-held')).toBe(true);
    tick(30000);
    expect(activeDot()).toBe(1);
    act(() => emit('nirvana:search-active', { active: false }));
    expect(hero.hasAttribute('data-held')).toBe(false);
    tick(7000);
    expect(activeDot()).toBe(2);
    // Paused by its own control, the search's end does not restart it.
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
    act(() => emit('nirvana:search-active', { active: true }));
    act(() => emit('nirvana:search-active', { active: false }));
    tick(30000);
    expect(activeDot()).toBe(2);
  });

  it('has dots and no arrows; the dots move to their slide', async () => {
    render(withIntl(<HeroCarousel slides={slides} handheld={false} label="Home" />));
    await glideMounted();
    expect(screen.queryByRole('button', { name: /Next|Previous/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(activeDot()).toBe(3);
  });

  it('does not autoplay for reduced motion and then shows no pause control', async () => {
    reducedMotion = true;
    render(withIntl(<HeroCarousel slides={slides} handheld={false} label="Home" />));
    await glideMounted();
    tick(30000);
    expect(activeDot()).toBe(1);
    expect(screen.queryByRole('button', { name: /automatic rotation/ })).toBeNull();
  });

  it('gives handheld visitors the mobile file and makes only the first image eager with high priority', async () => {
    const { container, unmount } = render(withIntl(<HeroCarousel slides={slides} handheld label="Home" />));
    await glideMounted();
    const real = [...container.querySelectorAll('.glide__slide:not(.glide__slide--clone) img')] as HTMLImageElement[];
    expect(real.map((i) => i.getAttribute('src')!.split('?')[0])).toEqual(slides.map((s) => s.mobileFile!.sourceUrl));
    expect(real[0]!.getAttribute('loading')).toBe('eager');
    expect(real[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(real[1]!.getAttribute('loading')).toBe('lazy');
    expect(real.every((i) => i.getAttribute('width') && i.getAttribute('height'))).toBe(true);
    unmount();
    const desktopRender = render(withIntl(<HeroCarousel slides={[slide(4, { mobileFile: null }), slide(5)]} handheld={false} label="Home" />));
    await glideMounted();
    const srcs = [...desktopRender.container.querySelectorAll('.glide__slide:not(.glide__slide--clone) img')].map((i) => i.getAttribute('src')!.split('?')[0]);
    expect(srcs).toEqual(['http://api.test/media/hero-4.jpg', 'http://api.test/media/hero-5.jpg']);
  });

  it('video slides: muted, looping, a named sound toggle, restarted when their slide comes back', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const video = slide(9, { type: 'VIDEO', file: { sourceUrl: 'http://api.test/media/hero.mp4' }, mobileFile: null });
    const { container } = render(withIntl(<HeroCarousel slides={[video, slide(2)]} handheld={false} label="Home" />, 'tr'));
    expect(container.querySelector('video')).toBeNull(); // made once the hero runs
    await glideMounted();
    const el = container.querySelector('.glide__slide:not(.glide__slide--clone) video') as HTMLVideoElement;
    expect(el.muted).toBe(true);
    expect(el.loop).toBe(true);
    const sound = screen.getByRole('button', { name: 'Sesi aç' });
    fireEvent.click(sound);
    expect(el.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Sesi kapat' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(el); // a tap on the video toggles too
    expect(el.muted).toBe(true);
    // The hero's own control, not the slide's: it never travels with a slide.
    expect(screen.getByRole('button', { name: 'Sesi aç' }).closest('.glide__slide')).toBeNull();
    play.mockClear();
    tick(7000); // to slide 2: the video pauses, and its sound control is gone
    expect(pause).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Sesi/ })).toBeNull();
    tick(7000); // back to the video: restarted from 0
    expect(el.currentTime).toBe(0);
    expect(play).toHaveBeenCalled();
    play.mockRestore();
    pause.mockRestore();
  });
});

describe('hero videos', () => {
  it('scrolled out of sight, the slides and the playing video hold still; back in view they go on where they were', async () => {
    const sight = watchSight();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const rect = atTopOfPage(1440, 800);
    try {
      const video = slide(9, { type: 'VIDEO', file: { sourceUrl: 'http://api.test/media/hero.mp4' }, mobileFile: null });
      const { container } = render(withIntl(<HeroCarousel slides={[video, slide(2), slide(3)]} handheld={false} label="Home" />));
      await mountedInView();
      const root = container.querySelector('.glide')!;
      const seen = (inView: boolean) => sight.seen(root, inView);
      const el = container.querySelector('.glide__slide:not(.glide__slide--clone) video') as HTMLVideoElement;
      expect(activeDot()).toBe(1);
      tick(3000);
      el.currentTime = 3;
      pause.mockClear();
      seen(false);
      expect(pause).toHaveBeenCalled();
      tick(30000); // out of sight: no slide change
      expect(activeDot()).toBe(1);
      play.mockClear();
      seen(true);
      expect(play).toHaveBeenCalled();
      expect(el.currentTime).toBe(3); // resumed, not restarted
      tick(7000);
      expect(activeDot()).toBe(2);
    } finally {
      rect.mockRestore();
      play.mockRestore();
      pause.mockRestore();
      sight.restore();
    }
  });

  it('a video later in the hero is neither made nor fetched until its slide comes in (then it stays)', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const video = slide(9, { type: 'VIDEO', file: { sourceUrl: 'http://api.test/media/hero.mp4' }, mobileFile: null });
    const { container } = render(withIntl(<HeroCarousel slides={[slide(1), video, slide(2)]} handheld={false} label="Home" />));
    await glideMounted();
    const real = () => container.querySelector('.glide__slide:not(.glide__slide--clone)[data-type="VIDEO"] video');
    expect(container.querySelector('.glide__slide:not(.glide__slide--clone)[data-type="VIDEO"] .hero-video')).toBeTruthy();
    expect(real()).toBeNull();
    tick(7000); // the move to the video starts: its element is made for the 2 s transition
    expect(real()?.getAttribute('src')).toBe('http://api.test/media/hero.mp4');
    tick(7000);
    expect(real()).toBeTruthy();
    jest.restoreAllMocks();
  });
});

describe('feature carousel', () => {
  it('autoplays every 4000 ms and pauses on hover', async () => {
    const { container } = render(withIntl(<FeatureCarousel cards={[...cards, ...cards.map((c) => ({ ...c, key: `b${c.key}` }))].slice(0, 8)} device={mobile} label="Features" />));
    await glideMounted();
    const track = container.querySelector('.glide__slides') as HTMLElement;
    const transforms: string[] = [];
    const snap = () => transforms.push(track.style.transform);
    snap();
    tick(3999);
    snap();
    tick(1);
    snap();
    expect(transforms[1]).toBe(transforms[0]);
    expect(transforms[2]).not.toBe(transforms[1]);
    tick(1000);
    fireEvent.mouseOver(container.querySelector('.glide')!);
    const hovered = track.style.transform;
    tick(12000);
    expect(track.style.transform).toBe(hovered);
    fireEvent.mouseOut(container.querySelector('.glide')!);
    tick(4000);
    expect(track.style.transform).not.toBe(hovered);
  });

  it('holds still while scrolled out of sight and goes on when back in view', async () => {
    const sight = watchSight();
    const rect = atTopOfPage(375, 400);
    try {
      const { container } = render(withIntl(<FeatureCarousel cards={cards} device={mobile} label="Features" />));
      await mountedInView();
      const root = container.querySelector('.glide')!;
      const track = container.querySelector('.glide__slides') as HTMLElement;
      tick(4000);
      sight.seen(root, false);
      const away = track.style.transform;
      tick(20000);
      expect(track.style.transform).toBe(away);
      sight.seen(root, true);
      tick(4000);
      expect(track.style.transform).not.toBe(away);
    } finally {
      rect.mockRestore();
      sight.restore();
    }
  });

  it('pauses while focus is inside and resumes when it leaves; has arrows and a pause control', async () => {
    const { container } = render(withIntl(<><FeatureCarousel cards={cards} device={mobile} label="Features" /><button type="button">outside</button></>));
    await glideMounted();
    const track = container.querySelector('.glide__slides') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop automatic rotation' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus());
    const focused = track.style.transform;
    tick(12000);
    expect(track.style.transform).toBe(focused);
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    tick(4000);
    expect(track.style.transform).not.toBe(focused);
  });

  it('shows 6 cards on desktop, 4 on tablet, 2 on mobile; no autoplay for reduced motion', async () => {
    expect(featurePerView(desktop)).toBe(6);
    expect(featurePerView(tablet)).toBe(4);
    expect(featurePerView(mobile)).toBe(2);
    expect(featureOptions(desktop, false)).toMatchObject({ type: 'carousel', perView: 6, autoplay: 4000, hoverpause: true });
    expect(featureOptions(desktop, true).autoplay).toBe(false);
    expect(heroOptions(false)).toMatchObject({ type: 'carousel', autoplay: 7000, animationDuration: 2000, hoverpause: false, dragThreshold: false, swipeThreshold: false });
    expect(heroOptions(true).autoplay).toBe(false);
  });

  it('renders a still row when every card fits', async () => {
    render(withIntl(<FeatureCarousel cards={cards.slice(0, 5)} device={desktop} label="Features" />));
    await glideMounted();
    expect(screen.getByRole('list', { name: 'Features' }).querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /automatic rotation/ })).toBeNull();
  });
});
