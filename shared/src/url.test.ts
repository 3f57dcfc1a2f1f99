import { escapeHtml, httpHref, isHttpUrl, isSitePath } from './url';

it('follows only http(s) URLs, resolved against a base', () => {
  expect(httpHref('https://example.com/a')).toBe('https://example.com/a');
  expect(httpHref('/rooms', 'https://site.test/en/')).toBe('https://site.test/rooms');
  for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'mailto:a@b.c', '', null, undefined]) {
    expect(httpHref(bad, 'https://site.test/')).toBeNull();
  }
  expect(httpHref('/relative')).toBeNull();
  expect(isHttpUrl('http://x.test')).toBe(true);
  expect(isHttpUrl('//x.test')).toBe(false);
});

it('tells a site path from a protocol-relative or backslash host', () => {
  expect(isSitePath('/en/rooms')).toBe(true);
  expect(isSitePath('//evil.test')).toBe(false);
  expect(isSitePath('/\\evil.test')).toBe(false);
});

it('escapes text for HTML and XML', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});
