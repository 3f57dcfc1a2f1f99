import type { MediaFile } from './api/schemas';
import { DOCK_HEIGHT_PX, FULL_BLEED_SIZES, pictureModel, placeholderOf } from './media';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIEW_HERO_CSS, roomPictures } from './header-pictures';

const photo: MediaFile = {
  sourceUrl: '/media/images/dune-sea.jpg', width: 1920, height: 1200, color: '#3878b8', placeholder: '#6898c8,#4878a8,#386888,#988858',
};

describe('placeholderOf: what stands in for a picture while it loads', () => {
  it('its blurred miniature: a gradient through its bands, top to bottom', () => {
    expect(placeholderOf(photo)).toEqual({ background: 'linear-gradient(#6898c8,#4878a8,#386888,#988858)' });
    // The same in the picture's model, which the content section and the server's first screen render.
    expect(pictureModel(photo, { sizes: '100vw' })!.img.placeholder).toEqual(placeholderOf(photo));
  });

  it('the dominant colour when there is no miniature; nothing when there is neither', () => {
    expect(placeholderOf({ color: '#102030' })).toEqual({ background: '#102030' });
    expect(placeholderOf({})).toEqual({ background: undefined });
  });

  it('drops anything that is not a list of colours, so the CMS can put nothing else into CSS', () => {
    for (const bad of ['red', '#123', '#6898c8', '#6898c8,url(https://evil.test/x.png)', '#6898c8;}body{display:none', '#6898c8,#4878a8)', '#6898c8, #4878a8']) {
      if (bad === '#6898c8') continue; // one colour is a colour
      expect(placeholderOf({ placeholder: bad })).toEqual({ background: undefined });
      expect(placeholderOf({ placeholder: bad, color: '#102030' })).toEqual({ background: '#102030' });
    }
    expect(placeholderOf({ color: 'red;} body{display:none' })).toEqual({ background: undefined });
    expect(placeholderOf({ placeholder: '#6898c8' })).toEqual({ background: '#6898c8' });
  });
});

describe('roomPictures: a room page opens on what the room looks onto', () => {
  const own: MediaFile = { sourceUrl: '/media/images/room-standard.jpg', alt: 'Standard Room' };
  it('the photograph of its view first, the room\'s own pictures below', () => {
    expect(roomPictures({ images: [own], viewImage: photo })).toEqual({ hero: photo, gallery: [own] });
  });
  it('without a view, its first picture first and the rest below', () => {
    const second: MediaFile = { sourceUrl: '/media/images/b.jpg' };
    expect(roomPictures({ images: [own, second] })).toEqual({ hero: own, gallery: [second] });
    expect(roomPictures({ images: [], viewImage: null })).toEqual({ hero: undefined, gallery: [] });
  });
});

test("the room layout's sheet places the view photograph as the server's first screen does", () => {
  const sheet = readFileSync(join(__dirname, '../../mfe-content/src/layouts/room-detail.css'), 'utf8');
  expect(sheet).toContain(VIEW_HERO_CSS);
});

const css = (file: string) => readFileSync(join(__dirname, 'design', file), 'utf8');

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
