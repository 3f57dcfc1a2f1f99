import { act, createElement } from 'react';
import {
  defineElement,
  ELEMENT_ATTRIBUTES,
  resolveApiBase,
  resolveLocale,
  resolvePropertyId,
  scriptOrigin,
  siteLocaleOf,
  type ElementAttributes,
} from './define-element';

afterEach(() => document.documentElement.removeAttribute('lang'));

function Greeting({ lang, propertyId, apiBase }: ElementAttributes) {
  return createElement('p', null, `${resolveLocale(lang)} ${resolvePropertyId(propertyId)} ${resolveApiBase(apiBase, 'https://cdn.example.test/navigation/')}`);
}

describe('defineElement', () => {
  it('defines the tag with the common attributes in an open shadow root, and returns its class', async () => {
    const Element = defineElement('nirvana-test-greeting', Greeting, { props: ELEMENT_ATTRIBUTES });
    expect(customElements.get('nirvana-test-greeting')).toBe(Element);
    const el = document.createElement('nirvana-test-greeting');
    el.setAttribute('lang', 'DE-at');
    el.setAttribute('property-id', '3');
    el.setAttribute('api-base', ' https://api.example.test ');
    await act(async () => {
      document.body.appendChild(el);
    });
    expect(el.shadowRoot?.textContent).toBe('de 3 https://api.example.test');
    await act(async () => {
      el.remove();
    });
  });

  it('defines a tag once: a second definition returns the first class', () => {
    const first = defineElement('nirvana-test-once', Greeting, { props: ELEMENT_ATTRIBUTES });
    const extend = jest.fn((Base: CustomElementConstructor) => Base);
    expect(defineElement('nirvana-test-once', Greeting, { props: ELEMENT_ATTRIBUTES, extend })).toBe(first);
    expect(extend).not.toHaveBeenCalled();
  });

  it('subclasses with `extend`, given the prop names, when it defines the tag', () => {
    const extend = jest.fn((Base: CustomElementConstructor) => class NirvanaTestExtendedElement extends Base {});
    const Element = defineElement('nirvana-test-extended', Greeting, { props: { ...ELEMENT_ATTRIBUTES }, extend });
    expect(extend).toHaveBeenCalledWith(expect.any(Function), ['lang', 'propertyId', 'apiBase']);
    expect(Element?.name).toBe('NirvanaTestExtendedElement');
    expect(customElements.get('nirvana-test-extended')).toBe(Element);
  });

  it('takes the class of another copy that defined the tag between its check and its define', () => {
    class Theirs extends HTMLElement {}
    let defined: CustomElementConstructor | undefined;
    const registry = {
      get: () => defined,
      define: () => {
        defined = Theirs;
        throw new DOMException('already defined', 'NotSupportedError');
      },
    } as unknown as CustomElementRegistry;
    expect(defineElement('nirvana-test-race', Greeting, { props: ELEMENT_ATTRIBUTES, registry })).toBe(Theirs);
  });

  it('throws what define throws when the tag is still undefined (an invalid name)', () => {
    expect(() => defineElement('notatag', Greeting, { props: ELEMENT_ATTRIBUTES })).toThrow();
  });

  it('does nothing without a registry (a server render)', () => {
    const { customElements: registry } = window;
    Object.defineProperty(window, 'customElements', { configurable: true, value: undefined });
    try {
      expect(defineElement('nirvana-test-server', Greeting, { props: ELEMENT_ATTRIBUTES })).toBeUndefined();
    } finally {
      Object.defineProperty(window, 'customElements', { configurable: true, value: registry });
    }
  });
});

it('siteLocaleOf: a site language, region and case ignored', () => {
  expect(['en-GB', 'EN', ' de-AT ', 'ru_RU', 'tr'].map(siteLocaleOf)).toEqual(['en', 'en', 'de', 'ru', 'tr']);
  expect([undefined, null, '', 'fr', 'xx-EN'].map(siteLocaleOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
});

it('resolveLocale: the attribute, then <html lang>, then Turkish', () => {
  expect(resolveLocale('ru')).toBe('ru');
  expect(resolveLocale('DE-at')).toBe('de');
  expect(resolveLocale('fr')).toBe('tr');
  document.documentElement.lang = 'en-GB';
  expect(resolveLocale(undefined)).toBe('en');
  expect(resolveLocale('xx')).toBe('en');
  // An element whose default is Turkish whatever the page's language gives no page language.
  expect(resolveLocale(undefined, null)).toBe('tr');
});

it('resolvePropertyId: a known property, else the default (Cosmopolitan) or the one the element names', () => {
  expect(resolvePropertyId(1)).toBe(1);
  expect(resolvePropertyId(22)).toBe(22);
  expect(resolvePropertyId('3')).toBe(3);
  for (const bad of [undefined, null, Number.NaN, 0, 7, 2.5, 'abc', '']) expect(resolvePropertyId(bad)).toBe(2);
  expect(resolvePropertyId(undefined, 22)).toBe(22);
  expect(resolvePropertyId(7, 22)).toBe(22);
});

it('resolveApiBase: the attribute trimmed, else the origin that served the script', () => {
  expect(resolveApiBase(' https://api.example.test ', undefined)).toBe('https://api.example.test');
  expect(resolveApiBase(undefined, undefined)).toBe(window.location.origin);
  expect(resolveApiBase('  ', 'https://cdn.example.test/search/')).toBe('https://cdn.example.test');
});

it('scriptOrigin: the origin of the public path or script URL, relative ones on the page', () => {
  expect(scriptOrigin('https://cdn.example.test/newsletter/')).toBe('https://cdn.example.test');
  expect(scriptOrigin('/navigation/')).toBe(window.location.origin);
  expect(scriptOrigin('')).toBe(window.location.origin);
  expect(scriptOrigin('http://[bad')).toBe(window.location.origin);
});
