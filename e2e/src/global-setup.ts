/** Starts the API, the shell server and one Chromium for the whole e2e run; tests find them through env. */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer';
import { ARTIFACTS, ROOT, freePort, startApi, startShell, tempDir } from './servers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { SECTIONS } from '@nirvana/shared/sections';
import { startMailCatcher } from './mail-catcher';
import { variantCacheDir } from '../../api/src/test/variant-cache';

export default async function globalSetup(): Promise<void> {
  const missing = ['shell/dist/assets-manifest.json', 'api/dist-server/main.cjs', 'shell/dist-server/main.cjs', ...SECTIONS.map((s) => `mfe-${s}/dist/remoteEntry.js`)]
    .filter((f) => !fs.existsSync(path.join(ROOT, f)));
  if (missing.length) throw new Error(`Build the site first (npm run build); missing: ${missing.join(', ')}`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });

  const dir = tempDir();
  const dbPath = path.join(dir, 'nirvana.db');
  const sitePort = await freePort();
  // A real SMTP server on loopback: the API's mails (reception, acknowledgement, newsletter
  // confirmation) go there, and each lands as a JSON file in the mail folder the tests read.
  const mailDir = path.join(dir, 'mail');
  const smtp = await startMailCatcher(mailDir);
  const mail = {
    SMTP_URL: smtp.url,
    // Links in mails point at the site (its proxy serves the newsletter pages under /v1/).
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    LINK_SECRET: 'e2e-link-secret-0123456789abcdef0123456789',
    // The staff export's token in this run (GET /v1/staff/export/*.csv).
    EXPORT_TOKEN: 'e2e-export-token-0123456789abcdef',
    MAIL_RETRY_MS: '200',
  };
  // The whole suite is one client to the API (the site's proxy on loopback): no per-client cap on
  // image encodes, and both cores for them, as the variant cache of a fresh machine is cold. The
  // variants are kept in the machine's cache (api/src/test/variant-cache.ts), shared by both lanes.
  const api = await startApi({ dbPath, env: { API_MEDIA_PER_CLIENT: '100000', API_MEDIA_QUEUE: '100000', API_MEDIA_ENCODES: '2', API_MEDIA_CACHE: variantCacheDir(dir), ...mail } });
  const shell = await startShell({ apiBase: api.url, port: sitePort });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    userDataDir: path.join(dir, 'chromium-profile'),
    headless: true,
  });

  Object.assign(process.env, {
    E2E_SITE_URL: shell.url,
    E2E_API_URL: api.url,
    E2E_DB_PATH: dbPath,
    E2E_TMP_DIR: dir,
    E2E_WS_ENDPOINT: browser.wsEndpoint(),
    E2E_MAIL_DIR: mailDir,
    E2E_EXPORT_TOKEN: mail.EXPORT_TOKEN,
  });
  (globalThis as Record<string, unknown>).__nirvanaE2E = { api, shell, browser, dir, smtp };
}
