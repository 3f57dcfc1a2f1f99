/**
 * A section's server render that fails: the search's build throws, the newsletter's never ends
 * (a loop that holds its thread). A shell of its own serves the real builds (linked from a
 * folder of its own, BUILD_ROOT) with those two broken server renders deployed over them. Each
 * page is still 200 and whole: the other sections are in the server's HTML, the two broken ones
 * are rendered by the browser, and the server answers meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SECTIONS } from '@nirvana/shared/sections';
import { newPage } from '../src/harness';
import { ROOT, startShell, tempDir, type Started } from '../src/servers';

let shell: Started;
let root: string;

/** Deploys a broken server render of a section: its manifest names a file whose render fails as said. */
function breakServerRender(section: string, body: string) {
  const dist = path.join(root, `mfe-${section}`);
  fs.mkdirSync(path.join(dist, 'dist-server'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, `mfe-${section}`, 'dist'), path.join(dist, 'dist'));
  const real = JSON.parse(fs.readFileSync(path.join(ROOT, `mfe-${section}`, 'dist-server', 'manifest.json'), 'utf8'));
  fs.writeFileSync(path.join(dist, 'dist-server', 'render.0bad0bad.cjs'), `exports.css = '';\nexports.render = ${body};\n`);
  fs.writeFileSync(path.join(dist, 'dist-server', 'manifest.json'), JSON.stringify({ ...real, build: 'broken-0bad0bad', render: 'render.0bad0bad.cjs' }));
}

beforeAll(async () => {
  root = tempDir('nirvana-broken-render-');
  fs.symlinkSync(path.join(ROOT, 'shell'), path.join(root, 'shell'));
  for (const section of SECTIONS) {
    if (section === 'search') breakServerRender(section, `async () => { throw new Error('a broken deploy'); }`);
    else if (section === 'newsletter') breakServerRender(section, `() => { for (;;) {} }`);
    else fs.symlinkSync(path.join(ROOT, `mfe-${section}`), path.join(root, `mfe-${section}`));
  }
  shell = await startShell({ apiBase: process.env.E2E_API_URL!, env: { BUILD_ROOT: root, SECTION_RENDER_BUDGET_MS: '1500' } });
}, 60_000);

afterAll(async () => {
  await shell?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('the page is 200 and whole: the sound sections in its HTML, the broken ones left to the browser; the server answers meanwhile', async () => {
  const started = Date.now();
  const [{ res, at }, config] = await Promise.all([
    fetch(`${shell.url}/en/hotels/nirvana-cosmopolitan`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' } })
      .then((r) => ({ res: r, at: Date.now() - started })),
    // While the newsletter's render holds its worker, the server still answers: before the page,
    // which waits for that render's budget (1.5 s). Not a time of its own (on a busy machine it
    // once took 999 ms), an order: a server whose thread the render held would answer it after.
    new Promise((r) => setTimeout(r, 100)).then(() => fetch(`${shell.url}/runtime-config.json`).then((r) => ({ status: r.status, at: Date.now() - started }))),
  ]);
  expect(res.status).toBe(200);
  expect(config.status).toBe(200);
  expect(at).toBeGreaterThanOrEqual(1500);
  expect(config.at).toBeLessThan(at);
  const html = await res.text();
  expect(html).toContain('nirvana-content-host nirvana-content-main');
  expect(html).toContain('nirvana-navigation-host nirvana-navigation-header');
  expect(html).not.toContain('nirvana-search-host');
  expect(html).not.toContain('nirvana-newsletter-host');
  expect(Date.now() - started).toBeLessThan(5000);
  // The shell starts at load, not on the visitor's first intent: the browser has sections to render.
  expect(html).toMatch(/<body [^>]*data-start-at-load/);

  // The browser renders the two itself (no intent given: the shell starts at load); the page works and logs no error.
  const { page, errors, close } = await newPage({ viewport: 'desktop', acceptLanguage: 'en-GB,en' });
  await page.goto(`${shell.url}/en/hotels/nirvana-cosmopolitan`, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const search = document.querySelector('#slot-search');
    return search?.getAttribute('data-section-state') === 'mounted' && !!search.querySelector('.nirvana-search-host form, .nirvana-search-host button');
  }, { timeout: 20_000 });
  await page.evaluate(() => document.querySelector('#slot-newsletter')?.scrollIntoView());
  await page.waitForFunction(() => !!document.querySelector('#slot-newsletter .nirvana-newsletter-host form'), { timeout: 20_000 });
  expect(errors).toEqual([]);
  await close();
}, 60_000);
