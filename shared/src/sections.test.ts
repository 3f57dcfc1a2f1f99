import { CONTAINER_NAMES, hasBreadcrumbRow, OVERLAY_LAYOUTS, SECTION_SLOTS, SECTIONS, SLOTS } from './sections';
import SECTION_DATA from './sections.json';
const forScripts = require('../../scripts/sections.js') as { SECTIONS: readonly string[]; containerName(section: string): string };

describe('the section list (sections.json)', () => {
  it('gives every section its slots, each a slot of the page, each slot filled by one section', () => {
    for (const section of SECTIONS) expect(SECTION_SLOTS[section]).toEqual(SECTION_DATA[section].slots);
    expect(SECTIONS.flatMap((s) => SECTION_SLOTS[s]).sort()).toEqual([...SLOTS].sort());
  });

  it('is the list the build scripts read, with the same container names', () => {
    expect(forScripts.SECTIONS).toEqual(SECTIONS);
    for (const section of SECTIONS) expect(forScripts.containerName(section)).toBe(CONTAINER_NAMES[section]);
    expect(() => forScripts.containerName('nope')).toThrow(/no section 'nope'/);
  });
});


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
