import { interceptedUrl } from './link-interception';

const location = { href: 'http://site.test/en/about-us', origin: 'http://site.test', pathname: '/en/about-us', search: '' };

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  let path: EventTarget[] = [];
  // The path exists only during dispatch: take it there.
  const listener = (e: Event) => {
    path = e.composedPath();
    e.preventDefault();
  };
  document.addEventListener('click', listener, { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
  // Re-create an undecided event with the same path for the rules (the listener above cancelled it).
  const fresh = new MouseEvent('click', { button: 0, ...init });
  Object.defineProperty(fresh, 'composedPath', { value: () => path });
  return fresh;
}

function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

describe('link interception', () => {
  it('intercepts a plain same-origin page link', () => {
    const a = link('<a href="/en/hotels">Hotels</a>');
    expect(interceptedUrl(click(a), location)?.pathname).toBe('/en/hotels');
  });

  it('leaves the API and media the shell server proxies on the site origin to the browser', () => {
    for (const href of ['/media/files/brochure', '/media/images/pool?w=640', '/v1/hotels?lang=en']) {
      expect([href, interceptedUrl(click(link(`<a href="${href}">file</a>`)), location)]).toEqual([href, null]);
    }
  });

  it('finds the link from a child element inside a shadow root', () => {
    document.body.innerHTML = '<div id="host"></div>';
    const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<nav><a href="/ru/hotels/nirvana-cosmopolitan"><span>Cosmopolitan</span></a></nav>';
    const span = root.querySelector('span')!;
    expect(interceptedUrl(click(span), location)?.pathname).toBe('/ru/hotels/nirvana-cosmopolitan');
  });

  it.each([
    ['target=_blank', '<a href="/en/hotels" target="_blank">x</a>'],
    ['download', '<a href="/en/hotels" download>x</a>'],
    ['rel=external', '<a href="/en/hotels" rel="noopener external">x</a>'],
    ['another origin', '<a href="https://booking.example.com/x">x</a>'],
    ['mailto', '<a href="mailto:info@example.com">x</a>'],
    ['tel', '<a href="tel:+908502220707">x</a>'],
    ['a file', '<a href="/docs/menu.pdf">x</a>'],
    ['an asset path', '<a href="/embed/nirvana-search.js">x</a>'],
    ['a fragment on this page', '<a href="#rooms">x</a>'],
    ['no href', '<a>x</a>'],
  ])('leaves %s to the browser', (_name, html) => {
    expect(interceptedUrl(click(link(html)), location)).toBeNull();
  });

  it('keeps target=_self and a fragment on another page', () => {
    expect(interceptedUrl(click(link('<a href="/en/hotels" target="_self">x</a>')), location)).not.toBeNull();
    expect(interceptedUrl(click(link('<a href="/en/faq#top">x</a>')), location)?.hash).toBe('#top');
  });

  it.each([['metaKey'], ['ctrlKey'], ['shiftKey'], ['altKey']])('leaves a click with %s to the browser', (key) => {
    const a = link('<a href="/en/hotels">x</a>');
    expect(interceptedUrl(click(a, { [key]: true }), location)).toBeNull();
  });

  it('leaves a middle click and an already handled click alone', () => {
    const a = link('<a href="/en/hotels">x</a>');
    expect(interceptedUrl(click(a, { button: 1 }), location)).toBeNull();
    const handled = click(a, { cancelable: true });
    const prevented = new MouseEvent('click', { button: 0, cancelable: true });
    prevented.preventDefault();
    Object.defineProperty(prevented, 'composedPath', { value: () => handled.composedPath() });
    expect(interceptedUrl(prevented, location)).toBeNull();
  });
});
