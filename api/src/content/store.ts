/**
 * The content in the store: the files loaded at start and again when they change (a watch on the
 * content folder), each good load written into the database's content tables in one transaction
 * with its revision. A load with an error changes nothing that is served: the last good content
 * stays, and the error is logged and shown by `status()` (the API's /health).
 */
import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { getMeta, type Db } from '../db';
import { buildSeed } from '../seed/build';
import { seedDatabase, type SeedReport } from '../seed/index';
import { registerPicture, knownPicture } from '../seed/media-catalog';
import { loadContent, type ContentError } from './load';
import { modelOf, type Model } from './model';

export interface ContentStatus {
  /** The revision served (a hash of the files), null before any good load. */
  revision: string | null;
  loadedAt: string | null;
  files: number;
  /** What kept the last change from being served (empty when the files on disk are served). */
  errors: ContentError[];
}

export interface ContentStoreOptions {
  db: Db;
  dir: string;
  mediaDir: string;
  log: { warn: (message: string) => void; info: (message: string) => void };
  /** Waits this long after a change for more changes before loading (ms). */
  settleMs?: number;
}

/** The pictures of a model not in the media manifest yet (an upload): their sizes and colours, by sharp. */
async function describeNewPictures(model: Model, imagesDir: string) {
  const names = new Set<string>();
  const collect = (v: unknown, key = '') => {
    if (typeof v === 'string' && /scene$/i.test(key)) names.add(v);
    else if (Array.isArray(v)) v.forEach((x) => collect(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collect(x, k);
  };
  collect(model);
  for (const name of names) {
    if (knownPicture(name)) continue;
    const file = ['jpg', 'jpeg', 'png', 'webp'].map((ext) => join(imagesDir, `${name}.${ext}`)).find(existsSync);
    if (!file) continue;
    const image = sharp(file);
    const [meta, stats, bands] = await Promise.all([
      image.metadata(), image.stats(), sharp(file).resize(1, 4, { fit: 'fill', kernel: 'linear' }).removeAlpha().raw().toBuffer(),
    ]);
    const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    registerPicture(name, {
      width: meta.width!, height: meta.height!, color: hex(stats.dominant.r, stats.dominant.g, stats.dominant.b),
      placeholder: [0, 1, 2, 3].map((i) => hex(bands[i * 3]!, bands[i * 3 + 1]!, bands[i * 3 + 2]!)).join(','),
      path: `/media/images/${file.split('/').pop()}`,
    });
  }
}

/**
 * Calls `onChange` on any change under a folder. Each folder is watched itself (inotify on Linux):
 * Node's recursive watch follows files, and loses one an editor's tool saves by renaming a new file
 * over it. Folders added later are watched from the next change on.
 */
function watchTree(root: string, onChange: () => void, onError: (error: Error) => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const scan = (dir: string) => {
    if (!watchers.has(dir)) {
      try {
        const w = watch(dir, () => {
          rescan();
          onChange();
        });
        w.on('error', () => {
          w.close();
          watchers.delete(dir);
        });
        w.unref();
        watchers.set(dir, w);
      } catch (error) {
        onError(error as Error);
        return;
      }
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) scan(join(dir, entry.name));
  };
  const rescan = () => {
    for (const [dir, w] of watchers) {
      if (!existsSync(dir)) {
        w.close();
        watchers.delete(dir);
      }
    }
    try {
      scan(root);
    } catch (error) {
      onError(error as Error);
    }
  };
  rescan();
  return () => {
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}

export function createContentStore(options: ContentStoreOptions) {
  const { db, dir, mediaDir, log } = options;
  const settleMs = options.settleMs ?? 100;
  const status: ContentStatus = { revision: getMeta(db, 'content_revision') ?? null, loadedAt: getMeta(db, 'content_loaded_at') ?? null, files: 0, errors: [] };
  let unwatch: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const fail = (errors: ContentError[]) => {
    status.errors = errors;
    for (const e of errors) log.warn(`content: ${e.file}${e.field ? ` ${e.field}` : ''} ${e.message}; the last good content stays served`);
  };

  /** Loads the files; writes them into the store when they are good and differ from what it holds. */
  async function load(): Promise<SeedReport | null> {
    const result = loadContent(dir, { mediaDir });
    if (!result.ok) {
      fail(result.errors);
      return null;
    }
    status.files = result.fileCount;
    if (result.revision === status.revision && getMeta(db, 'content_revision') === result.revision) {
      status.errors = [];
      return null;
    }
    try {
      const model = modelOf(result.files);
      await describeNewPictures(model, join(mediaDir, 'images'));
      const report = seedDatabase(db, buildSeed(model), result.revision);
      Object.assign(status, { revision: result.revision, loadedAt: new Date().toISOString(), errors: [] });
      log.info(`content: revision ${result.revision} served (${result.fileCount} files, ${report.pages} pages in ${report.ms} ms)`);
      return report;
    } catch (error) {
      fail([{ file: '.', field: null, message: `could not be composed into pages: ${(error as Error).message}` }]);
      return null;
    }
  }

  /** One load at a time; a change during a load loads again after it. */
  function reload() {
    if (running) {
      again = true;
      return running;
    }
    running = load().then(() => undefined, (error) => fail([{ file: '.', field: null, message: String(error) }])).finally(() => {
      running = null;
      if (again) {
        again = false;
        void reload();
      }
    });
    return running;
  }

  return {
    load,
    reload,
    /** Watches the folder: a change loads the files again once they settle. */
    watch() {
      unwatch = watchTree(dir, () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => void reload(), settleMs);
      }, (error) => log.warn(`content: watching ${dir} failed (${error.message}); changes need a restart`));
    },
    status: (): ContentStatus => ({ ...status, errors: [...status.errors] }),
    async close() {
      unwatch?.();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;
