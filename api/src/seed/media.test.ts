/**
 * Every picture the seed refers to exists, is what its MediaFile says (size, colour), is credited,
 * and the media service makes its variants: every URL of its srcsets is one the service accepts,
 * and each format is really encoded (at the smallest width; the 1200 px JPEG of og:image too).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MediaFile } from '@nirvana/shared/api/schemas';
import { IMAGE_FORMATS, IMAGE_WIDTHS, SHARE_IMAGE_WIDTH, imageVariantUrl, isRasterMedia, srcSetOf } from '@nirvana/shared/media';
import { VARIANT_QUERY, widthError } from '../routes/media';
import { PATIENT_MEDIA, schemaProbe, startApi, tempDir, type Running } from '../test/harness';
import { variantCacheDir } from '../test/variant-cache';
import { mustLoad } from '../content/load';
import { modelOf } from '../content/model';
import { API_DIR, REPO_ROOT } from '../settings';
import { buildSeed } from './build';
import { ILLUSTRATION_NAMES, MEDIA_MANIFEST, PHOTO_NAMES, VIDEOS } from './media-catalog';
import { placeholderOf } from '../../scripts/media-manifest';

jest.setTimeout(600_000); // about 300 small encodes with sharp on a shared machine

const MEDIA = join(__dirname, '..', '..', 'media');
const seed = buildSeed(modelOf(mustLoad(join(REPO_ROOT, 'content'), { mediaDir: join(API_DIR, 'media') })));

/** Every MediaFile-like object ({ sourceUrl }) and every bare "/media/images/..." string in the seed. */
function collect(value: unknown, files: MediaFile[], urls: Set<string>) {
  if (typeof value === 'string') {
    if (value.startsWith('/media/images/')) urls.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, files, urls);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.sourceUrl === 'string' && o.sourceUrl.startsWith('/media/images/')) files.push(o as unknown as MediaFile);
    for (const v of Object.values(o)) collect(v, files, urls);
  }
}
const files: MediaFile[] = [];
const urls = new Set<string>();
collect(seed, files, urls);
const referenced = [...urls].filter((u) => !u.endsWith('.svg'));

let api: Running;
beforeAll(async () => {
  // The variants in the machine's cache, named by the pictures, the encoder and sharp (as the e2e's):
  // a machine's first run, or any change to what a variant is made from, encodes every one of them.
  const dir = tempDir();
  api = await startApi({ ...PATIENT_MEDIA, mediaCacheDir: variantCacheDir(dir) }, dir);
});
afterAll(() => api.stop());

test('the seed refers only to raster pictures (no vector clip-art left) and to many of them', () => {
  expect(files.length).toBeGreaterThan(1000);
  const rasters = new Set(files.map((f) => f.sourceUrl));
  expect([...rasters].filter((u) => !isRasterMedia(u))).toEqual([]);
  expect(rasters.size).toBeGreaterThan(60);
});

test('every referenced picture exists, and its MediaFile gives its real width, height and a colour', async () => {
  const checked = new Map<string, { width: number; height: number }>();
  for (const url of referenced) {
    const path = join(MEDIA, url.replace(/^\/media\//, ''));
    expect({ url, exists: existsSync(path) }).toEqual({ url, exists: true });
    const meta = await sharp(path).metadata();
    checked.set(url, { width: meta.width!, height: meta.height! });
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2400);
  }
  for (const f of files) {
    expect({ url: f.sourceUrl, width: f.width, height: f.height }).toEqual({ url: f.sourceUrl, ...checked.get(f.sourceUrl) });
    expect(f.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(f.mimeType).toBe('image/jpeg');
  }
});

test("every MediaFile's placeholder is its picture's blurred miniature (its bands' colours, as sharp computes them now)", async () => {
  const miniature = new Map<string, string>();
  for (const url of referenced) miniature.set(url, await placeholderOf(join(MEDIA, url.replace(/^\/media\//, ''))));
  for (const f of files) {
    expect({ url: f.sourceUrl, placeholder: f.placeholder }).toEqual({ url: f.sourceUrl, placeholder: miniature.get(f.sourceUrl) });
    expect(f.placeholder).toMatch(/^(#[0-9a-f]{6},){3}#[0-9a-f]{6}$/);
  }
  // A miniature, not one colour: the bands of a sunset over the sea differ.
  expect(new Set(miniature.get('/media/images/evening-boats.jpg')!.split(',')).size).toBeGreaterThan(2);
});

test('every URL of every srcset (three formats) is a variant the media service accepts', async () => {
  // The media route's query schema, as fastify checks it, and its width rule.
  const probe = await schemaProbe({ querystring: VARIANT_QUERY });
  const seen = new Set<string>();
  for (const f of files) {
    if (seen.has(f.sourceUrl)) continue;
    seen.add(f.sourceUrl);
    for (const fm of IMAGE_FORMATS) {
      const set = srcSetOf(f, fm)!;
      const candidates = set.split(', ').map((c) => c.split(' '));
      expect(candidates.at(-1)![1]).toBe(`${f.width}w`);
      for (const [url, descriptor] of candidates) {
        const checked = await probe.inject(`/probe/x${new URL(url!, 'http://x').search}`);
        expect({ url, status: checked.statusCode }).toEqual({ url, status: 200 });
        const query = checked.json<{ query: { w?: number; fm: string } }>().query;
        expect({ url, reason: widthError(query.w, f.width!) }).toEqual({ url, reason: null });
        const w = query.w ?? f.width;
        expect(descriptor).toBe(`${w}w`);
      }
    }
  }
  await probe.close();
});

test('the media service makes every format of every referenced picture, and the 1200 px JPEG of the landscape ones', async () => {
  const smallest = IMAGE_WIDTHS[0];
  for (const url of referenced) {
    for (const fm of IMAGE_FORMATS) {
      const res = await fetch(`${api.base}${imageVariantUrl(url, { w: smallest, fm })}`);
      expect({ url, fm, status: res.status }).toEqual({ url, fm, status: 200 });
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(smallest);
    }
    if (!url.includes('-portrait')) {
      const share = await fetch(`${api.base}${imageVariantUrl(url, { w: SHARE_IMAGE_WIDTH, fm: 'jpg' })}`);
      expect({ url, status: share.status }).toEqual({ url, status: 200 });
      expect((await sharp(Buffer.from(await share.arrayBuffer())).metadata()).width).toBe(SHARE_IMAGE_WIDTH);
    }
  }
});

test('every picture file is a credited photograph or one of the illustrations, each in the manifest', () => {
  const credits = JSON.parse(readFileSync(join(MEDIA, 'credits.json'), 'utf8')) as { files: string[]; package: string; author: string; licence: string }[];
  const credited = new Set(credits.flatMap((c) => c.files));
  // Each from a Debian package, under a licence whose text is in licenses/ (named as the credit names it).
  const LICENCE_FILES: Record<string, string> = { 'GPL-2+': 'GPL-2', 'LGPL-3.0': 'LGPL-3', 'LGPL-2.1+': 'LGPL-2.1', 'CC-BY-4.0': 'CC-BY-4.0', 'CC-BY-SA-4.0': 'CC-BY-SA-4.0', 'BSD-2-clause': 'BSD-2-clause' };
  for (const c of credits) {
    expect(c.package).toMatch(/^(plasma-workspace-wallpapers|mate-backgrounds|lomiri-wallpapers-16\.04|enlightenment-data|lxqt-themes)$/);
    expect(c.author.length).toBeGreaterThan(3);
    const named = Object.keys(LICENCE_FILES).filter((l) => c.licence.includes(l));
    expect({ file: c.files[0], named: named.length > 0 }).toEqual({ file: c.files[0], named: true });
    for (const l of named) expect(existsSync(join(MEDIA, 'licenses', `${LICENCE_FILES[l]}.txt`))).toBe(true);
  }
  const md = readFileSync(join(MEDIA, 'CREDITS.md'), 'utf8');
  for (const name of PHOTO_NAMES) {
    expect(credited.has(`images/${name}.jpg`)).toBe(true);
    expect(md).toContain(`images/${name}.jpg`);
  }
  for (const name of ILLUSTRATION_NAMES) expect(md).toContain(`images/${name}.jpg`);
  const jpgs = readdirSync(join(MEDIA, 'images')).filter((f) => f.endsWith('.jpg'));
  const known = new Set([...PHOTO_NAMES, ...ILLUSTRATION_NAMES].flatMap((n) => [`${n}.jpg`, `${n}-portrait.jpg`]));
  expect(jpgs.filter((f) => !known.has(f))).toEqual([]);
  expect(Object.keys(MEDIA_MANIFEST).sort()).toEqual(jpgs.map((f) => f.replace(/\.jpg$/, '')).sort());
  for (const l of ['GPL-2', 'GPL-3', 'LGPL-3', 'LGPL-2.1', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'BSD-2-clause']) expect(existsSync(join(MEDIA, 'licenses', `${l}.txt`))).toBe(true);
});

test('no two different things share a picture: each outlet, treatment, room type and event has its own', () => {
  const byPicture = new Map<string, Set<string>>();
  const note = (url: string, what: string) => byPicture.set(url, (byPicture.get(url) ?? new Set()).add(what));
  for (const c of seed.categoryContents.filter((c) => c.locale === 'en' && (c.kind === 'spa' || c.kind === 'gastronomy'))) {
    for (const item of c.doc.items) if (item.image) note(item.image.sourceUrl, `${c.kind}:${item.title}`);
  }
  for (const r of seed.rooms.filter((r) => r.locale === 'en')) note(r.doc.images[0]!.sourceUrl, `room:${r.doc.name}`);
  for (const e of seed.events.filter((e) => e.locale === 'en')) note(e.doc.image.sourceUrl, `event:${e.doc.title}`);
  const shared = [...byPicture].filter(([, things]) => things.size > 1).map(([url, things]) => `${url}: ${[...things].join(', ')}`);
  expect(shared).toEqual([]);
});

test('the hero videos are the mp4s the seed plays and nothing else (the WebM twins, larger and worse, are gone)', () => {
  const played = VIDEOS.flatMap((v) => [`${v.name}.mp4`, `${v.name}-mobile.mp4`]).sort();
  expect(readdirSync(join(MEDIA, 'videos')).sort()).toEqual(played);
  const json = JSON.stringify(seed.pages.map((p) => p.doc.sliders));
  for (const file of played) expect(json).toContain(`/media/videos/${file}`);
});
