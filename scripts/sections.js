/**
 * The sections for the build scripts and configs written in plain JavaScript (webpack, jest, the
 * lint config): the one list in shared/src/sections.json, which shared/src/sections.ts reads too,
 * so that adding a section there is all these need.
 */
const SECTION_DATA = require('../shared/src/sections.json');

/** @type {readonly string[]} */
const SECTIONS = Object.freeze(Object.keys(SECTION_DATA));

/** A section's folder (its npm workspace). */
const sectionDir = (section) => `mfe-${section}`;
/** A section's module federation container name. */
const containerName = (section) => {
  const data = SECTION_DATA[section];
  if (!data) throw new Error(`shared/src/sections.json: no section '${section}'`);
  return data.container;
};

module.exports = { SECTIONS, sectionDir, containerName };
