/**
 * The folder the e2e's APIs and the seed's media test keep their picture variants in: the
 * machine's cache, beside npm's and jest's, not the clone, so a run on a machine that has run the
 * suites before finds the variants they ask for already made (the e2e's pages 182 of them, about
 * 125 CPU-s of encoding, half of it the desktop heroes at 1600 px; the seed's test about 300 small
 * ones, 38 s). The folder is named by everything a variant is made from: the source pictures'
 * bytes, the encoder's code and the locked versions of sharp and its libvips, so no change to any of
 * them is ever served an old variant; the encoder settings are in each file's name too (and the
 * media route's own test always encodes afresh). Folders of other keys unused for a week are
 * removed. A fresh machine, or NIRVANA_MEDIA_CACHE=fresh, encodes them on first request as a fresh
 * deployment does (docs/test-time.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../settings';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The key of the variants: a hash of the pictures, the encoder and sharp's locked versions. */
export function variantKey(): string {
  const hash = createHash('sha256');
  const images = path.join(REPO_ROOT, 'api/media/images');
  for (const name of fs.readdirSync(images).sort()) hash.update(name).update(fs.readFileSync(path.join(images, name)));
  hash.update(fs.readFileSync(path.join(REPO_ROOT, 'api/src/media/image-encoder.ts')));
  // sharp's and its libvips build's locked versions.
  const locked = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> }).packages;
  for (const [name, pkg] of Object.entries(locked)) if (/node_modules\/(sharp|@img\/sharp-[^/]+)$/.test(name)) hash.update(`${name}@${pkg.version}`);
  return hash.digest('hex').slice(0, 16);
}

/** The variant folder of this run (made, and marked used), or a fresh one in `tmp` when asked. */
export function variantCacheDir(tmp: string): string {
  if (process.env.NIRVANA_MEDIA_CACHE === 'fresh') return path.join(tmp, 'media-variants');
  const base = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'nirvana-web', 'media-variants');
  const dir = path.join(base, variantKey());
  fs.mkdirSync(dir, { recursive: true });
  const now = new Date();
  fs.utimesSync(dir, now, now);
  for (const other of fs.readdirSync(base)) {
    const at = path.join(base, other);
    // The other lane may be removing the same folder at this moment.
    const used = fs.statSync(at, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (at !== dir && Date.now() - used > WEEK_MS) fs.rmSync(at, { recursive: true, force: true });
  }
  return dir;
}
