import { hasBreadcrumbRow, OVERLAY_LAYOUTS } from './sections';

describe('the header frame', () => {
  it('reserves a breadcrumb row on the solid-header layouts that have a trail', () => {
    expect(hasBreadcrumbRow('main', 2)).toBe(true);
    expect(hasBreadcrumbRow('error', 1)).toBe(true);
    expect(hasBreadcrumbRow('main', 0)).toBe(false);
  });

  it('always reserves it on a room page, whose trail gets the room name once the room loads', () => {
    expect(hasBreadcrumbRow('room-detail', 0)).toBe(true);
  });

  it('never on the hero layouts (the header lies over the hero) nor on landing pages', () => {
    for (const layout of OVERLAY_LAYOUTS) expect(hasBreadcrumbRow(layout, 3)).toBe(false);
    expect(hasBreadcrumbRow('landing-page', 3)).toBe(false);
  });
});
