/**
 * Starts the shell server with settings from the environment, declared and read in `env.ts`:
 * PORT (8080), HOST (0.0.0.0), API_UPSTREAM (the content API as this server reaches it,
 * http://localhost:8081), API_BASE (the API base the browser uses; default: the site's own origin,
 * proxied), SITE_URL (the canonical origin, http://localhost:<port>), TRUST_PROXY (proxies in front
 * of this server: a hop count or addresses; default none), ALLOWED_HOSTS (host names besides
 * SITE_URL's the site answers as itself, comma-separated; any other Host header is answered as
 * SITE_URL), SECTION_RENDER_BUDGET_MS (each section's time to render a page on the server, 2500;
 * past it the browser renders that section), SERVER_RENDER (`0`/`false`: no section is rendered on
 * the server), BUILD_ROOT (the folder holding `shell/dist` and each `mfe-<section>/dist` and
 * `dist-server`; default: this repository), LOG_LEVEL (`silent`: warnings and errors only), and the
 * runtime config's overrides (`runtime-config.ts`). The rules are the API's too
 * (`@nirvana/shared/server-env`).
 */
import { EnvError, exitBadSetting, settingsOrExit } from '@nirvana/shared/server-env';
import { buildShellServer } from './server';
import { readShellEnv } from './env';

async function main() {
  // A bad variable: `shell server: bad setting: …` and exit code 2, as the API does.
  const { port, host, apiBase, publicApiBase, siteUrl, trustProxy, allowedHosts, sectionBudgetMs, serverRender, rootDir, logLevel } = settingsOrExit('shell server', () => readShellEnv());
  let app;
  try {
    app = await buildShellServer({ apiBase, publicApiBase, siteUrl, trustProxy, allowedHosts, sectionBudgetMs, serverRender, rootDir, env: process.env, logger: { level: logLevel } });
  } catch (error) {
    // The runtime config's overrides (runtime-config.ts) are read here: a bad one is a bad setting too.
    if (error instanceof EnvError) exitBadSetting('shell server', error);
    console.error(`shell server: ${(error as Error).message}`);
    process.exit(1);
  }
  const close = () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host });
  console.log(`shell server on port ${port} (canonical ${siteUrl}), API ${apiBase}${publicApiBase ? `, browsers use ${publicApiBase}` : ' proxied under /v1/ and /media/'}`);
}

void main();
