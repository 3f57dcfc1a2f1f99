/**
 * Editors change the site without a release (issue 27): an edit of one hotel's room file shows, in
 * the language edited, on every place that room appears (rooms index, room page, the hotel home's
 * rooms, the other rooms of a room page, the header menu, the room page's JSON-LD) within 5 s, and at
 * no other hotel; a file with an error keeps the site serving the last good content and the API
 * names the file and field. A site of its own over a copy of content/ (e2e/src/content-site.ts).
 */
import yaml from 'js-yaml';
import type { Page } from 'puppeteer';
import { buildPath, type HotelSlug } from '@nirvana/shared/routes';
import { NAVIGATION_TIMEOUT_MS, newPage, waitForSections } from '../src/harness';
import { startContentSite, type ContentSite } from '../src/content-site';

const FILE = 'rooms/nirvana-cosmopolitan/deluxe.yaml';
const NAME = 'Делюкс «Лазурный берег»';
const SUMMARY = 'Номер 34 м² с широким балконом над лазурной бухтой Лары — отредактировано редактором.';
const room = (hotel: HotelSlug) => buildPath('room', 'ru', { hotel, slug: 'deluks-s-vidom-na-more' })!;

let site: ContentSite;
beforeAll(async () => {
  site = await startContentSite();
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

/** Every text in the page's DOM (a carousel's cards out of view too), inside the sections' shadow roots as well. */
const textOf = (page: Page) => page.evaluate(() => {
  const parts: string[] = [];
  const walk = (root: Document | ShadowRoot | Element) => {
    for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) walk(el.shadowRoot);
    parts.push(root.textContent ?? '');
  };
  walk(document.body);
  // The prose's no-break spaces (api/src/seed/typography.ts) read as spaces.
  return parts.join('\n').replace(/[\u00a0\u202f]/g, ' ');
});

async function visit(page: Page, pathname: string): Promise<string> {
  await page.goto(new URL(pathname, site.shell.url).toString(), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  await waitForSections(page, { all: true, timeout: 30_000 });
  // What loads as it nears the viewport (a hotel home's rooms): scrolled through like a visitor.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await new Promise((r) => setTimeout(r, 50));
  }
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
  return textOf(page);
}

const html = async (pathname: string) => (await fetch(new URL(pathname, site.shell.url))).text();

test('an edit of one hotel\'s room shows everywhere that room appears within 5 s, and only at that hotel', async () => {
  const doc = yaml.load(site.read(FILE)) as { name: Record<string, string>; summary: Record<string, string> };
  const before = doc.name.ru;
  // Warm every cache first: the pages as a visitor saw them before the edit.
  const { page, close } = await newPage({ viewport: 'desktop' });
  try {
    expect(await visit(page, room('nirvana-cosmopolitan'))).toContain(before);
    expect(await html(room('nirvana-cosmopolitan'))).toContain(before);

    const started = Date.now();
    site.write(FILE, yaml.dump({ ...doc, name: { ...doc.name, ru: NAME }, summary: { ...doc.summary, ru: SUMMARY } }, { lineWidth: -1 }));
    // The first place a visitor can look: the room page's JSON-LD in the server's HTML.
    while (!(await html(room('nirvana-cosmopolitan'))).includes(NAME)) {
      expect(Date.now() - started).toBeLessThan(5_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const seenAfter = Date.now() - started;
    console.log(`content edit: the room's new name served ${seenAfter} ms after the file was written`);

    // From then on, every place shows it on the first request (no cache keeps the old words).
    const roomPage = await visit(page, room('nirvana-cosmopolitan'));
    expect(roomPage).toContain(NAME);
    expect(roomPage).toContain(SUMMARY);
    expect(roomPage).not.toContain(before);
    const ld = await html(room('nirvana-cosmopolitan'));
    expect(ld).toMatch(new RegExp(`"name":"${NAME}"`));
    for (const pathname of [
      buildPath('hotel:rooms', 'ru', { hotel: 'nirvana-cosmopolitan' })!,
      buildPath('hotel-home', 'ru', { hotel: 'nirvana-cosmopolitan' })!,
      // Another room's page lists it among the hotel's other rooms.
      buildPath('room', 'ru', { hotel: 'nirvana-cosmopolitan', slug: 'standartnyy-nomer' })!,
    ]) {
      const text = await visit(page, pathname);
      expect({ pathname, shows: text.includes(NAME) }).toEqual({ pathname, shows: true });
    }
    // The header menu's rooms submenu (drawn from the menus call when opened), through the site's proxy.
    const menus = await (await fetch(new URL('/v1/menus?property-id=2&lang=ru', site.shell.url))).text();
    expect(menus).toContain(NAME);
    // The same room type at another hotel, and the other languages, keep their own words.
    const other = await visit(page, room('nirvana-dolce-vita'));
    expect(other).toContain(before);
    expect(other).not.toContain(NAME);
    expect(await html(buildPath('room', 'en', { hotel: 'nirvana-cosmopolitan', slug: 'deluxe-sea-view-room' })!)).toContain('"name":"Deluxe Sea View Room"');
  } finally {
    await close();
  }
}, 120_000);

function withoutRussianName(text: string): string {
  const doc = yaml.load(text) as { name: Record<string, string> };
  delete doc.name.ru;
  return yaml.dump(doc, { lineWidth: -1 });
}

test('a file with an error keeps the last good content served, and the API names the file and the field', async () => {
  const good = site.read(FILE);
  const health = async () => (await (await fetch(`${site.api.url}/health`)).json()) as { content: { revision: string; errors: { file: string; field: string | null; message: string }[] } };
  const revision = (await health()).content.revision;
  const broken: [text: string, field: string | null, message: RegExp][] = [
    [good.replace(/^sizeM2: \d+/m, 'sizeM2: large'), 'sizeM2', /expected/i],
    [withoutRussianName(good), 'name.ru', /missing/],
    [`${good}\n  : : broken`, null, /YAML.*line/],
    [good.replace(/^picture: .*$/m, 'picture: /media/images/no-such-picture.jpg'), 'picture', /not in the media library/],
  ];
  try {
    for (const [text, field, message] of broken) {
      site.write(FILE, text);
      const started = Date.now();
      let errors = (await health()).content.errors;
      while (errors[0]?.field !== field && Date.now() - started < 5_000) {
        await new Promise((r) => setTimeout(r, 100));
        errors = (await health()).content.errors;
      }
      expect(errors[0]).toMatchObject({ file: FILE, field });
      expect(errors[0]!.message).toMatch(message);
      expect((await health()).content.revision).toBe(revision);
      // The site still serves the room as it was.
      expect((await fetch(new URL(room('nirvana-cosmopolitan'), site.shell.url))).status).toBe(200);
    }
  } finally {
    site.write(FILE, good);
  }
}, 60_000);
