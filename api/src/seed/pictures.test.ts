/**
 * What the pictures of each page say, from the seed the API serves (issue 29, items 1 and 2): each
 * hotel's gallery has its own pictures; a page never shows one picture for two things (its header
 * and a card, two cards, a card and the gallery); and no grid puts a drawing beside a photograph
 * (photographs are those credited in api/media/credits.json, the rest are api/scripts/illustrations.ts's).
 * What a page shows is what mfe-content's layouts render of its answers: the hero carousel of a home
 * (its image slides), else the page's header picture; its sections' cards; a home's stories, rooms
 * (three on a hotel's home) and gallery preview (six); a gallery page's whole gallery; the category
 * content's cards; a room page's pictures and the other rooms; an event's picture.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaFile } from '@nirvana/shared/api/schemas';
import { roomPictures } from '@nirvana/shared/header-pictures';
import { mustLoad } from '../content/load';
import { modelOf } from '../content/model';
import { API_DIR, REPO_ROOT } from '../settings';
import { buildSeed, type PageRow, type Seed } from './build';

const model = modelOf(mustLoad(join(REPO_ROOT, 'content'), { mediaDir: join(API_DIR, 'media') }));
const seed = buildSeed(model);
const HOTEL_IDS = model.hotels.map((h) => h.identity.id);

/** A picture's name: its landscape file and its portrait crop are one picture. */
export const pictureOf = (url: string) => url.replace(/^(.*\/)?images\//, '').replace(/(-portrait)?\.(jpe?g|png|webp)$/, '');
const credits = JSON.parse(readFileSync(join(API_DIR, 'media', 'credits.json'), 'utf8')) as { files: string[] }[];
const PHOTOGRAPHS = new Set(credits.flatMap((c) => c.files).map(pictureOf));
export const kindOf = (name: string) => (PHOTOGRAPHS.has(name) ? 'photograph' : 'illustration');

/** One picture a page shows: the grid it sits in (pictures shown side by side or in one carousel) and what it stands for. */
interface Shown { grid: string; what: string; picture: string }

const HOME_ROOMS_PREVIEW = 3;
const HOME_GALLERY_PREVIEW = 6;

function galleryOf(galleryId: number, locale: string) {
  return seed.galleryFiles.filter((f) => f.galleryId === galleryId && f.locale === locale).sort((a, b) => a.position - b.position);
}
const roomsOf = (propertyId: number, locale: string) =>
  seed.rooms.filter((r) => r.propertyId === propertyId && r.locale === locale).sort((a, b) => a.position - b.position);

/** Every picture a page shows, grid by grid. */
export function shownOn(row: PageRow, s: Seed = seed): Shown[] {
  const { doc, locale } = row;
  const out: Shown[] = [];
  const add = (grid: string, what: string, file: MediaFile | null | undefined) => {
    if (file?.sourceUrl.includes('/media/images/')) out.push({ grid, what, picture: pictureOf(file.sourceUrl) });
  };
  const home = doc.layout === 'intro-index' || doc.layout === 'hotel-index';
  if (home) {
    doc.heroSlides.filter((sl) => sl.type === 'IMAGE').forEach((sl, i) => add('hero', i === 0 ? `page:${doc.title}` : `slide:${sl.file.alt ?? i}`, sl.file));
  } else if (row.routeId !== 'room' && row.routeId !== 'event') {
    add('header', `page:${doc.title}`, doc.options.find((o) => o.key === 'HEADER_IMAGE')?.file);
  }
  for (const section of doc.contents) {
    for (const item of section.items ?? []) add(`section:${section.key}`, `card:${item.url ?? item.title}`, item.image);
  }
  for (const c of s.categoryContents.filter((c) => c.pageId === doc.id && c.locale === locale)) {
    for (const item of c.doc.items) add(`category:${c.kind}`, `card:${item.url ?? item.title}`, item.image);
  }
  if (home) {
    const group = s.storyGroups.find((g) => g.propertyId === doc.propertyId && g.locale === locale && g.platform === 'WEB_ONLY');
    for (const item of group?.doc.items ?? []) add('stories', `card:${item.url ?? item.title}`, item.image);
  }
  if (doc.layout === 'hotel-index') {
    for (const r of roomsOf(doc.propertyId, locale).slice(0, HOME_ROOMS_PREVIEW)) add('rooms', `room:${r.slug}`, r.doc.images[0]);
    for (const f of galleryOf(doc.propertyId, locale).slice(0, HOME_GALLERY_PREVIEW)) add('gallery', `gallery:${f.doc.title}`, f.doc.file);
  }
  if (row.routeId === 'hotel:gallery') for (const f of galleryOf(doc.propertyId, locale)) add('gallery', `gallery:${f.doc.title}`, f.doc.file);
  if (doc.layout === 'room-index') for (const r of roomsOf(doc.propertyId, locale)) add('rooms', `room:${r.slug}`, r.doc.images[0]);
  if (row.routeId === 'room') {
    const room = s.rooms.find((r) => r.locale === locale && 5000 + r.id === doc.id)!;
    const { hero, gallery } = roomPictures(room.doc);
    add('room', `room:${room.slug}`, hero);
    for (const f of gallery) add('room-pictures', `room-picture:${f.alt}`, f);
    for (const r of roomsOf(doc.propertyId, locale).filter((r) => r.id !== room.id)) add('rooms', `room:${r.slug}`, r.doc.images[0]);
  }
  if (row.routeId === 'event') {
    const event = s.events.find((e) => e.locale === locale && 6000 + e.id === doc.id)!;
    add('header', `event:${event.slug}`, event.doc.image);
  }
  return out;
}

const english = seed.pages.filter((p) => p.locale === 'en');

describe('pictures', () => {
  test('each hotel’s gallery has its own pictures: none is in two hotels’ galleries', () => {
    const hotelsOf = new Map<string, Set<number>>();
    for (const f of seed.galleryFiles.filter((f) => HOTEL_IDS.includes(f.galleryId))) {
      const name = pictureOf(f.doc.file.sourceUrl);
      hotelsOf.set(name, (hotelsOf.get(name) ?? new Set()).add(f.galleryId));
    }
    expect([...hotelsOf].filter(([, ids]) => ids.size > 1).map(([name, ids]) => `${name}: galleries ${[...ids].join(', ')}`)).toEqual([]);
  });

  test('no page shows one picture for two things (its header and a card, two cards, a card and the gallery)', () => {
    const bad: string[] = [];
    for (const row of english) {
      const byPicture = new Map<string, Set<string>>();
      for (const s of shownOn(row)) byPicture.set(s.picture, (byPicture.get(s.picture) ?? new Set()).add(`${s.grid} ${s.what}`));
      for (const [picture, things] of byPicture) if (things.size > 1) bad.push(`${row.url}: ${picture} for ${[...things].join(' | ')}`);
    }
    expect(bad).toEqual([]);
  });

  test('no grid puts a drawing beside a photograph', () => {
    const bad: string[] = [];
    for (const row of english) {
      const grids = new Map<string, Set<string>>();
      for (const s of shownOn(row)) grids.set(s.grid, (grids.get(s.grid) ?? new Set()).add(`${kindOf(s.picture)}:${s.picture}`));
      for (const [grid, pictures] of grids) {
        const kinds = new Set([...pictures].map((p) => p.split(':')[0]));
        if (kinds.size > 1) bad.push(`${row.url} ${grid}: ${[...pictures].join(', ')}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
