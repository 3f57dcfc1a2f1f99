import { render } from '@testing-library/react';
import { RichHtml } from './rich-html';
import { sanitizeHtml } from './sanitize';
import { safeUrl } from '@nirvana/shared/media';

declare global {
  interface Window { __pwned?: number }
}

describe('CMS HTML', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('a seeded <img onerror> or <script> never runs nor reaches the DOM', async () => {
    const seeded = '<p>Hello</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>'
      + '<a href="javascript:window.__pwned=3">click</a><svg><script>window.__pwned=4</script></svg>'
      + '<iframe src="https://evil.example"></iframe><div onclick="window.__pwned=5" style="position:fixed">x</div>';
    const { container } = render(<RichHtml html={seeded} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(window.__pwned).toBeUndefined();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:|style=/i);
    expect(container.querySelector('p')?.textContent).toBe('Hello');
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('keeps only http(s) and site-relative URLs and opens outside links safely', () => {
    const html = sanitizeHtml('<a href="/oteller">in</a><a href="https://example.com/x">out</a><a href="data:text/html,hi">d</a><img src="//evil.example/x.png">');
    const div = document.createElement('div');
    div.innerHTML = html;
    const links = [...div.querySelectorAll('a')];
    expect(links[0]!.getAttribute('href')).toBe('/oteller');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[2]!.hasAttribute('href')).toBe(false);
    expect(div.querySelector('img')!.hasAttribute('src')).toBe(false);
  });

  it('safeUrl', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('/en/hotels')).toBe('/en/hotels');
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl(' javascript:alert(1)')).toBeNull();
    expect(safeUrl('mailto:a@b.c')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<RichHtml html={null} />);
    expect(container.innerHTML).toBe('');
  });
});
