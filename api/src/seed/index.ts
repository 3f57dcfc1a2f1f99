/** Writes the composed content into the database: content tables rebuilt in one transaction, writes kept. */
import { CONTENT_SCHEMA, CONTENT_TABLES, setMeta, type Db } from '../db';
import type { Seed } from './build';
import { proseReplacer } from './typography';

export interface SeedReport { ms: number; pages: number; rooms: number; events: number; offers: number }

/** Replaces every content table with the documents of one content revision (subscriptions and messages stay). */
export function seedDatabase(db: Db, seed: Seed, revision: string): SeedReport {
  const started = performance.now();
  const now = new Date();
  // Every document's prose keeps short hyphenated word parts on one line (typography.ts).
  const json = (v: unknown) => JSON.stringify(v, proseReplacer);
  db.transaction(() => {
    for (const table of CONTENT_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(CONTENT_SCHEMA);
    const insert = (sql: string) => db.prepare(sql);
    const props = insert('INSERT INTO properties (id, slug, doc) VALUES (?, ?, ?)');
    for (const p of seed.properties) props.run(p.id, p.slug, json(p.doc));
    const pages = insert('INSERT INTO pages (id, locale, url, property_id, route_id, category, dated, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (const p of seed.pages) pages.run(p.id, p.locale, p.url, p.propertyId, p.routeId, p.category, p.dated ? 1 : 0, json(p.doc));
    const special = insert('INSERT INTO special_pages (key, locale, doc) VALUES (?, ?, ?)');
    for (const p of seed.specialPages) special.run(p.key, p.locale, json(p.doc));
    const menus = insert('INSERT INTO menus (property_id, locale, doc) VALUES (?, ?, ?)');
    for (const m of seed.menus) menus.run(m.propertyId, m.locale, json(m.doc));
    const rooms = insert('INSERT INTO rooms (id, locale, property_id, slug, position, doc) VALUES (?, ?, ?, ?, ?, ?)');
    for (const r of seed.rooms) rooms.run(r.id, r.locale, r.propertyId, r.slug, r.position, json(r.doc));
    const plans = insert('INSERT INTO room_plans (room_id, locale, doc) VALUES (?, ?, ?)');
    for (const p of seed.roomPlans) plans.run(p.roomId, p.locale, json(p.doc));
    const stories = insert('INSERT INTO story_groups (id, property_id, locale, platform, position, doc) VALUES (?, ?, ?, ?, ?, ?)');
    for (const s of seed.storyGroups) stories.run(s.id, s.propertyId, s.locale, s.platform, s.position, json(s.doc));
    const cats = insert('INSERT INTO gallery_categories (id, gallery_id, locale, position, doc) VALUES (?, ?, ?, ?, ?)');
    for (const c of seed.galleryCategories) cats.run(c.id, c.galleryId, c.locale, c.position, json(c.doc));
    const files = insert('INSERT INTO gallery_files (id, gallery_id, category_id, locale, position, doc) VALUES (?, ?, ?, ?, ?, ?)');
    for (const f of seed.galleryFiles) files.run(f.id, f.galleryId, f.categoryId, f.locale, f.position, json(f.doc));
    const events = insert('INSERT INTO events (id, publisher_id, locale, slug, starts_at, ends_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const e of seed.events) events.run(e.id, e.publisherId, e.locale, e.slug, e.doc.startsAt, e.doc.endsAt, json(e.doc));
    const offers = insert('INSERT INTO offers (key, locale, position, book_to, doc) VALUES (?, ?, ?, ?, ?)');
    for (const o of seed.offers) offers.run(o.key, o.locale, o.position, o.doc.offer.bookTo, json(o.doc));
    const cc = insert('INSERT INTO category_contents (page_id, kind, locale, doc) VALUES (?, ?, ?, ?)');
    for (const c of seed.categoryContents) cc.run(c.pageId, c.kind, c.locale, json(c.doc));
    const maps = insert('INSERT INTO static_maps (property_id, svg) VALUES (?, ?)');
    for (const m of seed.staticMaps) maps.run(m.propertyId, m.svg);
    setMeta(db, 'content_revision', revision);
    setMeta(db, 'content_loaded_at', now.toISOString());
  })();
  return { ms: Math.round(performance.now() - started), pages: seed.pages.length, rooms: new Set(seed.rooms.map((r) => r.id)).size, events: new Set(seed.events.map((e) => e.id)).size, offers: new Set(seed.offers.map((o) => o.key)).size };
}
