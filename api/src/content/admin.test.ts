/**
 * The editing screen's routes: nothing at all without CONTENT_EDITING; with it the page (its own
 * policy), config.yml, Decap's files from node_modules under their version, and our script,
 * whose save rules are checked here with a stand-in for Decap and its immutable entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import yaml from 'js-yaml';
import { REPO_ROOT, readSettings } from '../settings';
import { startApi, type Running } from '../test/harness';
import { editorCollections, emptyRules, nestedKeyOrder } from './admin-config';

const ADMIN_PATHS = ['/admin', '/admin/', '/admin/config.yml', '/admin/editing.js'];

describe('editing off (the default)', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  test('/admin, its config and scripts are 404s', async () => {
    expect(readSettings({}).editing.enabled).toBe(false);
    for (const path of ADMIN_PATHS) expect([path, (await fetch(`${api.base}${path}`)).status]).toEqual([path, 404]);
    const version = (JSON.parse(readFileSync(require.resolve('decap-cms/package.json'), 'utf8')) as { version: string }).version;
    expect((await fetch(`${api.base}/admin/decap/${version}/decap-cms.js`)).status).toBe(404);
  });
});

describe('editing on', () => {
  let api: Running;
  beforeAll(async () => {
    const { editing } = readSettings({ CONTENT_EDITING: '1', CONTENT_EDITING_BACKEND: 'http://127.0.0.1:18099/api/v1' });
    api = await startApi({ editing });
  });
  afterAll(() => api.stop());

  test('the page loads Decap from this server under its version, with a policy of its own', async () => {
    const res = await fetch(`${api.base}/admin`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:18099/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const script = /<script src="(\/admin\/decap\/[\d.]+\/decap-cms\.js)">/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    const jsYaml = /<script src="(\/admin\/js-yaml\/[\d.]+\/js-yaml\.min\.js)">/.exec(html)?.[1];
    expect((await fetch(`${api.base}${jsYaml}`)).headers.get('content-type')).toMatch(/javascript/);
    const decap = await fetch(`${api.base}${script}`);
    expect(decap.status).toBe(200);
    expect(decap.headers.get('content-type')).toMatch(/javascript/);
    expect(decap.headers.get('cache-control')).toContain('immutable');
    await decap.body?.cancel();
    // Only Decap's bundle, its chunks and WebAssembly: not the rest of the package.
    expect((await fetch(`${api.base}${script!.replace('decap-cms.js', '../package.json')}`)).status).toBe(404);
    expect((await fetch(`${api.base}${script!.replace('decap-cms.js', 'cms.js')}`)).status).toBe(404);
    // The rest of the API has no such policy.
    expect((await fetch(`${api.base}/v1/hotels?lang=en`)).headers.get('content-security-policy')).toBeNull();
  });

  test('config.yml is YAML Decap accepts by its content type, with the local backend of the settings', async () => {
    const res = await fetch(`${api.base}/admin/config.yml`);
    expect(res.headers.get('content-type')).toMatch(/^text\/yaml/);
    const config = yaml.load(await res.text()) as { local_backend: { url: string }; collections: { folder: string }[] };
    expect(config.local_backend.url).toBe('http://127.0.0.1:18099/api/v1');
    expect(config.collections.map((c) => c.folder)).toContain('content/rooms');
  });
});

/** A stand-in for an Immutable.js Map over plain data: what the script uses of Decap's entry. */
function immutable(data: Record<string, unknown>) {
  const copy = () => structuredClone(data);
  const at = (root: Record<string, unknown>, path: (string | number)[]) => path.slice(0, -1).reduce<Record<string, unknown>>((v, k) => v[k] as Record<string, unknown>, root);
  return {
    toJS: copy,
    setIn(path: (string | number)[], value: unknown) {
      const next = copy();
      at(next, path)[path.at(-1)!] = value;
      return immutable(next);
    },
    deleteIn(path: (string | number)[]) {
      const next = copy();
      delete at(next, path)[path.at(-1)!];
      return immutable(next);
    },
  };
}

describe('the page\'s script (admin-editing.js)', () => {
  type Handler = (event: { entry: { get(key: string): unknown } }) => ReturnType<typeof immutable>;
  type Format = { fromFile(text: string): Record<string, unknown>; toFile(data: unknown, sortedKeys: string[]): string };
  const handlers: Record<string, Handler> = {};
  const formats: Record<string, Format> = {};
  const data = { rules: emptyRules({ mediaFolder: 'api/media' }), keyOrder: nestedKeyOrder({ mediaFolder: 'api/media' }) };
  const element = () => ({ setAttribute() {}, style: {}, textContent: '' });
  const CMS = {
    registerEventListener: ({ name, handler }: { name: string; handler: Handler }) => (handlers[name] = handler),
    registerCustomFormat: (name: string, _extension: string, format: Format) => (formats[name] = format),
    registerPreviewStyle() {},
  };
  runInNewContext(readFileSync(join(__dirname, 'admin-editing.js'), 'utf8'), {
    window: { CMS, jsyaml: yaml },
    document: { getElementById: () => ({ textContent: JSON.stringify(data) }), createElement: element, body: { appendChild() {} } },
    fetch: () => Promise.reject(new Error('offline')),
    setTimeout,
  });
  const save = (collection: string, data: Record<string, unknown>) =>
    handlers.preSave!({ entry: { get: (key: string) => (key === 'collection' ? collection : immutable(data)) } }).toJS();
  const empty = { tr: '', en: '', ru: '', de: '' };
  const words = { tr: 'Ad', en: 'Name', ru: 'Имя', de: 'Name' };

  test('Decap\'s YAML is replaced: a file read and written again is the same file, byte for byte', () => {
    const collections = editorCollections({ mediaFolder: 'api/media' });
    for (const file of ['rooms/nirvana-cosmopolitan/deluxe.yaml', 'events/new-years-eve-gala.yaml', 'offers/honeymoon-hotels.yaml', 'galleries/group.yaml', 'hotels/group.yaml', 'venues/emilio.yaml']) {
      const text = readFileSync(join(REPO_ROOT, 'content', file), 'utf8');
      const order = collections.find((c) => c.name === file.split('/')[0])!.fields.map((f) => f.name);
      expect([file, formats.yaml!.toFile(formats.yaml!.fromFile(text), order)]).toEqual([file, text]);
    }
    // Keys in the fields' order whatever order an editor filled them in; times and days stay strings.
    expect(formats.yaml!.toFile({ name: { en: 'Gala', tr: 'Gala' }, startsAt: '2026-12-31T21:00:00.000Z', id: 2 }, ['id', 'startsAt', 'name']))
      .toBe('id: 2\nstartsAt: "2026-12-31T21:00:00.000Z"\nname:\n  tr: Gala\n  en: Gala\n');
    expect(formats.yaml!.fromFile('stayFrom: 2026-12-25\ncheckinTime: 14:00\n')).toEqual({ stayFrom: '2026-12-25', checkinTime: '14:00' });
  });

  test('a nullable field is null, an optional one left out', () => {
    expect(save('venues', { position: 1, route: '', name: empty, text: words, menu: '' })).toEqual({ position: 1, route: null, text: words });
    expect(save('offers', { pages: [], discountPercent: '', slug: { tr: '' }, nights: 7 })).toEqual({ discountPercent: null, nights: 7 });
    expect(save('hotels', { heroVideo: '', checkinTime: '14:00', starRating: '' })).toEqual({ checkinTime: '14:00' });
  });

  test('inside each item of a list too', () => {
    const categories = [{ key: 'pool', rooms: '' }, { key: 'rooms', rooms: true }];
    expect(save('galleries', { categories })).toEqual({ categories: [{ key: 'pool' }, { key: 'rooms', rooms: true }] });
  });

  test('values are kept as they are, and a text of an optional field is written in every language or none', () => {
    expect(save('venues', { route: 'hotel:emilio', name: words })).toEqual({ route: 'hotel:emilio', name: words });
    expect(() => save('venues', { route: null, name: { ...words, ru: '' } })).toThrow('Name: write it in every language, or leave every language empty');
    expect(save('rooms', { price: 264 })).toEqual({ price: 264 });
  });
});
