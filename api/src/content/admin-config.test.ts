/**
 * The editing screen's description against the content files' schemas: every kind has its
 * collection, every field of each schema its field (same names, same order), with a widget that
 * fits the schema's type, required exactly when the schema refuses it empty, and an emptied
 * optional or nullable field left out or set to null. So the two cannot drift apart.
 */
import yaml from 'js-yaml';
import * as v from 'valibot';
import { CONTENT_KINDS, HOTEL_KEYS } from '@nirvana/shared/content/files';
import { readSettings } from '../settings';
import { decapConfig, decapConfigYaml, editorCollections, emptyRules, type EditorField } from './admin-config';

/** What the comparison reads of a schema: its type, its pipe's actions, what it holds (an object's fields, a list's item, a picklist's options, an optional's or nullable's value). */
type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly string[];
  wrapped?: AnySchema;
  pipe?: readonly { type: string }[];
};
const accepts = (schema: AnySchema, value: unknown) => v.is(schema, value);
/** The schema past optional and nullable. */
const inner = (schema: AnySchema): AnySchema => (schema.wrapped ? inner(schema.wrapped) : schema);
/** A schema's kind past optional and nullable: `integer` for a number that must be whole. */
const kindOf = (schema: AnySchema) => {
  const s = inner(schema);
  return s.type === 'number' && s.pipe?.some((a) => a.type === 'integer') ? 'integer' : s.type;
};
const PATHS = { contentFolder: 'content', mediaFolder: 'api/media' };

/** Compares one Decap field with its schema; returns what differs, as `path: why` lines. */
function compare(field: EditorField, schema: AnySchema, at: string, parentRequired: boolean): string[] {
  const problems: string[] = [];
  const fail = (why: string) => problems.push(`${at}: ${why}`);
  const type = kindOf(schema);
  const refusesEmpty = !accepts(schema, undefined) && !accepts(schema, null)
    && !(type === 'array' && accepts(schema, [])) && !(type === 'string' && accepts(schema, '')) && !(type === 'strict_object' && accepts(schema, {}));
  const required = field.required !== false;
  if (required !== (parentRequired && refusesEmpty)) fail(`required is ${required}, the schema ${refusesEmpty ? 'refuses' : 'takes'} it empty`);
  const empty = accepts(schema, undefined) ? 'omit' : accepts(schema, null) ? 'null' : undefined;
  if (field.empty !== empty) fail(`an emptied value becomes ${field.empty ?? 'empty'}, the schema wants ${empty ?? 'a value'}`);

  const options = (s: AnySchema) => [...(inner(s).options ?? [])].sort();
  switch (type) {
    case 'strict_object': {
      if (field.widget !== 'object' || !field.fields) return [...problems, `${at}: an object in the schema, a ${field.widget} here`];
      problems.push(...compareFields(field.fields, schema, at, required));
      break;
    }
    case 'array': {
      const item = inner(schema).item!;
      const itemType = kindOf(item);
      if (field.widget === 'select' && field.multiple) {
        if (itemType === 'picklist' && JSON.stringify([...(field.options ?? [])].sort()) !== JSON.stringify(options(item))) fail('its options are not the schema\'s');
        if (!['picklist', 'string'].includes(itemType)) fail(`a select of ${itemType}`);
      } else if (field.widget === 'list' && field.field) {
        problems.push(...compare(field.field, item, `${at}.*`, true));
      } else if (field.widget === 'list' && field.fields) {
        problems.push(...compare({ ...field, widget: 'object', required: true, empty: undefined }, item, `${at}.*`, true).filter((p) => !/required|emptied/.test(p)));
      } else fail(`a list in the schema, a ${field.widget} here`);
      if (itemType !== 'strict_object' && field.fields) fail('a list of values described as objects');
      break;
    }
    case 'picklist':
      if (field.widget !== 'select' || field.multiple) fail(`a picklist in the schema, a ${field.widget} here`);
      else if (JSON.stringify([...(field.options ?? [])].sort()) !== JSON.stringify(options(schema))) fail('its options are not the schema\'s');
      break;
    case 'integer':
    case 'number':
      if (field.widget !== 'number' || field.value_type !== (type === 'integer' ? 'int' : 'float')) fail(`a ${type} in the schema, a ${field.widget} (${field.value_type}) here`);
      break;
    case 'boolean':
      if (field.widget !== 'boolean') fail(`a boolean in the schema, a ${field.widget} here`);
      break;
    case 'string': {
      const picture = accepts(schema, '/media/images/pool.jpg') && !accepts(schema, 'soon');
      const pdf = accepts(schema, '/media/files/menu.pdf') && !accepts(schema, 'soon');
      // Dates: a real one is taken, an impossible one of the same shape refused.
      const moment = accepts(schema, '2026-12-31T21:00:00.000Z') && !accepts(schema, '2026-13-31T21:00:00.000Z');
      const day = accepts(schema, '2026-12-25') && !accepts(schema, '2026-13-25');
      const expected = picture ? 'image' : pdf ? 'file' : moment || day ? 'datetime' : null;
      if (expected && field.widget !== expected) fail(`a ${expected} value in the schema, a ${field.widget} here`);
      if (!expected && !['string', 'text', 'markdown', 'select'].includes(field.widget)) fail(`a text in the schema, a ${field.widget} here`);
      if (moment && (field.format !== 'YYYY-MM-DDTHH:mm:ss.SSS[Z]' || !field.picker_utc)) fail('a moment must be kept as ISO 8601 in UTC with Z');
      if (day && (field.format !== 'YYYY-MM-DD' || field.time_format !== false)) fail('a day must be kept as YYYY-MM-DD');
      break;
    }
    default:
      fail(`a schema of type ${type} nothing here describes`);
  }
  return problems;
}

function compareFields(fields: EditorField[], schema: AnySchema, at: string, parentRequired: boolean): string[] {
  const entries = inner(schema).entries ?? {};
  const names = fields.map((f) => f.name);
  const problems: string[] = [];
  if (JSON.stringify(names) !== JSON.stringify(Object.keys(entries))) problems.push(`${at || '.'}: fields ${names.join(',')} against the schema's ${Object.keys(entries).join(',')}`);
  for (const f of fields) if (Object.hasOwn(entries, f.name)) problems.push(...compare(f, entries[f.name]!, at ? `${at}.${f.name}` : f.name, parentRequired));
  return problems;
}

describe('the editing screen\'s collections (admin-config.ts)', () => {
  const collections = editorCollections(PATHS);

  test('one collection per kind of content file, and no other', () => {
    expect(collections.map((c) => c.name).sort()).toEqual(Object.keys(CONTENT_KINDS).sort());
  });

  test.each(Object.keys(CONTENT_KINDS))('%s: every field of the schema, in its order, with a fitting widget and required as the schema', (kind) => {
    const collection = collections.find((c) => c.name === kind)!;
    expect(compareFields(collection.fields, CONTENT_KINDS[kind as keyof typeof CONTENT_KINDS] as AnySchema, '', true)).toEqual([]);
  });

  test('the check itself finds a missing field, a wrong widget and a wrong required', () => {
    const rooms = collections.find((c) => c.name === 'rooms')!;
    const broken = rooms.fields.filter((f) => f.name !== 'bed').map((f) => (f.name === 'price' ? { ...f, widget: 'string' as const } : f.name === 'code' ? { ...f, required: false } : f));
    const problems = compareFields(broken, CONTENT_KINDS.rooms as AnySchema, '', true).join('\n');
    expect(problems).toMatch(/fields .* against the schema's/);
    expect(problems).toMatch(/price: a number in the schema, a string/);
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
