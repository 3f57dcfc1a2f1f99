/** The budgets of issue 8 (and the search section's of issue 5, issue 20's speed). A missed budget fails the bench. */
export const BUDGETS = {
  embedGzipKB: 110,
  searchBeyondSharedGzipKB: 40,
  homeFirstLoadJsGzipKB: 170,
  reactCopies: 1,
  /** Median of three Lighthouse runs, every sampled page (issue 20). */
  lighthousePerformance: 0.98,
  /** Total blocking time, median of three runs (ms). */
  tbtMs: 100,
  lighthouseAccessibility: 1,
  lighthouseSeo: 1,
  cls: 0.02,
  /** Largest contentful paint on the calibrated phone, median of three runs, every sampled page (ms, issue 28). */
  lcpMs: 1800,
  /** A cached server-rendered page against a static file of the same size (req/s). */
  serverHeadToStaticRatio: 0.5,
  /** Share of a hydrated page's words already in its server HTML, each sampled page (issue 28). */
  serverTextRatio: 0.9,
  /** A page asked with `Accept-Encoding: br, gzip` against the same page without compression. */
  compressedPageRatio: 0.8,
  /** A hashed chunk asked with `br` against the same chunk without compression. */
  compressedChunkRatio: 0.9,
  /** A visitor's p99 while 300 connections ask for random missing pages (ms), with no error. */
  floodVisitorP99Ms: 250,
  /** A visitor's p99 while 200 requests for cold image variants arrive at once (ms), with no error (issue 25). */
  mediaBurstVisitorP99Ms: 500,
  /** The API process's peak RSS during that burst (MB). */
  mediaBurstApiRssMB: 300,
} as const;

/** npm packages that the composed site shares as singletons (module federation). */
export const SHARED_PACKAGES = [
  'react', 'react-dom', 'scheduler', 'react-intl', 'intl-messageformat', 'use-sync-external-store',
  'ky', '@r2wc/react-to-web-component',
];
export const isSharedPackage = (name: string) => SHARED_PACKAGES.includes(name) || name.startsWith('@formatjs/');
