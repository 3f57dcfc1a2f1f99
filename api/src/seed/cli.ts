/** `npm run seed`: rebuilds the seeded content of the database named by API_DB_PATH (writes are kept). */
import { openDatabase } from '../db';
import { readSettings, SettingsError } from '../settings';
import { seedDatabase } from './index';

try {
  const settings = readSettings();
  const db = openDatabase(settings.dbPath);
  const report = seedDatabase(db);
  db.close();
  console.log(`Seeded ${settings.dbPath}: ${report.pages} pages, ${report.rooms} rooms, ${report.events} events in ${report.ms} ms`);
} catch (error) {
  console.error(error instanceof SettingsError ? `Bad setting: ${error.message}` : error);
  process.exit(1);
}
