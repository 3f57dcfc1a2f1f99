import fs from 'node:fs';
import type { Browser } from 'puppeteer';
import type { Started } from './servers';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__nirvanaE2E as
    | { api: Started; shell: Started; browser: Browser; dir: string; smtp?: { stop: () => Promise<void> } }
    | undefined;
  if (!state) return;
  await state.browser.close().catch(() => undefined);
  await Promise.all([state.shell.stop(), state.api.stop()]);
  await state.smtp?.stop();
  fs.rmSync(state.dir, { recursive: true, force: true });
}
