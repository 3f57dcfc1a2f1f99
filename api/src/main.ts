/** Starts the content API with settings from the environment (see README). */
import { buildApiServer } from './server';
import { isUnset, settingsOrExit } from '@nirvana/shared/server-env';
import { readSettings } from './settings';
import { TRUST_PROXY_UNSET_WARNING } from './http/forwarded';

async function main() {
  // A bad variable: `nirvana-api: bad setting: …` and exit code 2, as the shell server does.
  const settings = settingsOrExit('nirvana-api', () => readSettings());
  const app = await buildApiServer(settings);
  if (isUnset(process.env.API_TRUST_PROXY)) app.log.warn(TRUST_PROXY_UNSET_WARNING);
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
