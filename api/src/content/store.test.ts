/**
 * The content store over a copy of content/: a good change is served with a new revision, each
 * time a tool saves by renaming over the file (the second save too) and in a folder made after the
 * watch began; a change with an error keeps the last good content and names file and field.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase, type Db } from '../db';
import { API_DIR, REPO_ROOT } from '../settings';
import { createContentStore, type ContentStore } from './store';

let dir: string;
let db: Db;
let store: ContentStore;
const warnings: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nirvana-store-'));
  cpSync(join(REPO_ROOT, 'content'), join(dir, 'content'), { recursive: true });
  db = openDatabase(':memory:');
  store = createContentStore({ db, dir: join(dir, 'content'), mediaDir: join(API_DIR, 'media'), log: { warn: (m) => warnings.push(m), info: () => {} }, settleMs: 50 });
  await store.load();
  store.watch();
});
afterEach(async () => {
  await store.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Saves as editors' tools do: a new file renamed over the old one. */
function save(file: string, text: string) {
  const path = join(dir, 'content', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}
const read = (file: string) => readFileSync(join(dir, 'content', file), 'utf8');
const roomName = (slug: string) => (db.prepare("SELECT json_extract(doc, '$.name') AS name FROM rooms WHERE property_id = 2 AND locale = 'en' AND slug = ?").get(slug) as { name: string } | undefined)?.name;

async function until(check: () => boolean, ms = 3_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

test('each save of a file is served, the second one too, with a new revision', async () => {
  const first = store.status().revision;
  expect(first).toMatch(/^[\w-]{16}$/);
  const file = 'rooms/nirvana-cosmopolitan/deluxe.yaml';
  const text = read(file);
  save(file, text.replace('en: Deluxe Sea View Room', 'en: Deluxe Bay Room'));
  await until(() => roomName('deluxe-sea-view-room') === 'Deluxe Bay Room');
  const second = store.status().revision;
  expect(second).not.toBe(first);
  save(file, text.replace('en: Deluxe Sea View Room', 'en: Deluxe Lara Room'));
  await until(() => roomName('deluxe-sea-view-room') === 'Deluxe Lara Room');
  expect(store.status().revision).not.toBe(second);
  // The same room at another hotel is its own file.
  expect(db.prepare("SELECT json_extract(doc, '$.name') AS name FROM rooms WHERE property_id = 3 AND locale = 'en' AND slug = 'deluxe-sea-view-room'").get()).toEqual({ name: 'Deluxe Sea View Room' });
});

test('a room added in a new file is served; one with an error keeps the last good content and names file and field', async () => {
  const twin = read('rooms/nirvana-cosmopolitan/twin.yaml');
  save('rooms/nirvana-cosmopolitan/loft.yaml', twin.replace('position: 2', 'position: 9').replace(/en: twin-room/, 'en: loft-room')
    .replace('tr: twin-oda', 'tr: loft-oda').replace('ru: nomer-tvin', 'ru: loft').replace('de: zweibettzimmer', 'de: loft-zimmer').replace('en: Twin Room', 'en: Loft Room'));
  await until(() => roomName('loft-room') === 'Loft Room');
  const good = store.status().revision;
  save('rooms/nirvana-cosmopolitan/loft.yaml', twin.replace('position: 2', 'position: 3'));
  await until(() => store.status().errors.length > 0);
  expect(store.status().errors).toEqual(expect.arrayContaining([
    expect.objectContaining({ file: 'rooms/nirvana-cosmopolitan/loft.yaml', field: 'position', message: expect.stringMatching(/another room of this hotel has this position/) }),
    // The second file of the two that share an address is named, the first in the message.
    expect.objectContaining({ file: 'rooms/nirvana-cosmopolitan/twin.yaml', field: 'slug.en', message: expect.stringMatching(/another room of this hotel has this address \(rooms\/nirvana-cosmopolitan\/loft\.yaml\)/) }),
  ]));
  expect(store.status().revision).toBe(good);
  expect(roomName('loft-room')).toBe('Loft Room');
  expect(warnings.some((w) => w.includes('loft.yaml position'))).toBe(true);
});

test('an event moved into the past is served with the dates as written', async () => {
  const file = 'events/jazz-weekend-on-the-pier.yaml';
  save(file, read(file).replace(/startsAt: .*/, 'startsAt: "2025-06-14T19:00:00.000Z"').replace(/endsAt: .*/, 'endsAt: "2025-06-16T19:00:00.000Z"'));
  await until(() => (db.prepare("SELECT json_extract(doc, '$.startsAt') AS s FROM events WHERE id = 3 AND locale = 'en'").get() as { s: string }).s.startsWith('2025'));
  expect(store.status().errors).toEqual([]);
});

test('a treatment given by one hotel\'s spa shows on that hotel\'s spa page only', async () => {
  const file = 'treatments/couples-spa.yaml';
  const spaTitles = (propertyId: number) => (db.prepare(`SELECT c.doc FROM category_contents c JOIN pages p ON p.id = c.page_id AND p.locale = c.locale
    WHERE c.kind = 'spa' AND c.locale = 'en' AND p.property_id = ?`).all(propertyId) as { doc: string }[]).flatMap((r) => (JSON.parse(r.doc) as { items: { title: string }[] }).items.map((i) => i.title));
  expect(spaTitles(2)).toContain('Provence Ritual for Couples');
  save(file, read(file).replace(/^hotels:\n( {2}- .*\n)+/m, 'hotels:\n  - nirvana-mediterranean-excellence\n'));
  await until(() => !spaTitles(2).includes('Provence Ritual for Couples'));
  expect(spaTitles(1)).toContain('Provence Ritual for Couples');
  expect(spaTitles(3)).not.toContain('Provence Ritual for Couples');
});
