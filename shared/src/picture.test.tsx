import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MediaFile } from './api/schemas';
import { HANDHELD_QUERY, IMAGE_WIDTHS } from './media';
import { Picture } from './picture';

const photo: MediaFile = { sourceUrl: 'http://api.test/media/images/pier.jpg', width: 1680, height: 1050, alt: 'Pier', color: '#8a6f55', placeholder: '#a08870,#8a6f55,#705a40,#604830' };
const portrait: MediaFile = { sourceUrl: 'http://api.test/media/images/pier-portrait.jpg', width: 700, height: 1050, color: '#8a6f55' };

describe('Picture', () => {
  it('a raster file: AVIF and WebP sources and a JPEG <img>, every contract width up to its own, with sizes and its box', () => {
    const { container } = render(<Picture file={photo} alt="Pier" sizes="(max-width: 767px) 100vw, 540px" />);
    const picture = container.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif']);
    const widths = IMAGE_WIDTHS.filter((w) => w < 1680);
    expect(sources[0]!.getAttribute('srcset')).toBe([...widths.map((w) => `${photo.sourceUrl}?w=${w}&fm=avif ${w}w`), `${photo.sourceUrl}?fm=avif 1680w`].join(', '));
    expect(sources.every((s) => s.getAttribute('sizes') === '(max-width: 767px) 100vw, 540px')).toBe(true);
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain(`${photo.sourceUrl}?w=480&fm=jpg 480w`);
    expect(img.getAttribute('src')).toBe(`${photo.sourceUrl}?w=960&fm=jpg`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1680', '1050']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    // Its placeholder fills the box until the picture arrives (set through the CSSOM): the blurred
    // miniature's bands as a gradient, top to bottom.
    expect(img.style.background).toBe('linear-gradient(#a08870,#8a6f55,#705a40,#604830)');
    // Without a miniature, the dominant colour.
    const plain = render(<Picture file={{ ...photo, placeholder: undefined }} alt="Pier" />).container.querySelector('img')!;
    expect(plain.style.backgroundColor).toBe('rgb(138, 111, 85)');
  });

  it('the first screen\'s picture is eager with high fetch priority; a portrait crop serves handhelds', () => {
    const { container } = render(<Picture file={photo} alt="Pier" priority sizes="100vw" alternate={{ file: portrait, media: HANDHELD_QUERY, sizes: '67vh' }} />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('type')])).toEqual([
      [HANDHELD_QUERY, 'image/avif'], [HANDHELD_QUERY, 'image/jpeg'], [null, 'image/avif'],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toMatch(/pier-portrait\.jpg\?w=240&fm=avif 240w, .*pier-portrait\.jpg\?fm=avif 700w$/);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('decoding')]).toEqual(['eager', 'high', 'sync']);
  });

  it('a vector or unsized file is a plain <img>; an unsafe URL renders nothing', () => {
    const { container } = render(<Picture file={{ sourceUrl: '/media/logos/nirvana.svg' }} alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/logos/nirvana.svg');
    expect(render(<Picture file={{ sourceUrl: 'javascript:alert(1)' }} alt="" />).container.innerHTML).toBe('');
  });

  it('renders the markup the shell server writes for the first screen (same sources, same img)', () => {
    // The server's first-screen HTML is built from the same pictureModel: compare what matters.
    const markup = renderToStaticMarkup(<Picture file={photo} alt="Pier" priority sizes="100vw" className="hero-media" />);
    expect(markup).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+" sizes="100vw"\/><img class="hero-media" src="[^"]+\?w=960&amp;fm=jpg" srcSet="[^"]+" sizes="100vw" width="1680" height="1050" alt="Pier" loading="eager" decoding="sync"/);
  });
});
