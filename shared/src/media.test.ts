import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCK_HEIGHT_PX, FULL_BLEED_SIZES } from './media';

const css = (file: string) => readFileSync(path.join(__dirname, 'design', file), 'utf8');

describe('the hero and its sizes', () => {
  it("counts the same dock as the tokens (72 px below 1400 px, none from there) in the portrait crop's sizes (handhelds, always docked)", () => {
    expect(css('tokens.css')).toMatch(new RegExp(`@media \\(max-width: 1399\\.98px\\) \\{\\s*:root, :host \\{ --nirvana-dock-height: ${DOCK_HEIGHT_PX}px;`));
    expect(css('tokens.css')).toMatch(/--nirvana-dock-height: 0px;/);
    expect(FULL_BLEED_SIZES.heroPortrait).toBe(`max(100vw, (100vh - ${DOCK_HEIGHT_PX}px) / 1.5)`);
  });

  it('ends the hero above the dock, so its photograph never covers the whole window (Chromium would not count it as the largest paint)', () => {
    expect(css('first-screen.css')).toMatch(/\.hero \{[^}]*height: calc\(100vh - var\(--nirvana-dock-height\)\);/);
  });
});
