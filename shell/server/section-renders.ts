/**
 * The sections' server renders, as the shell server runs them:
 * - Builds: each section's `mfe-<section>/dist-server/manifest.json` (written by its build: the
 *   build's name, its render file, its client's named remote entry) is read again when its file
 *   changes, so deploying one section alone changes its server HTML and its client code on the next
 *   page, without rebuilding or restarting the shell. The page names the build it rendered with
 *   (its hosts' `data-build`, its runtime config's remote entry `remoteEntry.<hash>.js`), so the
 *   browser never hydrates one build's HTML with another build's code.
 * - Isolation: renders run in worker threads (piscina, `section-worker.cjs`, a pool per section),
 *   all sections of a page in parallel, each waited for within its budget (`budgetMs`): one that
 *   throws or runs late is left out, and the browser renders that section as it would without a
 *   server. A late render goes on in its (warm) worker and serves the page's next request; one still
 *   running after STALL_LIMIT_MS has its worker terminated, however it stalls. Nothing a render
 *   does can crash or stall the shell server's own thread.
 * - Styles: each build's CSS (its scoped sheets' text) is asked once; the sections' CSS of a page
 *   is served as one hashed, immutable file (`/_sections/<hash>.css`), precompressed.
 * Only sections whose client the shell serves itself (the default `/mfe/<section>/` remote) are
 * rendered on the server: a remote configured elsewhere is another deployment than the one here.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as Z } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { defaultRemotes, SECTIONS, type SectionName } from '@nirvana/shared/sections';
import type { SectionRenderContext, SectionRenderResult } from '@nirvana/shared/section-server';
import { onceByKey, type OnceByKey } from '@nirvana/shared/memo';

export interface SectionBuild {
  section: SectionName;
  build: string;
  /** Absolute path of the render file. */
  file: string;
  /** The client's named remote entry (a file name in the section's client folder). */
  remoteEntry: string;
}

export interface RenderedSection extends SectionRenderResult {
  build: string;
}

export interface ComposedSections {
  /** The sections rendered on the server, by name. */
  sections: Partial<Record<SectionName, RenderedSection>>;
  /** The sections whose render failed or ran late (the browser renders them). */
  failed: SectionName[];
  /** The sections rendered without some of their data or parts (served, but neither they nor the page are kept). */
  incomplete: SectionName[];
  /** The builds in use (rendered or not), for the runtime config and the cache key. */
  builds: Partial<Record<SectionName, SectionBuild>>;
  /** The URL of the page's section CSS, or null. */
  cssHref: string | null;
  /** The sections whose CSS that file holds (the browser adopts none of their scoped sheets again). */
  cssSections: SectionName[];
}

/** A page's renders by `<section>:<build>` (see `compose`): one each, forgotten when it fails or is incomplete. */
export type RenderTasks = OnceByKey<string, SectionRenderResult>;
export const renderTasks = (): RenderTasks => onceByKey((result) => !result.incomplete);

export interface SectionRendererOptions {
  rootDir: string;
  /** Each section's time for one page (ms, default DEFAULT_BUDGET_MS). */
  budgetMs?: number;
  /** Worker threads per section (default 1: four sections, four threads, on a two-core machine). */
  threads?: number;
  log?: { warn(obj: unknown, msg?: string): void };
}

export const SECTION_CSS_PREFIX = '/_sections/';
/** Each section's time for a page: a page's first render takes 50 to 400 ms here; a loaded machine, several times that. */
export const DEFAULT_BUDGET_MS = 2500;
const MANIFEST_CHECK_MS = 200;
const MAX_CSS_FILES = 32;
const CSS_LIMIT_MS = 15_000;
/**
 * A render still running this long is stalled: its worker is ended. Until then a render past its
 * page's budget goes on (its worker stays warm) and the next request for that page takes its HTML.
 */
const STALL_LIMIT_MS = 10_000;
const BUILD_NAME = /^[a-z0-9-]{1,64}$/i;
const FILE_NAME = /^[\w.-]{1,128}$/;

interface CssFile {
  text: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface CssHref {
  href: string | null;
  /** The sections whose CSS could not be had. */
  missing: SectionName[];
}

export function createSectionRenderer(settings: SectionRendererOptions) {
  const options = { ...settings };
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  // A pool per section: a section whose renders stall or queue up never holds up another one's.
  const pools = new Map<SectionName, Piscina>();
  const poolOf = (section: SectionName) => {
    let pool = pools.get(section);
    if (!pool) {
      pool = new Piscina({
        filename: path.join(__dirname, 'section-worker.cjs'),
        minThreads: 1,
        maxThreads: options.threads ?? 1,
        // Kept: a new worker loads the build again (the content's takes most of a second).
        idleTimeout: Number.POSITIVE_INFINITY,
        // A render that grows without end ends its worker, not the server.
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      pools.set(section, pool);
    }
    return pool;
  };
  const manifests = new Map<SectionName, { checked: number; mtime: number; build: SectionBuild | null }>();
  /** Each build's CSS, by `<section>:<build>`. */
  const cssByBuild = onceByKey<string, string>();
  /** The section CSS files by hash, each compressed once (`memo`). */
  const cssFiles = new LRUCache<string, CssFile, string>({
    max: MAX_CSS_FILES,
    memoMethod: (_hash, _old, { context: text }) => {
      const bytes = Buffer.from(text);
      return {
        text: bytes,
        br: brotliCompressSync(bytes, { params: { [Z.BROTLI_PARAM_QUALITY]: 11, [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT } }),
        gzip: gzipSync(bytes, { level: 9 }),
      };
    },
  });
  /**
   * The CSS file of each set of builds, made once (concurrent pages wait for the one). A set with a
   * section's CSS missing, or none, is answered but not kept (its key is deleted while it loads, and
   * `ignoreFetchAbort` gives the answer to its callers): asked again next time.
   */
  const cssByBuilds = new LRUCache<string, CssHref, SectionBuild[]>({
    max: MAX_CSS_FILES,
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context: list, signal }) => {
      const texts = await Promise.all(list.map((b) => cssOf(b).then((text) => ({ section: b.section, text }), () => ({ section: b.section, text: null }))));
      const missing = texts.filter((t) => t.text === null).map((t) => t.section);
      const text = texts.map((t) => t.text).filter(Boolean).join('\n');
      const hash = text && createHash('sha256').update(text).digest('hex').slice(0, 12);
      if (hash) cssFiles.memo(hash, { context: text });
      const href = hash ? `${SECTION_CSS_PREFIX}${hash}.css` : null;
      if ((!href || missing.length > 0) && !signal.aborted) cssByBuilds.delete(key);
      return { href, missing };
    },
  });

  /** A section's current build, from its manifest (read again when the file changes). */
  function buildOf(section: SectionName, now = Date.now()): SectionBuild | null {
    const known = manifests.get(section);
    if (known && now - known.checked < MANIFEST_CHECK_MS) return known.build;
    const dir = path.join(options.rootDir, `mfe-${section}`, 'dist-server');
    const file = path.join(dir, 'manifest.json');
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (known && known.mtime === mtime) {
      known.checked = now;
      return known.build;
    }
    let build: SectionBuild | null = null;
    if (mtime) {
      try {
        const m = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        if (m.section === section && typeof m.build === 'string' && BUILD_NAME.test(m.build) && typeof m.render === 'string' && FILE_NAME.test(m.render)
          && typeof m.remoteEntry === 'string' && FILE_NAME.test(m.remoteEntry) && statSync(path.join(dir, m.render), { throwIfNoEntry: false })) {
          build = { section, build: m.build, file: path.join(dir, m.render), remoteEntry: m.remoteEntry };
        } else {
          options.log?.warn({ section }, 'section server manifest is not usable; the browser renders the section');
        }
      } catch (error) {
        options.log?.warn({ err: error, section }, 'section server manifest unreadable; the browser renders the section');
      }
    }
    manifests.set(section, { checked: now, mtime, build });
    return build;
  }

  const defaults = defaultRemotes();
  /** The builds the server renders for a runtime config: sections served from this shell's own `/mfe/<section>/`. */
  function buildsFor(config: RuntimeConfig): Partial<Record<SectionName, SectionBuild>> {
    const out: Partial<Record<SectionName, SectionBuild>> = {};
    for (const section of SECTIONS) {
      if (config.remotes[section] !== defaults[section]) continue;
      const build = buildOf(section);
      if (build) out[section] = build;
    }
    return out;
  }

  function run<T>(build: SectionBuild, task: { kind: 'css' | 'render'; context?: SectionRenderContext }): Promise<T> {
    // A build's CSS is asked once (its module loads then): more time than a page's render.
    const limit = task.kind === 'css' ? Math.max(budgetMs, CSS_LIMIT_MS) : Math.max(budgetMs, STALL_LIMIT_MS);
    return poolOf(build.section).run({ file: build.file, ...task }, { signal: AbortSignal.timeout(limit) }) as Promise<T>;
  }

  function cssOf(build: SectionBuild): Promise<string> {
    return cssByBuild.get(`${build.section}:${build.build}`, () => run<string>(build, { kind: 'css' }));
  }

  /**
   * The hashed URL of the builds' CSS (made once per set of builds), or null when none has any; and
   * the sections whose CSS could not be had (a set with one missing is not kept: asked again next time).
   */
  async function cssHrefOf(builds: Partial<Record<SectionName, SectionBuild>>): Promise<CssHref> {
    const list = SECTIONS.map((s) => builds[s]).filter((b): b is SectionBuild => !!b);
    return (await cssByBuilds.fetch(list.map((b) => `${b.section}:${b.build}`).join('|'), { context: list }))!;
  }

  /**
   * Every section's server render of a page, in parallel, each waited for within its budget. `tasks`
   * (kept by the caller with the page's data) holds each section's render of that page: a render that
   * was late for one request goes on, and the next request for the page takes it when it is done.
   */
  async function compose(config: RuntimeConfig, context: Omit<SectionRenderContext, 'config'>, tasks: RenderTasks = renderTasks()): Promise<ComposedSections> {
    const builds = buildsFor(config);
    const css = cssHrefOf(builds).catch(() => ({ href: null, missing: Object.keys(builds) as SectionName[] }));
    const sections: ComposedSections['sections'] = {};
    const failed: SectionName[] = [];
    const incomplete: SectionName[] = [];
    await Promise.all(
      (Object.values(builds) as SectionBuild[]).map(async (build) => {
        const task = tasks.get(`${build.section}:${build.build}`, () => run<SectionRenderResult>(build, { kind: 'render', context: { ...context, config } }));
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), budgetMs)));
        try {
          const result = await Promise.race([task, late]);
          if (result === 'late') throw new Error(`${build.section} rendered for more than ${budgetMs} ms`);
          sections[build.section] = { ...result, build: build.build };
          // Not kept for the page's next request, which renders the section again (`renderTasks`).
          if (result.incomplete) incomplete.push(build.section);
        } catch (error) {
          failed.push(build.section);
          options.log?.warn({ err: error, section: build.section, path: context.state.route.path }, 'section server render failed or ran late; the browser renders it');
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const { href, missing } = await css;
    // A section without its CSS is not shown from the server (its HTML would be unstyled): the browser renders it.
    for (const section of missing) {
      if (!sections[section]) continue;
      delete sections[section];
      failed.push(section);
    }
    const cssSections = href ? (Object.keys(builds) as SectionName[]).filter((section) => !missing.includes(section)) : [];
    return { sections, failed, incomplete, builds, cssHref: href, cssSections };
  }

  /** A section CSS file by its URL's name (`<hash>.css`). */
  function cssFile(name: string): CssFile | undefined {
    const m = /^([0-9a-f]{12})\.css$/.exec(name);
    return m ? cssFiles.get(m[1]!) : undefined;
  }

  /** Starts each section's worker and loads its current build (at the server's start: the first page is not the one that waits). */
  async function warm(config?: RuntimeConfig, context?: Omit<SectionRenderContext, 'config'>): Promise<void> {
    await Promise.all(SECTIONS.map(async (section) => {
      const build = buildOf(section);
      if (!build) return;
      try {
        await cssOf(build);
        // One render of a page that needs no data (the empty not-found page): React and the
        // section's code are compiled before the first visitor's page, not during it.
        // Waited for to the end (a render that stalls is ended by the stall limit, as any; the
        // server's start waits 5 s at most): a first page queued behind a warm-up that is still
        // compiling misses its budget on a loaded machine.
        if (config && context) await run(build, { kind: 'render', context: { ...context, config } }).catch(() => undefined);
      } catch (error) {
        options.log?.warn({ err: error, section }, 'section server build did not load');
      }
    }));
  }

  return {
    compose, buildsFor, cssFile, warm,
    /** Where failures are logged (the server's logger, once it exists). */
    setLog: (log: SectionRendererOptions['log']) => void (options.log = log),
    close: () => Promise.all([...pools.values()].map((pool) => pool.destroy())),
  };
}

export type SectionRenderer = ReturnType<typeof createSectionRenderer>;
