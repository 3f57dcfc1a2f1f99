/** Bytes of the built site: raw, gzip and brotli of each file. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isSharedPackage } from './budgets';

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function bytesOf(content: Buffer | string): Bytes {
  const buf = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const sum = (list: Bytes[]): Bytes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

interface ReportEntry {
  chunk: string;
  initial: boolean;
  /** Loaded only for a module shared over federation (a fallback copy, or what the shell provides). */
  sharedOnly?: boolean;
  packages: string[];
}

export interface SectionSizes {
  section: string;
  /** The section's remoteEntry.js, or the shell's entry script. */
  remoteEntry: Bytes;
  /**
   * Chunks holding only shared libraries (React, react-intl...): the ones the page loads
   * for the shell, fallback copies never loaded on the site for a section.
   */
  sharedLibraries: Bytes;
  /** Everything else: the part's own code, its CSS and its private libraries. */
  ownChunks: Bytes;
}

/** Sizes of one build (needs its bundle-report.json): a federated section, or the shell ('shell'). */
export function sectionSizes(root: string, section: string): SectionSizes {
  const dist = path.join(root, section === 'shell' ? 'shell' : `mfe-${section}`, 'dist');
  const report = JSON.parse(fs.readFileSync(path.join(dist, 'bundle-report.json'), 'utf8')) as Record<string, ReportEntry>;
  const shared: Bytes[] = [];
  const own: Bytes[] = [];
  let remoteEntry: Bytes = { raw: 0, gzip: 0, brotli: 0 };
  for (const [file, entry] of Object.entries(report)) {
    const bytes = bytesOf(fs.readFileSync(path.join(dist, file)));
    if (file === 'remoteEntry.js' || (section === 'shell' && entry.initial && file.endsWith('.js'))) remoteEntry = bytes;
    else if (entry.sharedOnly || (entry.packages.length > 0 && entry.packages.every(isSharedPackage))) shared.push(bytes);
    else own.push(bytes);
  }
  return { section, remoteEntry, sharedLibraries: sum(shared), ownChunks: sum(own) };
}

/** The `<nirvana-search>` embed: every JS and CSS file it loads for first render. */
export function embedSizes(root: string): { files: string[]; bytes: Bytes } {
  const dir = path.join(root, 'mfe-search', 'dist-embed');
  const files = fs.readdirSync(dir).filter((f) => /\.(js|css)$/.test(f) && !f.endsWith('.LICENSE.txt'));
  // Only what the page itself loads first: the entry, and the chunks it names synchronously.
  const entry = 'nirvana-search.js';
  const loaded = files.includes(entry) ? [entry, ...files.filter((f) => f !== entry && /\.css$/.test(f))] : files;
  return { files: loaded, bytes: sum(loaded.map((f) => bytesOf(fs.readFileSync(path.join(dir, f))))) };
}
