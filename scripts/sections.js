/**
 * The sections for the build scripts and configs written in plain JavaScript (webpack, the lint
 * config), read from the one list in shared/src/sections.ts (`SECTIONS`), so that adding a
 * section there is all these need.
 */
const fs = require('node:fs');
const path = require('node:path');

const source = fs.readFileSync(path.join(__dirname, '..', 'shared', 'src', 'sections.ts'), 'utf8');
const match = source.match(/export const SECTIONS = \[([^\]]*)\] as const;/);
if (!match) throw new Error('shared/src/sections.ts: no `export const SECTIONS = [...] as const;` to read');

/** @type {readonly string[]} */
const SECTIONS = Object.freeze(match[1].split(',').map((s) => s.trim().replace(/^'|'$/g, '')).filter(Boolean));

/** A section's folder (its npm workspace), and its module federation container name (as containerName in sections.ts). */
const sectionDir = (section) => `mfe-${section}`;
const containerName = (section) => `nirvana_${section}`;

module.exports = { SECTIONS, sectionDir, containerName };
