import type { Page, Room, Slide } from '@nirvana/shared/api/schemas';
import type { PageState } from '@nirvana/shared/bus';
import type { Layout } from '@nirvana/shared/routes';
import { firstScreen, firstScreenHtml } from './first-screen';

function state(layout: Layout, page: Partial<Page> = {}, status: PageState['status'] = 'ready'): PageState {
  return {
    route: { locale: 'en', routeId: 'hotel-home', params: {}, layout, path: '/en/hotels/nirvana-cosmopolitan' },
    status,
    statusCode: 200,
    page: {
      id: 11, propertyId: 2, property: { id: 2 }, title: 'Nirvana Cosmopolitan', meta: { title: 'x', description: 'y' }, layout: null,
      sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null, ...page,
    },
  };
}
const site = { bookingSite: 'https://booking.test/nirvana', origin: 'https://www.nirvanahotels.test' };
const image = (sourceUrl: string, extra: Partial<Slide> = {}): Slide => ({ id: 1, type: 'IMAGE', file: { sourceUrl, width: 1920, height: 1080 }, ...extra });

describe("the server's first screen", () => {
  it('a hero page: the first slide as a priority image and the page title over it', () => {
    const html = firstScreenHtml(state('hotel-index', { heroSlides: [image('https://cdn.test/a.jpg'), image('https://cdn.test/b.jpg')] }), undefined, site);
    expect(html).toMatch(/^<div class="first-screen" data-first-screen><div class="hero">/);
    // A <picture>: AVIF and WebP sources, then the JPEG <img>, each every width of the contract up to the file's own.
    const widths = [240, 360, 480, 640, 800, 960, 1200, 1600, 1920];
    const set = (fm: string) => widths.map((w) => `https://cdn.test/a.jpg?w=${w}&amp;fm=${fm} ${w}w`).join(', ');
    expect(html).toContain(`<picture><source type="image/avif" srcset="${set('avif')}" sizes="max(100vw, 160vh)"><source type="image/webp" srcset="${set('webp')}" sizes="max(100vw, 160vh)">`);
    expect(html).toContain(`<img class="hero-media" src="https://cdn.test/a.jpg?w=960&amp;fm=jpg" srcset="${set('jpg')}" sizes="max(100vw, 160vh)" width="1920" height="1080" alt="Nirvana Cosmopolitan" loading="eager" decoding="sync" fetchpriority="high"></picture>`);
    expect(html).not.toContain('b.jpg');
    expect(html).toContain('<div class="hero-overlay"><h1 class="hero-title">Nirvana Cosmopolitan</h1></div>');
  });

  it("a slide's mobile file is the picture's source for handhelds (by width, or touch up to tablets)", () => {
    const html = firstScreenHtml(state('intro-index', { heroSlides: [image('/media/images/a.svg', { mobileFile: { sourceUrl: '/media/images/a-mobile.svg' } })] }), undefined, site);
    expect(html).toContain('<picture><source media="(max-width: 767.98px), (max-width: 1199.98px) and (pointer: coarse)" srcset="/media/images/a-mobile.svg" sizes="max(100vw, (100vh - 72px) / 1.5)"><img class="hero-media" src="/media/images/a.svg"');
  });

  it('a video slide leaves the box dark with the title (the video plays once the section loads); the HEADER_DESKTOP slider stands in for missing hero slides', () => {
    const video: Slide = { id: 3, type: 'VIDEO', file: { sourceUrl: '/media/videos/sea.mp4' } };
    const html = firstScreenHtml(state('intro-index', { title: 'Nirvana Hotels', sliders: [{ key: 'HEADER_DESKTOP', slides: [video] }] }), undefined, site);
    expect(html).toBe('<div class="first-screen" data-first-screen><div class="hero"><div class="hero-overlay"><h1 class="hero-title">Nirvana Hotels</h1></div></div></div>');
  });

  it("a room page: the room's first picture", () => {
    const room = { name: 'Deluxe Room', images: [{ sourceUrl: '/media/images/room.svg', alt: 'The deluxe room' }] } as unknown as Room;
    const html = firstScreenHtml(state('room-detail'), room, site);
    expect(html).toBe('<div class="first-screen" data-first-screen><div class="room-hero"><img class="room-hero-image" src="/media/images/room.svg" width="1920" height="1080" alt="The deluxe room" loading="eager" decoding="sync" fetchpriority="high"></div></div>');
  });

  it("a room page with a view: the photograph of what the room looks onto, the room's own picture left to the section", () => {
    const view = { sourceUrl: '/media/images/dune-sea.jpg', width: 1920, height: 1200, alt: 'The sea from the balcony', color: '#3878b8', placeholder: '#6898c8,#4878a8,#386888,#988858' };
    const room = { name: 'Deluxe Room', images: [{ sourceUrl: '/media/images/room-deluxe-sea.jpg', width: 1920, height: 1200 }], viewImage: view } as unknown as Room;
    const { html, css } = firstScreen(state('room-detail'), room, site);
    expect(html).toMatch(/^<div class="first-screen" data-first-screen><div class="room-hero room-hero--view"><picture><source type="image\/avif" srcset="\/media\/images\/dune-sea\.jpg\?w=240&amp;fm=avif 240w/);
    expect(html).toContain('alt="The sea from the balcony"');
    expect(html).not.toContain('room-deluxe-sea');
    // Its placeholder, for the page's style element (no style attribute under the CSP): the same values the section sets.
    expect(css).toBe('[data-first-screen] img{background:linear-gradient(#6898c8,#4878a8,#386888,#988858)}.room-hero--view .room-hero-image{object-position:50% 35%}');
    expect(html).toContain('<div class="room-hero room-hero--view">');
  });

  it("a hero's placeholder is its first slide's; none for a picture without one, a video or an error page", () => {
    const slide = image('/media/images/a.jpg');
    slide.file = { ...slide.file, color: '#102030', placeholder: 'url(x),#000000' };
    expect(firstScreen(state('hotel-index', { heroSlides: [slide] }), undefined, site).css).toBe('[data-first-screen] img{background:#102030}');
    expect(firstScreen(state('hotel-index', { heroSlides: [image('/media/images/a.jpg')] }), undefined, site).css).toBe('');
    // The portrait crop handhelds show has its own, under the same media query as its <source>s.
    const withCrop = image('/media/images/b.jpg', { mobileFile: { sourceUrl: '/media/images/b-portrait.jpg', width: 800, height: 1200, placeholder: '#000000,#ffffff' } });
    withCrop.file = { ...withCrop.file, placeholder: '#111111,#222222' };
    expect(firstScreen(state('hotel-index', { heroSlides: [withCrop] }), undefined, site).css).toBe(
      '[data-first-screen] img{background:linear-gradient(#111111,#222222)}@media (max-width: 767.98px), (max-width: 1199.98px) and (pointer: coarse){[data-first-screen] img{background:linear-gradient(#000000,#ffffff)}}',
    );
    const video: Slide = { id: 3, type: 'VIDEO', file: { sourceUrl: '/media/videos/sea.mp4', color: '#102030' } };
    expect(firstScreen(state('intro-index', { sliders: [{ key: 'HEADER_DESKTOP', slides: [video] }] }), undefined, site).css).toBe('');
  });

  it('nothing for pages that start with text, a page without slides, a room without pictures, a page still loading', () => {
    expect(firstScreenHtml(state('main', { heroSlides: [image('/a.svg')] }), undefined, site)).toBe('');
    expect(firstScreenHtml(state('hotel-index'), undefined, site)).toBe('');
    expect(firstScreenHtml(state('room-detail'), { name: 'R', images: [] } as unknown as Room, site)).toBe('');
    expect(firstScreenHtml(state('hotel-index', { heroSlides: [image('/a.svg')] }, 'loading'), undefined, site)).toBe('');
  });

  describe('the error page', () => {
    const errorState = (locale: 'tr' | 'en' | 'ru' | 'de', statusCode: number, page: Partial<Page> = {}, layout: Layout = 'error'): PageState => {
      const s = state(layout, page, 'error');
      return { ...s, statusCode, route: { ...s.route, locale, routeId: 'not-found', path: '/nowhere' } };
    };
    const text = (html: string, selector: string) => {
      const root = document.createElement('div');
      root.innerHTML = html;
      return root.querySelector(selector);
    };

    it('a 404: the code, the title, the home button, the help links, then the 404 page title, notes and extra notes', () => {
      const html = firstScreenHtml(errorState('en', 404, { id: 404, title: 'Lost at sea' }), undefined, site);
      expect(html).toMatch(/^<div class="first-screen" data-first-screen><div class="error-page" data-status="404">/);
      expect(text(html, '.error-code')?.textContent).toBe('404');
      expect(text(html, 'h1')?.textContent).toBe('404 Page not found');
      const home = text(html, 'a.error-home');
      expect([home?.getAttribute('href'), home?.textContent]).toEqual(['/en', 'Back to the home page']);
      const help = [...(text(html, '.error-help')?.querySelectorAll('a') ?? [])];
      expect(help.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
        ['hotels', '/en/hotels', null],
        ['direct reservation', 'https://booking.test/nirvana?lang=en', '_blank'],
        ['contact', '/en/contact-arrival', null],
      ]);
      expect(text(html, '.error-help')?.textContent).toBe('You may find what you are looking for on our hotels page or the direct reservation page, or reach us through the contact page.');
      expect(text(html, 'h2.error-more-title')?.textContent).toBe('Lost at sea');
      expect(text(html, '.error-notes a')?.getAttribute('href')).toBe('https://booking.test/nirvana?lang=en');
      expect(text(html, '.error-extra')?.textContent).toMatch(/^If you typed the address/);
    });

    it("in the page's language, with no second 404 title when the API sent none", () => {
      const html = firstScreenHtml(errorState('tr', 404, { id: 0, title: '' }), undefined, site);
      expect(text(html, 'h1')?.textContent).toBe('404 Sayfa bulunamadı');
      expect(text(html, 'a.error-home')?.getAttribute('href')).toBe('/');
      // Not said a third time: the 404 part has no heading of its own then.
      expect(text(html, 'h2.error-more-title')).toBeNull();
      expect(text(html, 'section.error-more')?.hasAttribute('aria-labelledby')).toBe(false);
      expect(text(html, 'p.error-lead')?.textContent).toBe('Bu sayfa bulunamadı');
      expect(text(html, '.error-notes a')?.getAttribute('href')).toBe('https://booking.test/nirvana?lang=tr');
      const de = firstScreenHtml(errorState('de', 404), undefined, site);
      expect(text(de, 'h1')?.textContent).toBe('404 Seite nicht gefunden');
    });

    it("another status: its code and 'an error occurred', no 404 part; on any layout", () => {
      const html = firstScreenHtml(errorState('ru', 503, {}, 'intro-index'), undefined, site);
      expect(text(html, 'h1')?.textContent).toBe('503 Произошла ошибка');
      expect(text(html, '.error-more')).toBeNull();
      expect(text(firstScreenHtml(errorState('en', 200), undefined, site), '.error-code')?.textContent).toBe('500');
    });

    it("escapes the editor's 404 title, and gives up (the section tells) on a booking site that is no address", () => {
      const html = firstScreenHtml(errorState('en', 404, { id: 404, title: '<img src=x onerror=alert(1)>' }), undefined, site);
      expect(html).not.toContain('<img');
      expect(text(html, 'h2')?.textContent).toBe('<img src=x onerror=alert(1)>');
      expect(firstScreenHtml(errorState('en', 404), undefined, { ...site, bookingSite: 'http://[broken' })).toBe('');
    });
  });

  it('escapes what the CMS typed and drops script URLs', () => {
    const evil = '</h1><script>alert(1)</script>';
    const html = firstScreenHtml(state('hotel-index', { title: evil, heroSlides: [image('javascript:alert(1)'), image('/b.svg')] }), undefined, site);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const attr = firstScreenHtml(state('hotel-index', { heroSlides: [image('/a.svg?x="><script>', { title: '"><img src=x onerror=alert(1)>' })] }), undefined, site);
    expect(attr).not.toMatch(/<img src=x/);
    expect(attr).toContain('alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});
