/**
 * The table of the calls in api/README.md, made from their contracts (shared/src/api/calls.ts):
 * each call's method and path, its parameters (required ones and defaults said) and a write's body
 * fields. Its last column, the notes, is the README's own prose, kept row by row (a new call's row
 * asks for one). `npm run calls --workspace api` writes it; a test fails while it differs.
 */
import type { Call } from '@nirvana/shared/api/calls';
import { fieldsOf } from './body-schema';

export const TABLE_START = '<!-- calls: made from shared/src/api/calls.ts by `npm run calls --workspace api`; the notes are kept -->';
export const TABLE_END = '<!-- /calls -->';
const HEADER = '| call | parameters | body | notes |\n|---|---|---|---|';
const NO_NOTE = '(to describe)';

/** A call as the README and the list of calls name it: `GET /v1/rooms/{idOrSlug}`. */
export function callName(call: Pick<Call, 'method' | 'path'>): string {
  return `${call.method} /${call.path.replace(/:(\w+)/g, '{$1}')}`;
}

type Schema = { properties: Record<string, { default?: unknown }>; required: readonly string[] };

function paramsText(call: Call): string {
  const names: string[] = [];
  for (const [part, schema] of [['path', call.params], ['query', call.query]] as const) {
    if (!schema) continue;
    const { properties, required } = schema as unknown as Schema;
    for (const [name, param] of Object.entries(properties)) {
      if (part === 'path') continue; // in the path already
      const said = required.includes(name) ? ' (required)' : param.default !== undefined ? ` (default \`${String(param.default)}\`)` : '';
      names.push(`\`${name}\`${said}`);
    }
  }
  return names.join(', ') || '–';
}

/** The notes of the README's table now, by call name. */
export function notesOf(readme: string): Map<string, string> {
  const notes = new Map<string, string>();
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return notes;
  for (const row of readme.slice(start, end).split('\n')) {
    const cells = row.match(/^\| `([^`]+)` \| .*? \| .*? \| (.*) \|$/);
    if (cells) notes.set(cells[1]!, cells[2]!);
  }
  return notes;
}

/** The table for `calls`, with the notes given. */
export function callsTable(calls: readonly Call[], notes: ReadonlyMap<string, string> = new Map()): string {
  const rows = calls.map((call) => {
    const name = callName(call);
    const body = call.body ? `\`{${fieldsOf(call.body).join(', ')}}\`` : '–';
    return `| \`${name}\` | ${paramsText(call)} | ${body} | ${notes.get(name) ?? NO_NOTE} |`;
  });
  return [HEADER, ...rows].join('\n');
}

/** The README with its table of calls made anew from `calls` (its notes kept). */
export function withCallsTable(readme: string, calls: readonly Call[]): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The README has no table of calls between ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${callsTable(calls, notesOf(readme))}\n${readme.slice(end)}`;
}
