/** The budgets of issue 8 (and the search section's of issue 5). A missed budget fails the bench. */
export const BUDGETS = {
  embedGzipKB: 110,
  searchBeyondSharedGzipKB: 40,
  homeFirstLoadJsGzipKB: 170,
  reactCopies: 1,
  lighthousePerformance: 0.95,
  lighthouseAccessibility: 1,
  lighthouseSeo: 1,
  cls: 0.02,
  serverHeadToStaticRatio: 0.5,
} as const;

/** npm packages that the composed site shares as singletons (module federation). */
export const SHARED_PACKAGES = [
  'react', 'react-dom', 'scheduler', 'react-intl', 'intl-messageformat', 'use-sync-external-store',
  'ky', 'superstruct', '@r2wc/react-to-web-component',
];
export const isSharedPackage = (name: string) => SHARED_PACKAGES.includes(name) || name.startsWith('@formatjs/');
