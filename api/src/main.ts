/** Starts the content API with settings from the environment (see README). */
import { buildApiServer } from './server';
import { readSettings, SettingsError } from './settings';
import { TRUST_PROXY_UNSET_WARNING } from './http/forwarded';

async function main() {
  let settings;
  try {
    settings = readSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`nirvana-api: bad setting: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApiServer(settings);
  if (!process.env.API_TRUST_PROXY?.trim()) app.log.warn(TRUST_PROXY_UNSET_WARNING);
  if (app.seedReport) console.log(`nirvana-api: seeded ${settings.dbPath} (${app.seedReport.pages} pages) in ${app.seedReport.ms} ms`);
  console.log(`nirvana-api: ${app.mailReport.describe}`);
  if (app.mailReport.secretGenerated) console.log(`nirvana-api: generated the link secret in ${settings.mail.dataDir} (set LINK_SECRET to choose it)`);
  const address = await app.listen({ port: settings.port, host: settings.host });
  console.log(`nirvana-api: listening on ${address}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((error) => {
  console.error('nirvana-api: failed to start:', error);
  process.exit(1);
});
