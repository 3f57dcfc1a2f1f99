/**
 * The editing screen's description against the content files' structs: every kind has its
 * collection, every field of each struct its field (same names, same order), with a widget that
 * fits the struct's type, required exactly when the struct refuses it empty, and an emptied
 * optional or nullable field left out or set to null. So the two cannot drift apart.
 */
import yaml from 'js-yaml';
import type { Struct } from 'superstruct';
import { CONTENT_KINDS, HOTEL_KEYS } from '@nirvana/shared/content/files';
import { readSettings } from '../settings';
import { decapConfig, decapConfigYaml, editorCollections, emptyRules, type EditorField } from './admin-config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;
const accepts = (struct: AnyStruct, value: unknown) => struct.validate(value)[0] === undefined;
const PATHS = { contentFolder: 'content', mediaFolder: 'api/media' };

/** Compares one Decap field with its struct; returns what differs, as `path: why` lines. */
function compare(field: EditorField, struct: AnyStruct, at: string, parentRequired: boolean): string[] {
  const problems: string[] = [];
  const fail = (why: string) => problems.push(`${at}: ${why}`);
  const { type } = struct;
  const refusesEmpty = !accepts(struct, undefined) && !accepts(struct, null)
    && !(type === 'array' && accepts(struct, [])) && !(type === 'string' && accepts(struct, '')) && !(type === 'object' && accepts(struct, {}));
  const required = field.required !== false;
  if (required !== (parentRequired && refusesEmpty)) fail(`required is ${required}, the struct ${refusesEmpty ? 'refuses' : 'takes'} it empty`);
  const empty = accepts(struct, undefined) ? 'omit' : accepts(struct, null) ? 'null' : undefined;
  if (field.empty !== empty) fail(`an emptied value becomes ${field.empty ?? 'empty'}, the struct wants ${empty ?? 'a value'}`);

  const options = (s: AnyStruct) => Object.values(s.schema as Record<string, string>).sort();
  switch (type) {
    case 'object': {
      if (field.widget !== 'object' || !field.fields) return [...problems, `${at}: an object in the struct, a ${field.widget} here`];
      problems.push(...compareFields(field.fields, struct, at, required));
      break;
    }
    case 'array': {
      const item = struct.schema as AnyStruct;
      if (field.widget === 'select' && field.multiple) {
        if (item.type === 'enums' && JSON.stringify([...(field.options ?? [])].sort()) !== JSON.stringify(options(item))) fail('its options are not the struct\'s');
        if (!['enums', 'string'].includes(item.type)) fail(`a select of ${item.type}`);
      } else if (field.widget === 'list' && field.field) {
        problems.push(...compare(field.field, item, `${at}.*`, true));
      } else if (field.widget === 'list' && field.fields) {
        problems.push(...compare({ ...field, widget: 'object', required: true, empty: undefined }, item, `${at}.*`, true).filter((p) => !/required|emptied/.test(p)));
      } else fail(`a list in the struct, a ${field.widget} here`);
      if (item.type !== 'object' && field.fields) fail('a list of values described as objects');
      break;
    }
    case 'enums':
      if (field.widget !== 'select' || field.multiple) fail(`an enum in the struct, a ${field.widget} here`);
      else if (JSON.stringify([...(field.options ?? [])].sort()) !== JSON.stringify(options(struct))) fail('its options are not the struct\'s');
      break;
    case 'integer':
    case 'number':
      if (field.widget !== 'number' || field.value_type !== (type === 'integer' ? 'int' : 'float')) fail(`a ${type} in the struct, a ${field.widget} (${field.value_type}) here`);
      break;
    case 'boolean':
      if (field.widget !== 'boolean') fail(`a boolean in the struct, a ${field.widget} here`);
      break;
    case 'string': {
      const picture = accepts(struct, '/media/images/pool.jpg') && !accepts(struct, 'soon');
      const pdf = accepts(struct, '/media/files/menu.pdf') && !accepts(struct, 'soon');
      // Dates: a real one is taken, an impossible one of the same shape refused.
      const moment = accepts(struct, '2026-12-31T21:00:00.000Z') && !accepts(struct, '2026-13-31T21:00:00.000Z');
      const day = accepts(struct, '2026-12-25') && !accepts(struct, '2026-13-25');
      const expected = picture ? 'image' : pdf ? 'file' : moment || day ? 'datetime' : null;
      if (expected && field.widget !== expected) fail(`a ${expected} value in the struct, a ${field.widget} here`);
      if (!expected && !['string', 'text', 'markdown', 'select'].includes(field.widget)) fail(`a text in the struct, a ${field.widget} here`);
      if (moment && (field.format !== 'YYYY-MM-DDTHH:mm:ss.SSS[Z]' || !field.picker_utc)) fail('a moment must be kept as ISO 8601 in UTC with Z');
      if (day && (field.format !== 'YYYY-MM-DD' || field.time_format !== false)) fail('a day must be kept as YYYY-MM-DD');
      break;
    }
    default:
      fail(`a struct of type ${type} nothing here describes`);
  }
  return problems;
}

function compareFields(fields: EditorField[], struct: AnyStruct, at: string, parentRequired: boolean): string[] {
  const schema = struct.schema as Record<string, AnyStruct>;
  const names = fields.map((f) => f.name);
  const problems: string[] = [];
  if (JSON.stringify(names) !== JSON.stringify(Object.keys(schema))) problems.push(`${at || '.'}: fields ${names.join(',')} against the struct's ${Object.keys(schema).join(',')}`);
  for (const f of fields) if (schema[f.name]) problems.push(...compare(f, schema[f.name]!, at ? `${at}.${f.name}` : f.name, parentRequired));
  return problems;
}

describe('the editing screen\'s collections (admin-config.ts)', () => {
  const collections = editorCollections(PATHS);

  test('one collection per kind of content file, and no other', () => {
    expect(collections.map((c) => c.name).sort()).toEqual(Object.keys(CONTENT_KINDS).sort());
  });

  test.each(Object.keys(CONTENT_KINDS))('%s: every field of the struct, in its order, with a fitting widget and required as the struct', (kind) => {
    const collection = collections.find((c) => c.name === kind)!;
    expect(compareFields(collection.fields, CONTENT_KINDS[kind as keyof typeof CONTENT_KINDS] as AnyStruct, '', true)).toEqual([]);
  });

  test('the check itself finds a missing field, a wrong widget and a wrong required', () => {
    const rooms = collections.find((c) => c.name === 'rooms')!;
    const broken = rooms.fields.filter((f) => f.name !== 'bed').map((f) => (f.name === 'price' ? { ...f, widget: 'string' as const } : f.name === 'code' ? { ...f, required: false } : f));
    const problems = compareFields(broken, CONTENT_KINDS.rooms as AnyStruct, '', true).join('\n');
    expect(problems).toMatch(/fields .* against the struct's/);
    expect(problems).toMatch(/price: a number in the struct, a string/);
    expect(problems).toMatch(/code: required is false/);
  });

  test('rooms are filed by hotel: listed two folders deep, a new one written to rooms/<hotel>/<slug>.yaml', () => {
    const rooms = collections.find((c) => c.name === 'rooms')!;
    expect(rooms).toMatchObject({ path: '{{hotel}}/{{slug}}', slug: '{{fields.slug.en}}', create: true });
    expect(rooms.fields.find((f) => f.name === 'hotel')!.options).toEqual([...HOTEL_KEYS]);
  });

  test('files the routes need (hotels, galleries, pages, policies) are edited, never made or deleted here', () => {
    for (const name of ['hotels', 'galleries', 'pages', 'policies']) expect(collections.find((c) => c.name === name)).toMatchObject({ create: false, delete: false });
  });

  test('what an emptied field becomes: optional ones left out, nullable ones null, texts all or none', () => {
    const rules = emptyRules(PATHS);
    expect(rules.venues).toEqual(expect.arrayContaining([
      { path: ['route'], label: 'Its page', empty: 'null' },
      { path: ['name'], label: 'Name', empty: 'omit', languages: ['tr', 'en', 'ru', 'de'] },
      { path: ['menu'], label: 'Menu (PDF)', empty: 'omit' },
    ]));
    expect(rules.offers).toEqual(expect.arrayContaining([{ path: ['discountPercent'], label: 'Discount (%)', empty: 'null' }, { path: ['pages'], label: 'Campaign pages', empty: 'omit' }]));
    expect(rules.galleries).toEqual([{ path: ['categories', '*', 'rooms'], label: 'Shows the hotel\'s rooms', empty: 'omit' }]);
    expect(rules.pages).toEqual([{ path: ['highlights'], label: 'Highlights', empty: 'omit' }]);
    expect(rules.rooms).toEqual([{ path: ['gallery'], label: 'Gallery', empty: 'omit' }]);
    // An emptied arrival guide is left out; its parts have no rule of their own (required once there is one).
    expect(rules.hotels).toEqual(expect.arrayContaining([{ path: ['arrival'], label: 'Arrival guide', empty: 'omit' }]));
    expect(rules.hotels!.filter((r) => r.path[0] === 'arrival' && r.path.length > 1)).toEqual([]);
  });
});

describe('config.yml', () => {
  test('folder collections of YAML files under the content folder, pictures in the media library, decap-server on this machine', () => {
    const settings = readSettings({ CONTENT_EDITING: '1' });
    const config = yaml.load(decapConfigYaml(settings.editing, PATHS, 'https://www.example.com')) as Record<string, unknown>;
    expect(config).toEqual(JSON.parse(JSON.stringify(decapConfig(settings.editing, PATHS, 'https://www.example.com'))));
    expect(config).toMatchObject({
      backend: { name: 'github', branch: 'main' },
      local_backend: { url: 'http://localhost:8082/api/v1' },
      media_folder: 'api/media/images',
      public_folder: '/media/images',
      site_url: 'https://www.example.com',
    });
    const collections = config.collections as { name: string; folder: string; format: string; extension: string; fields: unknown[] }[];
    for (const c of collections) expect(c).toMatchObject({ folder: `content/${c.name}`, format: 'yaml', extension: 'yaml' });
    // Only Decap's own keys go out.
    expect(JSON.stringify(collections)).not.toContain('"empty"');
    const venues = collections.find((c) => c.name === 'venues')!;
    expect(venues.fields).toContainEqual(expect.objectContaining({ name: 'menu', widget: 'file', media_folder: '/api/media/files', public_folder: '/media/files', required: false }));
  });

  test('the local backend on other host names (allowed_hosts), none in production, and the git host\'s backend from the settings', () => {
    const lan = readSettings({ CONTENT_EDITING: '1', CONTENT_EDITING_BACKEND: 'http://editing.lan:8082/api/v1', CONTENT_EDITING_HOSTS: 'editing.lan, 192.168.1.20' });
    expect(decapConfig(lan.editing, PATHS, null).local_backend).toEqual({ url: 'http://editing.lan:8082/api/v1', allowed_hosts: ['editing.lan', '192.168.1.20'] });
    const github = readSettings({ CONTENT_EDITING: '1', CONTENT_EDITING_BACKEND: 'none', CONTENT_EDITING_REPO: 'nirvana/website', CONTENT_EDITING_AUTH_URL: 'https://oauth.example.com' });
    const config = decapConfig(github.editing, PATHS, null);
    expect(config.local_backend).toBeUndefined();
    expect(config.backend).toEqual({ name: 'github', repo: 'nirvana/website', branch: 'main', base_url: 'https://oauth.example.com' });
    const gitlab = readSettings({ CONTENT_EDITING_GIT: 'gitlab', CONTENT_EDITING_REPO: 'nirvana/website', CONTENT_EDITING_BRANCH: 'content', CONTENT_EDITING_APP_ID: 'abc123' });
    expect(decapConfig(gitlab.editing, PATHS, null).backend).toEqual({ name: 'gitlab', repo: 'nirvana/website', branch: 'content', auth_type: 'pkce', app_id: 'abc123' });
  });
});
