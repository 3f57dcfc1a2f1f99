/** Writes the table of calls into api/README.md from the contracts (src/http/calls-table.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CALLS } from '@nirvana/shared/api/calls';
import { withCallsTable } from '../src/http/calls-table';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readme, 'utf8');
const after = withCallsTable(before, CALLS);
writeFileSync(readme, after);
console.log(after === before ? 'api/README.md: the table of calls was up to date' : 'api/README.md: the table of calls written anew');
