/**
 * Reads the content files (content/ at the repository's root, or CONTENT_DIR): each YAML file
 * parsed, checked against its kind's struct in shared (`CONTENT_KINDS`), then against the others
 * (a picture that exists, a hotel's rooms, a route that exists, ids and slugs that differ). An error
 * names the file, the field and what is wrong; a load with any error gives no content at all, so
 * the store keeps what it had (api/src/content/store.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import yaml from 'js-yaml';
import { StructError, validate } from 'superstruct';
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
      const [error, value] = validate(doc, CONTENT_KINDS[kind] as never);
      if (error) {
        errors.push(...describe(file, error));
        continue;
      }
      (files[kind] as Record<string, unknown>)[keyOf(join(dir, kind), path)] = value;
    }
  }
  if (errors.length === 0) errors.push(...crossCheck(files, options));
  return errors.length ? { ok: false, errors } : { ok: true, files, revision: hash.digest('base64url').slice(0, 16), fileCount };
}

function describe(file: string, error: StructError): ContentError[] {
  return error.failures().map((f) => {
    const field = f.path.length ? f.path.join('.') : null;
    let message: string;
    if (f.value === undefined && f.type !== 'never') message = 'is missing';
    else if (f.type === 'never') message = 'is no field of this kind of file (a typo?)';
    else if (f.refinement === 'pattern' && /picture|Picture/.test(String(f.key))) message = `is no picture of the media library ("/media/images/<name>.jpg"), got ${JSON.stringify(f.value)}`;
    else message = f.message.replace(/^Expected/, 'expected');
    return { file, field, message };
  });
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
      for (const [k, v] of Object.entries(value)) walk(kind, key, v, [...at, k]);
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
  for (const [k, v] of Object.entries(files.venues)) {
    if (v.route && !findRoute(v.route)) err(`venues/${k}.yaml`, 'route', `names the page ${v.route}, which the site has not`);
    if (!files.pages[v.topic] && !files.pages[`hotel:${v.topic}`]) err(`venues/${k}.yaml`, 'topic', `names pages/${v.topic}.yaml, which does not exist`);
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
