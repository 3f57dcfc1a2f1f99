/**
 * The staff's commands on the API's database (API_DB_PATH, as the server reads it):
 *   npm run erase -w api -- <address>                          every row of the address
 *   npm run export -w api -- subscribers [--property <id>]     confirmed subscribers, CSV on stdout
 *   npm run export -w api -- messages [--property <id>]        contact messages, CSV on stdout
 *   npm run retention -w api                                   delete what the policy says is due
 */
import { openDatabase } from '../db';
import { readSettings, SettingsError } from '../settings';
import { eraseAddress } from './erase';
import { messagesCsv, subscribersCsv } from './export';
import { runRetention } from './retention';

function usage(message: string): never {
  console.error(`${message}\nusage: erase <address> | export subscribers|messages [--property <id>] | retention`);
  process.exit(2);
}

function main(argv: string[]) {
  let settings;
  try {
    settings = readSettings();
  } catch (error) {
    if (error instanceof SettingsError) usage(`bad setting: ${error.message}`);
    throw error;
  }
  const [command, ...rest] = argv;
  const db = openDatabase(settings.dbPath);
  try {
    if (command === 'erase') {
      const address = rest.join(' ').trim();
      if (!address.includes('@')) usage('erase needs an e-mail address');
      const done = eraseAddress(db, address);
      console.log(`erased ${done.subscriptions} subscription(s) and ${done.messages} message(s)`);
    } else if (command === 'export') {
      const [what, flag, value] = rest;
      const property = flag === '--property' ? Number(value) : null;
      if (flag !== undefined && (flag !== '--property' || !Number.isInteger(property))) usage('--property takes a property id');
      if (what === 'subscribers') process.stdout.write(subscribersCsv(db, property));
      else if (what === 'messages') process.stdout.write(messagesCsv(db, property));
      else usage('export what? subscribers or messages');
    } else if (command === 'retention') {
      const done = runRetention(db);
      console.log(`retention: deleted ${done.messages} message(s) past two years and ${done.pendingSubscriptions} unconfirmed subscription(s)`);
    } else {
      usage(`unknown command ${command ?? ''}`);
    }
  } finally {
    db.close();
  }
}

main(process.argv.slice(2));
