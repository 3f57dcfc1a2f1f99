/**
 * The e2e files that must run with no other file beside them (the suite runs in two jest workers,
 * against one pair of servers): what they do changes what every page is served, or what they check
 * would be changed by another file's requests. The sequencer puts them last; `run-alone.ts` makes
 * each wait until no other file runs, and the others wait while one runs.
 */
module.exports = {
  ALONE: new Set([
    // Rebuilds a section into the dist folder the shell serves.
    'section-deploy.e2e.ts',
    // Its newsletter's server render never ends: it holds a core for the render's whole limit, and
    // the timed checks of a file beside it (server renders within their budget) would miss.
    'server-render-faults.e2e.ts',
    // An edit of the content files must show within 5 s (their own servers, the checks timed).
    'offers-content.e2e.ts',
    'content-edit.e2e.ts',
    'editing.e2e.ts',
  ]),
};
