/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncodings, compressDocument, compressionStats, createRenderedPages, encodeDocument, nonceBodies } from './compressed-page';
import { newNonce } from './security';

const PH = 'n0ncePLACEHOLDER';
const nonce = () => randomBytes(16).toString('base64');

/** A document like the shell's: the nonce on several scripts, repeated text, non-ASCII words. */
function template(): string {
  const rows = Array.from({ length: 300 }, (_, i) => `<li class="room">Oda ${i} · Номер ${i} · Zimmer ${i}</li>`).join('\n');
  return [
    '<!doctype html><html lang="tr"><head>',
    `<script nonce="${PH}" src="/shell/shell.1234abcd.js" defer></script>`,
    `<script type="application/ld+json" nonce="${PH}">{"@type":"Hotel","name":"Nirvana"}</script>`,
    `</head><body><ul>${rows}</ul>`,
    `<script type="application/json" id="nirvana-initial-state" nonce="${PH}">{"page":{"title":"Şık odalar"}}</script>`,
    `<script type="application/json" id="nirvana-runtime-config" nonce="${PH}">{"apiBase":"/api"}</script>`,
    '</body></html>\n',
  ].join('\n');
}

describe('a document compressed once, answered with a fresh nonce', () => {
  test('brotli and gzip bodies decode to the document with the nonce of each answer', async () => {
    const doc = compressDocument(template(), PH);
    expect(await doc.brBodies()).not.toBeNull();
    for (let i = 0; i < 20; i++) {
      const n = nonce();
      const expected = template().split(PH).join(n);
      const br = (await encodeDocument(doc, n, ['br', 'gzip']))!;
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(expected);
      br.sent(); // its buffer serves the next answer
      const gz = (await encodeDocument(doc, n, ['gzip']))!;
      expect(gz.encoding).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(expected);
      expect(doc.length).toBe(Buffer.byteLength(expected));
    }
  });

  test('the compressed bodies are small (close to compressing the whole document at once)', async () => {
    const doc = compressDocument(template(), PH, 11);
    const n = nonce();
    const whole = brotliCompressSync(template().split(PH).join(n)).length;
    const br = (await encodeDocument(doc, n, ['br']))!.body.length;
    expect(br).toBeLessThan(whole * 1.3);
    expect(br).toBeLessThan(doc.length / 5);
  });

  test('a document that holds a control byte is not spliced in brotli (gzip still is)', async () => {
    const doc = compressDocument(`${template()}\u0001`, PH);
    expect(await doc.brBodies()).toBeNull();
    expect(await encodeDocument(doc, nonce(), ['br'])).toBeNull();
    expect((await encodeDocument(doc, nonce(), ['br', 'gzip']))!.encoding).toBe('gzip');
  });

  test('each encoding is made when first asked, once: a crawler taking gzip costs no brotli encode', async () => {
    const before = compressionStats.documents;
    const doc = compressDocument(template(), PH);
    expect(compressionStats.documents).toBe(before);
    expect((await encodeDocument(doc, nonce(), ['gzip']))!.encoding).toBe('gzip');
    expect(compressionStats.documents).toBe(before + 1);
    expect((await encodeDocument(doc, nonce(), ['br', 'gzip']))!.encoding).toBe('br');
    expect(compressionStats.documents).toBe(before + 2);
    await encodeDocument(doc, nonce(), ['gzip']);
    await encodeDocument(doc, nonce(), ['br']);
    expect(compressionStats.documents).toBe(before + 2);
  });

  test('only a nonce of the expected shape is spliced in', async () => {
    const doc = compressDocument(template(), PH);
    expect(await encodeDocument(doc, 'short', ['br'])).toBeNull();
    expect(await encodeDocument(doc, `${'"'.repeat(22)}==`, ['gzip'])).toBeNull();
  });

  test('rendered once and compressed once per page data object and key', async () => {
    const pages = createRenderedPages<object>(PH);
    const data = {};
    let renders = 0;
    const render = () => {
      renders += 1;
      return template();
    };
    const a = pages.get(data, 'k', render);
    const b = pages.get(data, 'k', render);
    expect(b).toBe(a);
    expect(renders).toBe(1);
    const [x, y] = [a.compressed(), b.compressed()];
    expect(y).toBe(x);
    // Each encoding made once, on first use: two answers at once share one encode.
    const [p, q] = await Promise.all([x.brBodies(), y.brBodies()]);
    expect(q).toBe(p);
    expect(await a.compressed().gzip()).toBe(await x.gzip());
    pages.get({}, 'k', render);
    expect(renders).toBe(2);
  });
});

describe('Accept-Encoding', () => {
  test.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['identity', []],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip;q=0', ['br']],
    ['x-gzip', ['gzip']],
  ])('%p', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('nonces', () => {
  it('are 16 random bytes in base64, never the same twice, across the random pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });

  it('a rendered page gives its bytes with each answer\'s nonce in every gap', () => {
    const pages = createRenderedPages<object>('@@NONCE@@');
    const data = {};
    const page = pages.get(data, 'k', () => '<script nonce="@@NONCE@@">ç</script><style nonce="@@NONCE@@"></style>');
    const [a, b] = [newNonce(), newNonce()];
    expect(page.withNonce(a).body.toString()).toBe(`<script nonce="${a}">ç</script><style nonce="${a}"></style>`);
    expect(page.withNonce(b).body.toString()).toBe(`<script nonce="${b}">ç</script><style nonce="${b}"></style>`);
    expect(pages.get(data, 'k', () => 'rendered again')).toBe(page);
    expect(() => page.withNonce('abc')).toThrow(/nonce/);
  });
});

describe('answer bodies reused once sent', () => {
  const pieces = ['<p nonce="', '">ç</p><i nonce="', '"></i>'].map((p) => Buffer.from(p));
  const text = (n: string) => `<p nonce="${n}">ç</p><i nonce="${n}"></i>`;

  it('a body still being sent is never written again; a sent one serves the next answer, whole', () => {
    const bodies = nonceBodies(pieces);
    const [n1, n2, n3] = [newNonce(), newNonce(), newNonce()];
    const first = bodies(n1);
    const second = bodies(n2);
    expect(second.body).not.toBe(first.body);
    expect(first.body.toString()).toBe(text(n1));
    first.sent();
    const third = bodies(n3);
    expect(third.body).toBe(first.body);
    expect(third.body.toString()).toBe(text(n3));
    expect(second.body.toString()).toBe(text(n2));
  });

  it('a body sent twice is kept once, and no more than the kept number wait', () => {
    const bodies = nonceBodies(pieces, Buffer.alloc(0), 2);
    const one = bodies(newNonce());
    one.sent();
    one.sent();
    expect(bodies(newNonce()).body).toBe(one.body);
    expect(bodies(newNonce()).body).not.toBe(one.body);
    const many = Array.from({ length: 5 }, () => bodies(newNonce()));
    many.forEach((m) => m.sent());
    const again = Array.from({ length: 3 }, () => bodies(newNonce()).body);
    expect(again.filter((b) => many.some((m) => m.body === b))).toHaveLength(2);
  });
});
