/**
 * The editing screen (Decap CMS at the API's /admin) against a site of its own: a copy of the
 * content files, its API with CONTENT_EDITING on, and a real decap-server (`npm run edit`'s
 * script) writing into the copy's root. In Chromium an editor sees every kind of content, changes
 * a room's English summary, publishes, and the file and the public site hold the new words within
 * seconds. And the shared site (editing off) has no /admin, nor has any shell server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { CONTENT_KINDS } from '@nirvana/shared/content/files';
import { startContentSite, type ContentSite } from '../src/content-site';
import { ARTIFACTS, ROOT, freePort, openLog } from '../src/servers';
import { newPage, site } from '../src/harness';

const ROOM_FILE = 'rooms/nirvana-cosmopolitan/deluxe.yaml';
const ROOM_PAGE = '/en/hotels/nirvana-cosmopolitan/rooms/deluxe-sea-view-room';
const OLD_SUMMARY = 'A 34 m² room whose wide balcony looks straight at the Mediterranean sunrise.';
const NEW_SUMMARY = `Edited on the editing screen (${Date.now()}), sunrise over the sea from a wide balcony.`;

async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** decap-server through `npm run edit`'s script, writing into the folder that holds the copy's content/. */
async function startDecapServer(contentDir: string, backend: string): Promise<ChildProcess> {
  const log = openLog('decap-server');
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/content/edit.ts'], {
    cwd: ROOT, env: { ...process.env, CONTENT_DIR: contentDir, CONTENT_EDITING_BACKEND: backend }, stdio: ['ignore', log, log],
  });
  await until('decap-server answering', async () => {
    if (child.exitCode !== null) throw new Error(`decap-server exited with code ${child.exitCode} (e2e/artifacts/decap-server.log)`);
    const res = await fetch(backend, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' }).catch(() => null);
    return res?.ok ? ((await res.json()) as { repo: string }) : undefined;
  }, 30_000);
  return child;
}

/** The field of a text in one language: Decap labels the object, then each language inside it. */
async function textField(page: Page, label: string, language: string): Promise<string> {
  return page.evaluate((label, language) => {
    const object = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === label);
    const box = object && document.getElementById(object.htmlFor);
    const inner = box && Array.from(box.querySelectorAll('label')).find((l) => l.textContent === language);
    return inner ? `#${inner.htmlFor}` : '';
  }, label, language);
}

async function clickText(page: Page, selector: string, text: string) {
  const handle = await page.waitForFunction((selector, text) => Array.from(document.querySelectorAll(selector)).find((e) => e.textContent?.trim() === text), { timeout: 15_000 }, selector, text);
  await (handle.asElement() as Awaited<ReturnType<Page['$']>>)!.click();
}

describe('editing content on this machine (Decap CMS with decap-server)', () => {
  let edit: ContentSite;
  let decap: ChildProcess;

  beforeAll(async () => {
    const backend = `http://127.0.0.1:${await freePort()}/api/v1`;
    edit = await startContentSite({ api: { CONTENT_EDITING: '1', CONTENT_EDITING_BACKEND: backend } });
    // The repository root decap-server writes into: the copy's content/ and, for the media
    // library's listing and previews, a copy of the pictures where the repository keeps them.
    const root = path.dirname(edit.contentDir);
    fs.cpSync(path.join(ROOT, 'api/media/images'), path.join(root, 'api/media/images'), { recursive: true });
    decap = await startDecapServer(edit.contentDir, backend);
  });
  afterAll(async () => {
    decap?.kill();
    await edit?.stop();
  });

  test('an editor changes a room\'s English summary, publishes, and the site shows it within 5 s', async () => {
    const original = edit.read(ROOM_FILE);
    expect(original).toContain(OLD_SUMMARY);
    const opened = await newPage({ acceptLanguage: 'en-GB,en;q=0.9' });
    const { page } = opened;
    try {
      await page.goto(`${edit.api.url}/admin/`, { waitUntil: 'networkidle0', timeout: 60_000 });
      // decap-server found: the local backend's sign-in is one button.
      await clickText(page, 'button', 'Login');
      await page.waitForSelector('a[href="#/collections/rooms"]', { timeout: 30_000 });
      const collections = await page.$$eval('a[href^="#/collections/"]', (links) => links.map((a) => a.getAttribute('href')!.split('/')[2]));
      expect([...new Set(collections)].sort()).toEqual(Object.keys(CONTENT_KINDS).sort());

      await page.click('a[href="#/collections/rooms"]');
      await page.waitForSelector('a[href="#/collections/rooms/entries/nirvana-cosmopolitan/deluxe"]', { timeout: 15_000 });
      await page.click('a[href="#/collections/rooms/entries/nirvana-cosmopolitan/deluxe"]');
      const field = await until('the summary\'s English field', () => textField(page, 'Summary', 'English'), 15_000);
      expect(await page.$eval(field, (e) => (e as HTMLTextAreaElement).value)).toBe(OLD_SUMMARY);
      await page.click(field);
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type(NEW_SUMMARY);
      // The simple workflow: Publish, then "Publish now".
      await clickText(page, '[role="button"], button', 'Publish');
      await clickText(page, '[role="menuitem"]', 'Publish now');

      // decap-server wrote the file in the copy, and the summary's line is all that changed.
      const text = await until('the file saved', () => edit.read(ROOM_FILE).includes(NEW_SUMMARY) && edit.read(ROOM_FILE), 10_000);
      expect(text).toBe(original.replace(OLD_SUMMARY, NEW_SUMMARY));
      // The public site, through the shell server, within 5 s of the save: its page and the API's rooms.
      const html = await until('the room page with the new summary', async () => {
        const res = await fetch(`${edit.shell.url}${ROOM_PAGE}`);
        const body = await res.text();
        return res.ok && body.includes(NEW_SUMMARY) && body;
      }, 5_000);
      expect(html).toContain(NEW_SUMMARY);
      const rooms = (await (await fetch(`${edit.shell.url}/v1/rooms?property-id=2&lang=en`)).json()) as { slug: string; summary: string }[];
      expect(rooms.find((r) => r.slug === 'deluxe-sea-view-room')?.summary).toBe(NEW_SUMMARY);
      await page.waitForFunction(() => /changes saved/i.test(document.body.innerText), { timeout: 10_000 });
      // Nothing failed on the way (Decap's own scripts, its config, the backend, our script).
      expect(opened.errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: path.join(ARTIFACTS, 'editing-failed.png') });
      throw error;
    } finally {
      await opened.close();
    }
  });

  test('the shell server of the same site never serves /admin, though its API does', async () => {
    expect((await fetch(`${edit.api.url}/admin`)).status).toBe(200);
    for (const p of ['/admin', '/admin/', '/admin/config.yml']) expect([p, (await fetch(`${edit.shell.url}${p}`)).status]).toEqual([p, 404]);
  });
});

describe('editing off (the shared site of every other test)', () => {
  test('the API\'s /admin and its config are 404s, and so is the site\'s /admin', async () => {
    for (const p of ['/admin', '/admin/', '/admin/config.yml', '/admin/editing.js']) {
      expect([p, (await fetch(site.api(p))).status]).toEqual([p, 404]);
    }
    const res = await fetch(site.at('/admin'));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('decap-cms');
  });
});
