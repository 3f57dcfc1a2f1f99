/** @jest-environment node */
/**
 * The hotels' logos (api/media/logos) draw their words as outlines (tools/outline-svg-text.mjs):
 * a `<text>` in an SVG `<img>` makes the browser look its fonts up among the system's and lay the
 * logo's own document out again on the first screen (docs/performance.md). Each logo keeps its
 * words as its `<title>`. The tool keeps the text's place, size, colour and length.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const LOGOS = path.join(ROOT, 'api/media/logos');

describe('the logos', () => {
  const files = readdirSync(LOGOS).filter((f) => f.endsWith('.svg'));

  it.each(files)('%s has its words as its title and no <text> to lay out', (file) => {
    const svg = readFileSync(path.join(LOGOS, file), 'utf8');
    expect(svg).toMatch(/<title>NIRVANA( [A-Z ]+)?<\/title>/);
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toMatch(/<path\b/);
  });
});

describe('tools/outline-svg-text.mjs', () => {
  /** The tool's output for an SVG, and the x extent of each path it drew (from the path's numbers). */
  function outline(svg: string): { svg: string; extents: [number, number][] } {
    const run = `import { outlineText } from ${JSON.stringify(path.join(ROOT, 'tools/outline-svg-text.mjs'))};`
      + "import { readFileSync } from 'node:fs'; process.stdout.write(await outlineText(readFileSync(0, 'utf8')));";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', run], { input: svg, cwd: ROOT }).toString();
    const extents = [...out.matchAll(/<path fill="[^"]*" d="([^"]+)"/g)].map(([, d]) => {
      // Relative commands (m, l, q, c, z): every point is an offset from where the segment began.
      const xs: number[] = [];
      let x = 0;
      let start = 0;
      for (const [, command, args] of d!.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
        if (command === 'z') { x = start; continue; }
        const values = [...args!.matchAll(/-?(?:\d+\.?\d*|\.\d+)/g)].map((m) => Number(m[0]));
        const per = command === 'q' ? 4 : command === 'c' ? 6 : 2;
        for (let i = 0; i < values.length; i += per) {
          for (let j = i; j < i + per; j += 2) xs.push(x + values[j]!);
          x += values[i + per - 2]!;
        }
        if (command === 'm') start = x;
      }
      return [Math.min(...xs), Math.max(...xs)] as [number, number];
    });
    return { svg: out, extents };
  }

  it('draws each <text> as one path of its colour, where the text began, as long as its textLength asks', () => {
    const { svg, extents } = outline('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><title>NIRVANA X</title>'
      + '<text x="68" y="32" font-family="Georgia, serif" font-size="24" fill="#3b2c4f" letter-spacing="3">NIRVANA</text>'
      + '<text x="69" y="50" font-family="Helvetica, sans-serif" font-size="9.5" fill="#0f4c5c" letter-spacing="1.2" textLength="166" lengthAdjust="spacing">MEDITERRANEAN EXCELLENCE</text></svg>');
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<title>NIRVANA X</title>');
    expect([...svg.matchAll(/<path fill="(#[0-9a-f]+)"/g)].map((m) => m[1])).toEqual(['#3b2c4f', '#0f4c5c']);
    const [serif, sans] = extents;
    // NIRVANA starts at its x and spans the width of seven capitals at 24 units.
    expect(serif![0]).toBeGreaterThanOrEqual(68);
    expect(serif![0]).toBeLessThan(70);
    expect(serif![1] - serif![0]).toBeGreaterThan(100);
    // The second line ends where its textLength says (less the last gap), not at its natural width.
    expect(sans![0]).toBeGreaterThanOrEqual(69);
    expect(sans![1]).toBeGreaterThan(69 + 166 - 6);
    expect(sans![1]).toBeLessThanOrEqual(69 + 166);
  });
});
