/**
 * Reads the content files (content/ at the repository's root, or CONTENT_DIR): each YAML file
 * parsed, checked against its kind's valibot schema in shared (`CONTENT_KINDS`), then against the others
 * (a picture that exists, a hotel's rooms, a route that exists, ids and slugs that differ). An error
 * names the file, the field and what is wrong; a load with any error gives no content at all, so
 * the store keeps what it had (api/src/content/store.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import yaml from 'js-yaml';
import * as v from 'valibot';
import { CONTENT_KINDS, HOTEL_KEYS, type ContentFiles, type ContentKind } from '@nirvana/shared/content/files';
import { LOCALES } from '@nirvana/shared/locales';
import { findRoute } from '@nirvana/shared/routes';

export interface ContentError {
  /** The file's path under the content folder (`rooms/nirvana-cosmopolitan/deluxe.yaml`). */
  file: string;
  /** The field, as a path (`name.ru`, `categories.2.pictures.0.picture`), or null for the whole file. */
  field: string | null;
  message: string;
}

export type LoadResult = { ok: true; files: ContentFiles; revision: string; fileCount: number } | { ok: false; errors: ContentError[] };

/** Where the media library's pictures and files are (`/media/images/x.jpg` is `<mediaDir>/images/x.jpg`). */
export interface LoadOptions { mediaDir: string }

const KINDS = Object.keys(CONTENT_KINDS) as ContentKind[];

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(e.name) && !e.name.startsWith('.') ? [path] : [];
  }).sort();
}

/** The key of a file: its path in its kind's folder without the extension (`nirvana-cosmopolitan/deluxe`; `group--about-us` is `group:about-us`). */
const keyOf = (kindDir: string, path: string) => relative(kindDir, path).split(sep).join('/').replace(/\.ya?ml$/, '').replace('--', ':');

/**
 * The code that turns the files into the served documents (its file: in the bundled server the whole
 * server, run with tsx this module and the seed's builder). Part of the revision, so a release that
 * builds the documents otherwise (the menus, a room's pictures) serves them at its start although no
 * file changed; the stored documents of the last release are not kept.
 */
const SEED_CODE: readonly string[] = [__filename, sourceOf('../seed/build')].filter((f): f is string => f !== null).map((f) => readFileSync(f, 'utf8'));

/** A module's source file when run from the sources (the bundled server has none beside it). */
function sourceOf(request: string): string | null {
  try {
    const file = require.resolve(request);
    return file === __filename ? null : file;
  } catch {
    return null;
  }
}

/** Every content file read and checked; the revision is a hash of every file's path and bytes, and of the seed's code. */
export function loadContent(dir: string, options: LoadOptions): LoadResult {
  const errors: ContentError[] = [];
  const files = Object.fromEntries(KINDS.map((k) => [k, {}])) as ContentFiles;
  const hash = createHash('sha256');
  for (const code of SEED_CODE) hash.update(code);
  let fileCount = 0;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { ok: false, errors: [{ file: '.', field: null, message: `the content folder ${dir} does not exist` }] };
  for (const kind of KINDS) {
    for (const path of yamlFiles(join(dir, kind))) {
      const file = relative(dir, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      hash.update(`${file}\0${text}\0`);
      fileCount++;
      let doc: unknown;
      try {
        doc = yaml.load(text, { filename: file, schema: yaml.CORE_SCHEMA });
      } catch (e) {
        const mark = (e as { mark?: { line: number; column: number } }).mark;
        errors.push({ file, field: null, message: `is no valid YAML${mark ? ` (line ${mark.line + 1}, column ${mark.column + 1})` : ''}: ${(e as { reason?: string }).reason ?? String(e)}` });
        continue;
      }
      const schema = CONTENT_KINDS[kind];
      const result = v.safeParse(schema, doc);
      if (!result.success) {
        errors.push(...describe(file, schema as unknown as SchemaNode, result.issues));
        continue;
      }
      // The file's own value: the schemas transform nothing, and valibot's copy would put the fields in the schema's order.
      (files[kind] as Record<string, unknown>)[keyOf(join(dir, kind), path)] = doc;
    }
  }
  if (errors.length === 0) errors.push(...crossCheck(files, options));
  return errors.length ? { ok: false, errors } : { ok: true, files, revision: hash.digest('base64url').slice(0, 16), fileCount };
}

/** What the wording reads of a schema: its type, what it holds (an object's fields, a list's item, the value an optional or nullable wraps), its pipe. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  pipe?: readonly (SchemaNode & { requirement?: unknown })[];
}

const unwrap = (node: SchemaNode): SchemaNode => (node.wrapped ? unwrap(node.wrapped) : node);

/** The schema of the value at a path (past optional and nullable), or undefined. */
function schemaAt(root: SchemaNode, path: readonly PropertyKey[]): SchemaNode | undefined {
  let node = unwrap(root);
  for (const key of path) {
    const next = node.entries ? (Object.hasOwn(node.entries, key) ? node.entries[String(key)] : undefined) : node.item;
    if (!next) return undefined;
    node = unwrap(next);
  }
  return node;
}

/** The checks of a schema's pipe, a piped schema's own first (`v.pipe(line, v.check(…))`). */
function checksOf(node: SchemaNode | undefined): { type: string; requirement?: unknown }[] {
  if (!node?.pipe) return [];
  const [first, ...rest] = node.pipe;
  return [...(first?.pipe ? checksOf(first) : []), ...rest];
}

/** A value as the messages show it: a string quoted, anything else as text. */
function print(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * valibot's issues in words for editors, path and reason, the words they have always read
 * (`expected an integer between \`1\` and \`5\` but received \`6\``): a field missing, every field
 * nobody defined (valibot names only an object's first), a list where an object belongs, a range
 * (both of the schema's bounds) left unsaid for a value that is no whole number.
 */
function describe(file: string, root: SchemaNode, issues: readonly v.BaseIssue<unknown>[]): ContentError[] {
  const errors: ContentError[] = [];
  const push = (path: readonly PropertyKey[], message: string) => errors.push({ file, field: path.length ? path.join('.') : null, message });
  const pathOf = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map((p) => p.key as PropertyKey);
  const notWhole = new Set(issues.filter((i) => i.type === 'integer').map((i) => pathOf(i).join('.')));
  const listsAsObjects = new Set<string>();
  for (const issue of issues) {
    const path = pathOf(issue);
    const last = issue.path?.at(-1);
    if (issue.type === 'strict_object' && last?.origin === 'key') {
      const parent = path.slice(0, -1);
      if (Array.isArray(last.input) && !listsAsObjects.has(parent.join('.'))) {
        listsAsObjects.add(parent.join('.'));
        push(parent, `expected an object, but received: ${print(last.input)}`);
      }
      if (issue.expected === 'never') {
        const known = schemaAt(root, parent)?.entries ?? {};
        for (const key of Object.keys(last.input as object)) if (!Object.hasOwn(known, key)) push([...parent, key], 'is no field of this kind of file (a typo?)');
      } else push(path, 'is missing');
    } else if (issue.input === undefined) push(path, 'is missing');
    else if (!((issue.type === 'min_value' || issue.type === 'max_value') && notWhole.has(path.join('.')))) push(path, wording(issue, schemaAt(root, path), path.at(-1)));
  }
  return errors;
}

function wording(issue: v.BaseIssue<unknown>, node: SchemaNode | undefined, key: PropertyKey | undefined): string {
  const value = issue.input;
  const checks = checksOf(node);
  const whole = checks.some((c) => c.type === 'integer');
  const bound = (type: string) => checks.find((c) => c.type === type)?.requirement;
  const what = whole ? 'an integer' : node?.type === 'array' ? 'an array' : `a ${node?.type ?? 'value'}`;
  const range = (min: unknown, max: unknown) => (min === max ? `of \`${String(min)}\`` : `between \`${String(min)}\` and \`${String(max)}\``);
  switch (issue.type) {
    case 'string':
    case 'number':
    case 'integer':
      return `expected ${issue.type === 'string' ? 'a string' : whole ? 'an integer' : 'a number'}, but received: ${print(value)}`;
    case 'boolean':
      return `expected a value of type \`boolean\`, but received: \`${print(value)}\``;
    case 'strict_object':
      return `expected an object, but received: ${print(value)}`;
    case 'array':
      return `expected an array value, but received: ${print(value)}`;
    case 'picklist':
      return `expected one of \`${(node?.options ?? []).map(print).join()}\`, but received: ${print(value)}`;
    case 'min_value':
    case 'max_value': {
      const [min, max] = [bound('min_value'), bound('max_value')];
      const expected = min !== undefined && max !== undefined ? range(min, max)
        : min !== undefined ? `greater than or equal to ${String(min)}` : `less than or equal to ${String(max)}`;
      return `expected ${what} ${expected} but received \`${print(value)}\``;
    }
    case 'min_length':
    case 'max_length': {
      const [min, max] = [bound('min_length'), bound('max_length')];
      const expected = min !== undefined && max !== undefined ? range(min, max)
        : min !== undefined ? `of at least \`${String(min)}\`` : `of at most \`${String(max)}\``;
      return `expected ${what} with a length ${expected} but received one with a length of \`${String((value as { length: number }).length)}\``;
    }
    case 'regex':
      if (/picture|Picture/.test(String(key))) return `is no picture of the media library ("/media/images/<name>.jpg"), got ${JSON.stringify(value)}`;
      return `expected a string matching \`/${(issue.requirement as RegExp).source}/\` but received "${String(value)}"`;
    default:
      // A schema's own check (`is no date`) says it in its own words.
      return issue.message;
  }
}

/** What one file cannot know: pictures that exist, routes, each hotel's rooms, unique ids and slugs. */
function crossCheck(files: ContentFiles, { mediaDir }: LoadOptions): ContentError[] {
  const errors: ContentError[] = [];
  const err = (file: string, field: string | null, message: string) => errors.push({ file, field, message });
  const pictureExists = (path: string) => existsSync(join(mediaDir, path.replace(/^\/media\//, '')));
  const walk = (kind: ContentKind, key: string, value: unknown, at: string[]) => {
    if (typeof value === 'string' && /^\/media\/(images|files)\//.test(value) && !pictureExists(value)) {
      err(`${kind}/${fileOf(key)}`, at.join('.'), `names ${value}, which is not in the media library`);
    } else if (value && typeof value === 'object') {
      for (const [k, item] of Object.entries(value)) walk(kind, key, item, [...at, k]);
    }
  };
  for (const kind of KINDS) for (const [key, doc] of Object.entries(files[kind])) walk(kind, key, doc, []);

  for (const key of ['group', ...HOTEL_KEYS]) {
    if (!files.hotels[key]) err(`hotels/${key}.yaml`, null, 'is missing: every hotel and the group have one');
    if (!files.galleries[key]) err(`galleries/${key}.yaml`, null, 'is missing: every hotel and the group have a gallery');
  }
  const rooms = Object.entries(files.rooms);
  for (const hotel of HOTEL_KEYS) {
    const own = rooms.filter(([, r]) => r.hotel === hotel);
    if (!own.length) err(`rooms/${hotel}/`, null, 'holds no room: every hotel has at least one');
    unique(own.map(([k, r]) => [`rooms/${k}.yaml`, 'position', String(r.position)]), 'another room of this hotel has this position', err);
    for (const l of LOCALES) unique(own.map(([k, r]) => [`rooms/${k}.yaml`, `slug.${l}`, r.slug[l]]), 'another room of this hotel has this address', err);
  }
  for (const [k, r] of rooms) if (!k.startsWith(`${r.hotel}/`)) err(`rooms/${k}.yaml`, 'hotel', `is ${r.hotel}, but the file is not in rooms/${r.hotel}/`);
  if (!Object.keys(files.plans).length) err('plans/', null, 'holds no rate plan');
  const events = Object.entries(files.events);
  unique(events.map(([k, e]) => [`events/${k}.yaml`, 'id', String(e.id)]), 'another event has this id', err);
  for (const l of LOCALES) unique(events.map(([k, e]) => [`events/${k}.yaml`, `slug.${l}`, e.slug[l]]), 'another event has this address', err);
  for (const [k, e] of events) if (Date.parse(e.endsAt) <= Date.parse(e.startsAt)) err(`events/${k}.yaml`, 'endsAt', 'is not after startsAt');
  const offers = Object.entries(files.offers);
  for (const l of LOCALES) unique(offers.filter(([, o]) => o.slug).map(([k, o]) => [`offers/${k}.yaml`, `slug.${l}`, o.slug![l]]), 'another offer has this address', err);
  for (const [k, o] of offers) {
    const file = `offers/${k}.yaml`;
    for (const [i, id] of (o.pages ?? []).entries()) if (!findRoute(id)) err(file, `pages.${i}`, `names the page ${id}, which the site has not`);
    if (!o.pages?.length && !o.slug) err(file, 'slug', 'is missing: an offer has its own page (slug, title, lead, body, picture) or names the campaign pages that carry it');
    if (o.slug) for (const field of ['title', 'lead', 'body', 'picture'] as const) if (!o[field]) err(file, field, 'is missing: an offer with its own page needs it');
    if (o.stayTo < o.stayFrom) err(file, 'stayTo', 'is before stayFrom');
    if (o.bookTo < o.bookFrom) err(file, 'bookTo', 'is before bookFrom');
  }
  for (const [k, venue] of Object.entries(files.venues)) {
    if (venue.route && !findRoute(venue.route)) err(`venues/${k}.yaml`, 'route', `names the page ${venue.route}, which the site has not`);
    if (!files.pages[venue.topic] && !files.pages[`hotel:${venue.topic}`]) err(`venues/${k}.yaml`, 'topic', `names pages/${venue.topic}.yaml, which does not exist`);
  }
  return errors;
}

const fileOf = (key: string) => `${key.replace(':', '--')}.yaml`;

function unique(rows: [file: string, field: string, value: string][], message: string, err: (file: string, field: string, message: string) => void) {
  const seen = new Map<string, string>();
  for (const [file, field, value] of rows) {
    const first = seen.get(value);
    if (first) err(file, field, `${message} (${first})`);
    else seen.set(value, file);
  }
}

/** The files of a folder that must be good (the repository's own content, in tests and tools): throws naming every error. */
export function mustLoad(dir: string, options: LoadOptions): ContentFiles {
  const result = loadContent(dir, options);
  if (!result.ok) throw new Error(`content in ${dir}:\n${result.errors.map((e) => `  ${e.file}${e.field ? ` ${e.field}` : ''}: ${e.message}`).join('\n')}`);
  return result.files;
}
