/**
 * The editing screen's collections, described once: one Decap CMS folder collection per kind of
 * content file (`CONTENT_KINDS` in shared/src/content/files.ts), each field of its schema with a
 * widget that fits it, in the schema's order (Decap writes the keys in this order, so a saved file
 * differs from the old one only where it was edited). Texts are an object of four fields, tr, en,
 * ru and de, so the languages are edited together. `decapConfig` makes Decap's config.yml of it;
 * `emptyRules` tells the page's script (admin-editing.js) what an emptied field becomes on save.
 * admin-config.test.ts checks this description against the schemas, so the two cannot drift.
 */
import yaml from 'js-yaml';
import { HOTEL_KEYS, type ContentKind } from '@nirvana/shared/content/files';
import { LOCALES, LOCALE_INFO } from '@nirvana/shared/locales';
import { ROUTES } from '@nirvana/shared/routes';
import type { EditingSettings } from './editing-settings';

type Widget = 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'image' | 'file' | 'datetime';

/** A field of Decap's config (`empty` is ours and is not sent to Decap). */
export interface EditorField {
  name: string;
  label: string;
  widget: Widget;
  /** Decap's default is true: the editor may not leave it empty. */
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  step?: number;
  value_type?: 'int' | 'float';
  default?: unknown;
  collapsed?: boolean;
  summary?: string;
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  picker_utc?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  modes?: string[];
  buttons?: string[];
  /** What the field becomes when saved empty: left out (an optional field) or `null` (a nullable one). */
  empty?: 'omit' | 'null';
}

export interface EditorCollection {
  name: ContentKind;
  label: string;
  label_singular: string;
  description: string;
  /** New files may be made (pages, policies, hotels and galleries are fixed by the site's routes). */
  create: boolean;
  delete: boolean;
  /** The field that names an entry (`name.en`); a new file's name comes from `slug`. */
  identifier_field: string;
  slug?: string;
  /** Where a new file goes inside the folder (`{{hotel}}/{{slug}}`: rooms/<hotel>/<file>.yaml). */
  path?: string;
  summary: string;
  sortable_fields?: string[];
  fields: EditorField[];
}

/** Where the editors' files are, relative to the repository root the editing backend writes into. */
export interface EditorPaths {
  /** The content folder (`content`). */
  contentFolder: string;
  /** The media library (`api/media`): pictures in `images/`, PDF files in `files/`. */
  mediaFolder: string;
}

const field = (name: string, label: string, widget: Widget, options: Partial<EditorField> = {}): EditorField => ({ name, label, widget, ...options });
const optional = (f: EditorField): EditorField => ({ ...f, required: false, empty: 'omit' });
const nullable = (f: EditorField): EditorField => ({ ...f, required: false, empty: 'null' });

const SLUG: [string, string] = ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'lower-case letters and digits, words joined by single dashes'];
// Decap checks a file widget's pattern against the file's name (the folder is public_folder's).
const PICTURE: [string, string] = ['^[a-z0-9][a-z0-9._-]*\\.(jpe?g|png|webp)$', 'a .jpg, .png or .webp file with a lower-case name'];
const PDF: [string, string] = ['^[a-z0-9][a-z0-9._-]*\\.pdf$', 'a PDF file with a lower-case name'];
const TIME: [string, string] = ['^([01]\\d|2[0-3]):[0-5]\\d$', 'a time such as 14:00'];
const MARKDOWN = { modes: ['rich_text', 'raw'], buttons: ['heading-two', 'bold', 'italic', 'link', 'bulleted-list', 'numbered-list'] };

/** A text in every language: one object of four fields (tr, en, ru, de) edited side by side. */
function texts(name: string, label: string, widget: 'string' | 'text' | 'markdown' = 'string', options: { optional?: boolean; hint?: string; pattern?: [string, string] } = {}): EditorField {
  const each = { ...(widget === 'markdown' ? MARKDOWN : {}), ...(options.pattern ? { pattern: options.pattern } : {}), ...(options.optional ? { required: false } : {}) };
  const object = field(name, label, 'object', {
    collapsed: false,
    ...(options.hint ? { hint: options.hint } : {}),
    fields: LOCALES.map((l) => field(l, LOCALE_INFO[l].name, widget, each)),
  });
  return options.optional ? optional(object) : object;
}

/** A list of lines in every language (each list may be empty). */
function textLists(name: string, label: string, options: { optional?: boolean; hint?: string } = {}): EditorField {
  const object = field(name, label, 'object', {
    collapsed: true,
    ...(options.hint ? { hint: options.hint } : {}),
    fields: LOCALES.map((l) => field(l, LOCALE_INFO[l].name, 'list', { required: false, default: [], field: field('line', 'Line', 'string') })),
  });
  return options.optional ? optional(object) : object;
}

const slugs = (hint: string) => texts('slug', 'Address (slug)', 'string', { pattern: SLUG, hint });
const picture = (name: string, label: string, hint?: string) => field(name, label, 'image', { choose_url: false, pattern: PICTURE, ...(hint ? { hint } : {}) });
const position = (hint = 'Its place in lists: 1 comes first.') => field('position', 'Position', 'number', { value_type: 'int', min: 1, hint });
const int = (name: string, label: string, min: number, max?: number, hint?: string) => field(name, label, 'number', { value_type: 'int', min, ...(max ? { max } : {}), ...(hint ? { hint } : {}) });
const euros = (name: string, label: string, hint: string) => field(name, label, 'number', { value_type: 'float', min: 0, step: 1, hint });
const hotelSelect = (name: string, label: string, options: Partial<EditorField> = {}) => field(name, label, 'select', { options: [...HOTEL_KEYS], ...options });
/** A day (2026-12-25), kept as that string. */
const day = (name: string, label: string) => field(name, label, 'datetime', { format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false });
/** A moment in UTC, kept as ISO 8601 with Z (2026-12-31T21:00:00.000Z). */
const moment = (name: string, label: string) =>
  field(name, label, 'datetime', { format: 'YYYY-MM-DDTHH:mm:ss.SSS[Z]', picker_utc: true, hint: 'In UTC: Türkiye is UTC+3, so 21:00 UTC is midnight there.' });

/** The collections of the editing screen, one per kind, with paths relative to the repository root. */
export function editorCollections({ mediaFolder }: Pick<EditorPaths, 'mediaFolder'>): EditorCollection[] {
  const pdf = (name: string, label: string) => field(name, label, 'file', { choose_url: false, pattern: PDF, media_folder: `/${mediaFolder}/files`, public_folder: '/media/files' });
  const routeIds = ROUTES.map((r) => r.id as string);
  return [
    {
      name: 'hotels', label: 'Hotels', label_singular: 'Hotel', description: 'What each hotel and the group say of themselves, and their first screen.',
      create: false, delete: false, identifier_field: 'tagline.en', summary: '{{filename}}',
      fields: [
        texts('tagline', 'Tagline'),
        texts('lead', 'Lead', 'text'),
        texts('body', 'Body', 'text'),
        field('heroPictures', 'First-screen pictures', 'list', { min: 1, max: 6, field: picture('picture', 'Picture') }),
        { ...optional(field('heroVideo', 'First-screen video', 'string', { pattern: ['^[a-z0-9-]+$', 'the name of a video of the media library'] })), hint: 'The name of a video in api/media/videos; empty: none.' },
        picture('headerPicture', 'Header picture'),
        optional(field('checkinTime', 'Check-in time', 'string', { pattern: TIME })),
        optional(field('checkoutTime', 'Check-out time', 'string', { pattern: TIME })),
        optional(int('starRating', 'Stars', 1, 5)),
        optional(field('arrival', 'Arrival guide', 'object', {
          hint: 'The contact page\'s "Getting here": distances and drive times, and how transfers are arranged. Hotels only.',
          fields: [
            // Required once there is a guide, which itself may be left out: not required, and no rule of its own for an emptied value.
            { ...texts('transfer', 'Transfers', 'text', { optional: true }), empty: undefined },
            field('places', 'From', 'list', {
              required: false, min: 1, max: 8, summary: '{{fields.name.en}}: {{fields.km}} km',
              fields: [texts('name', 'Place'), field('km', 'Distance (km)', 'number', { value_type: 'float', min: 0, max: 1000 }), int('minutes', 'Drive (minutes)', 1, 600)],
            }),
          ],
        })),
      ],
    },
    {
      name: 'rooms', label: 'Rooms', label_singular: 'Room', description: 'Each hotel\'s rooms, their words and nightly price (rooms/<hotel>/<room>.yaml).',
      create: true, delete: true, identifier_field: 'name.en', slug: '{{fields.slug.en}}', path: '{{hotel}}/{{slug}}', summary: '{{name.en}} ({{dirname}})',
      sortable_fields: ['position'],
      fields: [
        hotelSelect('hotel', 'Hotel', { hint: 'A new room is filed under its hotel; moving a room to another hotel is done in the files.' }),
        position(),
        field('code', 'Kind', 'select', { options: ['STANDARD', 'DELUXE', 'FAMILY', 'SUITE', 'VILLA'] }),
        picture('picture', 'Picture'),
        picture('outlookPicture', 'Outlook picture', 'What the room looks out on.'),
        int('sizeM2', 'Size (m²)', 1),
        int('maxOccupancy', 'Guests at most', 1, 12),
        euros('price', 'Price (EUR)', 'The flexible plan\'s nightly price for two; the other plans follow their factor.'),
        slugs('The end of the room\'s address in each language.'),
        texts('name', 'Name'),
        texts('summary', 'Summary', 'text'),
        texts('details', 'Details', 'text'),
        texts('bed', 'Bed'),
        texts('view', 'View'),
        textLists('amenities', 'Amenities'),
        texts('outlookAlt', 'Outlook picture\'s description', 'string', { hint: 'What the outlook picture shows, for those who cannot see it.' }),
        optional(field('gallery', 'Gallery', 'list', {
          max: 12, summary: '{{fields.alt.en}}', hint: 'The room\'s own pictures after its main one (bathroom, balcony, corners), each with what it shows.',
          fields: [picture('picture', 'Picture'), texts('alt', 'What it shows')],
        })),
      ],
    },
    {
      name: 'plans', label: 'Rate plans', label_singular: 'Rate plan', description: 'The rate plans every room is sold with.',
      create: true, delete: true, identifier_field: 'name.en', slug: '{{fields.code | lower}}', summary: '{{name.en}} ({{code}})', sortable_fields: ['position'],
      fields: [
        field('code', 'Code', 'string', { pattern: ['^[A-Z0-9-]+$', 'capital letters, digits and dashes'] }),
        position(),
        field('factor', 'Price factor', 'number', { value_type: 'float', min: 0.1, max: 3, step: 0.05, hint: 'Its price against the room\'s price: 1 is the room\'s price, 0.9 ten percent less.' }),
        texts('name', 'Name'),
        texts('description', 'Description', 'text'),
        texts('board', 'Board'),
        texts('cancellation', 'Cancellation', 'text'),
      ],
    },
    {
      name: 'venues', label: 'Restaurants, bars and spa', label_singular: 'Venue', description: 'Restaurants, bars, cafés and spa venues, and the hotels that have them.',
      create: true, delete: true, identifier_field: 'subtitle.en', slug: '{{topic}}', summary: '{{filename}}: {{subtitle.en}}', sortable_fields: ['position'],
      fields: [
        position(),
        hotelSelect('hotels', 'Hotels', { multiple: true, min: 1, max: 3 }),
        field('kind', 'Kind', 'select', { options: ['restaurant', 'bar', 'cafe', 'spa'] }),
        picture('picture', 'Picture'),
        field('hours', 'Opening hours', 'string'),
        optional(field('reservations', 'Takes bookings', 'boolean', { hint: 'Restaurants book tables and spas treatments unless this is off (room service, a gym); bars and cafés never do.' })),
        field('topic', 'Page text', 'string', { pattern: SLUG, hint: 'The page text that describes it: the name of a file in Pages.' }),
        nullable(field('route', 'Its page', 'select', { options: routeIds, hint: 'The page of the site that is its own; empty: none.' })),
        texts('name', 'Name', 'string', { optional: true, hint: 'Empty in every language: the page text\'s title is its name.' }),
        texts('subtitle', 'Subtitle'),
        texts('text', 'Text', 'text', { optional: true }),
        optional(pdf('menu', 'Menu (PDF)')),
      ],
    },
    {
      name: 'treatments', label: 'Spa treatments', label_singular: 'Treatment', description: 'The spa\'s treatments, and the hotels whose spa gives each.',
      create: true, delete: true, identifier_field: 'name.en', slug: '{{fields.name.en}}', summary: '{{name.en}}', sortable_fields: ['position'],
      fields: [
        position(),
        hotelSelect('hotels', 'Hotels', { multiple: true, min: 1, max: 3 }),
        int('minutes', 'Minutes', 5),
        euros('price', 'Price (EUR)', 'The treatment\'s price.'),
        picture('picture', 'Picture'),
        texts('name', 'Name'),
        texts('text', 'Text', 'text'),
      ],
    },
    {
      name: 'certificates', label: 'Certificates', label_singular: 'Certificate', description: 'The certificates and statements the site offers as PDF files.',
      create: true, delete: true, identifier_field: 'title.en', slug: '{{fields.title.en}}', summary: '{{title.en}} ({{year}})', sortable_fields: ['position'],
      fields: [
        position(),
        pdf('file', 'File (PDF)'),
        int('year', 'Year', 1900, 2100),
        texts('title', 'Title'),
        texts('issuer', 'Issuer'),
      ],
    },
    {
      name: 'events', label: 'Events', label_singular: 'Event', description: 'Events with their dates; after its end an event leaves every list.',
      create: true, delete: true, identifier_field: 'title.en', slug: '{{fields.slug.en}}', summary: '{{title.en}} ({{startsAt | date(\'YYYY-MM-DD\')}})',
      fields: [
        int('id', 'Number', 1, undefined, 'A number no other event has.'),
        field('hotel', 'Hotel', 'select', { options: [...HOTEL_KEYS, 'group'] }),
        texts('venue', 'Place'),
        picture('picture', 'Picture'),
        moment('startsAt', 'Starts'),
        moment('endsAt', 'Ends'),
        slugs('The end of the event\'s address in each language.'),
        texts('title', 'Title'),
        texts('lead', 'Lead', 'text'),
        texts('body', 'Body', 'text'),
      ],
    },
    {
      name: 'offers', label: 'Offers', label_singular: 'Offer', description: 'Special offers: on the campaign pages they name, or on a page of their own (slug, title, lead, body, picture).',
      create: true, delete: true, identifier_field: 'stayFrom', slug: '{{fields.slug.en | default(\'offer\')}}', summary: '{{filename}}',
      fields: [
        optional(field('pages', 'Campaign pages', 'select', { options: routeIds, multiple: true, hint: 'The fixed campaign pages that carry it.' })),
        { ...texts('slug', 'Address (slug)', 'string', { optional: true, pattern: SLUG }), hint: 'An offer with an address has a page of its own.' },
        texts('title', 'Title', 'string', { optional: true }),
        texts('lead', 'Lead', 'text', { optional: true }),
        texts('body', 'Body', 'text', { optional: true }),
        optional(picture('picture', 'Picture')),
        hotelSelect('hotels', 'Hotels', { multiple: true, min: 1, max: 3 }),
        day('stayFrom', 'Stay from'),
        day('stayTo', 'Stay until'),
        day('bookFrom', 'Book from'),
        day('bookTo', 'Book until'),
        nullable(int('discountPercent', 'Discount (%)', 1, 90, 'Empty: no discount is shown.')),
        field('priceFrom', 'Show the lowest price as "from"', 'boolean', { default: false }),
        int('nights', 'Nights', 1, 60),
        textLists('terms', 'Terms'),
      ],
    },
    {
      name: 'pages', label: 'Page texts', label_singular: 'Page text', description: 'The words of the site\'s pages (group--x is the group\'s page x, hotel--x each hotel\'s).',
      create: false, delete: false, identifier_field: 'title.en', summary: '{{filename}}: {{title.en}}',
      fields: [
        texts('title', 'Title'),
        texts('lead', 'Lead', 'text'),
        texts('body', 'Body', 'text'),
        textLists('highlights', 'Highlights', { optional: true }),
      ],
    },
    {
      name: 'policies', label: 'Policies', label_singular: 'Policy', description: 'The long texts (privacy, cookies, terms…) in Markdown.',
      create: false, delete: false, identifier_field: 'body.en', summary: '{{filename}}',
      fields: [
        texts('body', 'Text', 'markdown', {
          hint: 'Markdown. Each line that starts with "## " starts a section (the page lists them as its contents). {address}, {email} and {phone} are filled in from the contact facts.',
        }),
      ],
    },
    {
      name: 'galleries', label: 'Galleries', label_singular: 'Gallery', description: 'Each hotel\'s and the group\'s gallery, by category.',
      create: false, delete: false, identifier_field: 'categories', summary: '{{filename}}',
      fields: [
        field('categories', 'Categories', 'list', {
          min: 1, max: 12, summary: '{{fields.name.en}}',
          fields: [
            field('key', 'Key', 'string', { pattern: SLUG }),
            texts('name', 'Name'),
            optional(field('rooms', 'Shows the hotel\'s rooms', 'boolean', { hint: 'The category lists the hotel\'s rooms with their pictures.' })),
            field('pictures', 'Pictures', 'list', {
              required: false, default: [], summary: '{{fields.caption.en}}',
              fields: [picture('picture', 'Picture'), texts('caption', 'Caption')],
            }),
          ],
        }),
      ],
    },
  ];
}

/** A field without what only we read. */
function decapField({ empty: _empty, ...rest }: EditorField): Omit<EditorField, 'empty'> {
  return { ...rest, ...(rest.fields ? { fields: rest.fields.map(decapField) } : {}), ...(rest.field ? { field: decapField(rest.field) } : {}) };
}

/** Decap CMS's configuration (config.yml) for these settings. */
export function decapConfig(editing: EditingSettings, paths: EditorPaths, siteUrl: string | null): Record<string, unknown> {
  const { git } = editing;
  const backend = git.host === 'github'
    ? { name: 'github', ...(git.repo ? { repo: git.repo } : {}), branch: git.branch, ...(git.authUrl ? { base_url: git.authUrl } : {}) }
    : { name: 'gitlab', ...(git.repo ? { repo: git.repo } : {}), branch: git.branch, auth_type: 'pkce', ...(git.appId ? { app_id: git.appId } : {}) };
  return {
    backend,
    ...(editing.localBackend ? { local_backend: { url: editing.localBackend, ...(editing.localHosts.length ? { allowed_hosts: editing.localHosts } : {}) } } : {}),
    media_folder: `${paths.mediaFolder}/images`,
    public_folder: '/media/images',
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    locale: 'en',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: editorCollections(paths).map(({ fields, ...collection }) => ({
      ...collection,
      folder: `${paths.contentFolder}/${collection.name}`,
      format: 'yaml',
      extension: 'yaml',
      fields: fields.map(decapField),
    })),
  };
}

/** config.yml's text. */
export function decapConfigYaml(editing: EditingSettings, paths: EditorPaths, siteUrl: string | null): string {
  return yaml.dump(decapConfig(editing, paths, siteUrl), { lineWidth: -1, noRefs: true });
}

/** A field that is left out or set to null when saved empty: its path (`*` for each item of a list) and label. */
export interface EmptyRule {
  path: string[];
  label: string;
  empty: 'omit' | 'null';
  /** A text in every language: its languages, all written or none (a list may be empty in one language). */
  languages?: string[];
}

/**
 * The order of the keys inside objects (a text's languages, a gallery's category and picture), in
 * the description's order: the page's YAML writer keeps each file's nested keys so (Decap gives the
 * top level's order itself).
 */
export function nestedKeyOrder(paths: Pick<EditorPaths, 'mediaFolder'>): string[] {
  const names: string[] = [];
  // Each nested list's names keep their order: a name not placed yet goes just before the first
  // of its later siblings already placed (a gallery category's `key` before the `name` an arrival
  // place brought in earlier), else just after its earlier ones.
  const place = (list: string[]) => list.forEach((n, i) => {
    if (names.includes(n)) return;
    const next = list.slice(i + 1).find((m) => names.includes(m));
    const before = list.slice(0, i).reverse().find((m) => names.includes(m));
    names.splice(next !== undefined ? names.indexOf(next) : before !== undefined ? names.indexOf(before) + 1 : names.length, 0, n);
  });
  const walk = (fields: EditorField[], nested: boolean) => {
    if (nested) place(fields.map((f) => f.name));
    for (const f of fields) if (f.fields) walk(f.fields, true);
  };
  for (const c of editorCollections(paths)) walk(c.fields, false);
  return names;
}

/** Each collection's fields that an empty value leaves out or sets to null (the page's script applies them before a save). */
export function emptyRules(paths: Pick<EditorPaths, 'mediaFolder'>): Record<string, EmptyRule[]> {
  const walk = (fields: EditorField[], at: string[]): EmptyRule[] => fields.flatMap((f) => {
    const path = [...at, f.name];
    const languages = f.fields?.every((x) => x.widget !== 'list' && !x.fields) ? { languages: f.fields.map((x) => x.name) } : {};
    const own: EmptyRule[] = f.empty ? [{ path, label: f.label, empty: f.empty, ...languages }] : [];
    const inner = f.fields ? walk(f.fields, f.widget === 'list' ? [...path, '*'] : path) : [];
    return [...own, ...inner];
  });
  return Object.fromEntries(editorCollections(paths).map((c) => [c.name, walk(c.fields, [])]));
}
