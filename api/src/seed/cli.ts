/** `npm run seed`: loads the content files into the database named by API_DB_PATH (writes are kept), or says what is wrong with them. */
import { join } from 'node:path';
import { createContentStore } from '../content/store';
import { openDatabase } from '../db';
import { API_DIR, readSettings, SettingsError } from '../settings';

async function main() {
  const settings = readSettings();
  const db = openDatabase(settings.dbPath);
  const store = createContentStore({ db, dir: settings.contentDir, mediaDir: join(API_DIR, 'media'), log: { warn: console.error, info: console.log } });
  const report = await store.load();
  const { revision, errors } = store.status();
  db.close();
  if (errors.length) process.exit(1);
  console.log(report ? `Loaded ${settings.contentDir} into ${settings.dbPath}: ${report.pages} pages, ${report.rooms} rooms, ${report.events} events in ${report.ms} ms`
    : `${settings.dbPath} already holds revision ${revision} of ${settings.contentDir}`);
}
main().catch((error) => {
  console.error(error instanceof SettingsError ? `Bad setting: ${error.message}` : error);
  process.exit(1);
});
