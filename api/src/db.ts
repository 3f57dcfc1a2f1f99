/** The SQLite database: opening with durable settings, and the schema. */
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

/** Content tables are dropped and rebuilt by the seed; write tables are never touched by it. */
export const CONTENT_SCHEMA = `
CREATE TABLE properties (id INTEGER PRIMARY KEY, slug TEXT, doc TEXT NOT NULL);
CREATE TABLE static_maps (property_id INTEGER PRIMARY KEY, svg TEXT NOT NULL);
CREATE TABLE pages (id INTEGER NOT NULL, locale TEXT NOT NULL, url TEXT NOT NULL, property_id INTEGER NOT NULL,
  route_id TEXT NOT NULL, category TEXT, dated INTEGER NOT NULL DEFAULT 0, doc TEXT NOT NULL, PRIMARY KEY (locale, url));
CREATE INDEX pages_by_id ON pages (id, locale);
CREATE TABLE special_pages (key TEXT NOT NULL, locale TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (key, locale));
CREATE TABLE menus (property_id INTEGER NOT NULL, locale TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (property_id, locale));
CREATE TABLE rooms (id INTEGER NOT NULL, locale TEXT NOT NULL, property_id INTEGER NOT NULL, slug TEXT NOT NULL, position INTEGER NOT NULL,
  doc TEXT NOT NULL, PRIMARY KEY (id, locale), UNIQUE (property_id, locale, slug));
CREATE TABLE room_plans (room_id INTEGER NOT NULL, locale TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (room_id, locale));
CREATE TABLE story_groups (id INTEGER NOT NULL, property_id INTEGER NOT NULL, locale TEXT NOT NULL, platform TEXT NOT NULL,
  position INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (id, locale));
CREATE TABLE gallery_categories (id INTEGER NOT NULL, gallery_id INTEGER NOT NULL, locale TEXT NOT NULL, position INTEGER NOT NULL,
  doc TEXT NOT NULL, PRIMARY KEY (id, locale));
CREATE TABLE gallery_files (id INTEGER NOT NULL, gallery_id INTEGER NOT NULL, category_id INTEGER NOT NULL, locale TEXT NOT NULL,
  position INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (id, locale));
CREATE INDEX gallery_files_by_gallery ON gallery_files (gallery_id, locale, position);
CREATE TABLE events (id INTEGER NOT NULL, publisher_id INTEGER NOT NULL, locale TEXT NOT NULL, slug TEXT NOT NULL,
  starts_at TEXT NOT NULL, ends_at TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (id, locale), UNIQUE (publisher_id, locale, slug));
CREATE TABLE offers (key TEXT NOT NULL, locale TEXT NOT NULL, position INTEGER NOT NULL, book_to TEXT NOT NULL, doc TEXT NOT NULL,
  PRIMARY KEY (key, locale));
CREATE TABLE category_contents (page_id INTEGER NOT NULL, kind TEXT NOT NULL, locale TEXT NOT NULL, doc TEXT NOT NULL,
  PRIMARY KEY (page_id, kind, locale));
`;
export const CONTENT_TABLES = ['properties', 'pages', 'special_pages', 'menus', 'rooms', 'room_plans', 'story_groups', 'gallery_categories',
  'gallery_files', 'events', 'offers', 'category_contents', 'static_maps'];

const WRITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  property_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (email, property_id)
);
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  fingerprint TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  ref_id INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS mail_outbox_ref ON mail_outbox (kind, ref_id);
`;

/**
 * Columns added to the write tables after they first shipped (a database made before gets them on
 * start): the subscription's double opt-in state and the consent record (page, confirmation), the
 * page a message was sent from.
 */
const ADDED_COLUMNS: [table: string, column: string, definition: string][] = [
  ['newsletter_subscriptions', 'status', "TEXT NOT NULL DEFAULT 'pending'"],
  ['newsletter_subscriptions', 'page', 'TEXT'],
  ['newsletter_subscriptions', 'confirmed_at', 'TEXT'],
  ['newsletter_subscriptions', 'confirm_sent_at', 'TEXT'],
  ['contact_messages', 'page', 'TEXT'],
];

function addMissingColumns(db: Db) {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    if (!columns.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/**
 * Opens (creating when missing) the database: WAL with synchronous=FULL, so a write that was
 * acknowledged has reached the disk and survives a crash or SIGKILL of the process. A folder and
 * file it creates are its owner's only (0700, 0600; SQLite gives its WAL and shared-memory files the
 * database file's mode).
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(WRITE_SCHEMA);
  addMissingColumns(db);
  return db;
}

export function getMeta(db: Db, key: string): string | undefined {
  return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}
export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
