/**
 * A section deployed alone (issue 2): the newsletter rebuilt into the folder the running shell
 * serves is what the next page renders and loads, with the shell's build untouched and the server
 * not restarted. It runs after every other file, whose pages the shell serves from that same folder
 * (e2e/src/sequencer.js).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { open } from '../src/harness';
import { ROOT } from '../src/servers';

describe('a section deployed alone', () => {
  it('serves a section rebuilt alone, its server HTML and client code together, with the shell build untouched and not restarted', async () => {
    const shellDist = path.join(ROOT, 'shell/dist');
    const shellBefore = fs.readdirSync(shellDist).map((f) => `${f}:${fs.statSync(path.join(shellDist, f)).mtimeMs}`).sort();
    const manifestOf = () => JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-newsletter/dist-server/manifest.json'), 'utf8')) as { build: string; remoteEntry: string };
    const before = manifestOf();
    const buildId = `e2e-${Date.now()}`;
    execFileSync('npm', ['run', 'build', '--workspace', 'mfe-newsletter'], {
      cwd: ROOT, env: { ...process.env, NIRVANA_BUILD_ID: buildId }, stdio: 'pipe',
    });
    const after = manifestOf();
    expect(after.build).not.toBe(before.build);
    const shellAfter = fs.readdirSync(shellDist).map((f) => `${f}:${fs.statSync(path.join(shellDist, f)).mtimeMs}`).sort();
    expect(shellAfter).toEqual(shellBefore);
    // The next page: the newsletter's server HTML is the new build's, and the page loads that very build's client.
    const { page, responses, errors, close } = await open('/en/hotels/nirvana-cosmopolitan', { viewport: 'desktop', allSections: true });
    const rendered = await page.evaluate(() => document.querySelector('.nirvana-newsletter-host')?.getAttribute('data-build'));
    expect(rendered).toBe(after.build);
    const entry = responses.find((r) => r.url.endsWith(`/mfe/newsletter/${after.remoteEntry}`));
    expect(entry?.status).toBe(200);
    expect(responses.some((r) => r.url.includes(`/mfe/newsletter/${before.remoteEntry}`))).toBe(false);
    const served = await (await fetch(entry!.url)).text();
    expect(served).toContain(`nirvana-newsletter build ${buildId}`);
    const state = await page.evaluate(() => document.querySelector('[data-section="newsletter"]')?.getAttribute('data-section-state'));
    expect(state).toBe('mounted');
    expect(errors).toEqual([]);
    await close();
  }, 180_000);
});
