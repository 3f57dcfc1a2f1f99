#!/usr/bin/env node
/**
 * Serves the whole built site on localhost: the content API (API_PORT, seeded SQLite database)
 * and the shell server (PORT) that serves the shell, the sections and the embed. Each server reads
 * its own settings and defaults (api/src/settings.ts, shell/server/env.ts); this script only tells
 * the shell where an API started on another port answers.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const children = [];

function run(name, script, env) {
  // Plain node: the servers were bundled to JavaScript by `npm run build` (scripts/build-servers.js).
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

for (const script of ['api/dist-server/main.cjs', 'shell/dist-server/main.cjs']) {
  if (!require('node:fs').existsSync(path.join(root, script))) {
    console.error(`${script} is missing: run \`npm run build\` first (it bundles the servers).`);
    process.exit(1);
  }
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Also when the loop empties first: a server that refused to start (bad setting: 2) fails this script.
  process.exitCode = code;
  setTimeout(() => process.exit(code), 500).unref();
}

run('api', 'api/dist-server/main.cjs', {});
// The shell proxies the API under /v1/ and /media/ on the site's own origin (API_BASE: another
// address for browsers); without API_UPSTREAM it reaches the API at the API's default port.
const { API_PORT, API_UPSTREAM } = process.env;
run('shell', 'shell/dist-server/main.cjs', API_PORT && !API_UPSTREAM ? { API_UPSTREAM: `http://127.0.0.1:${API_PORT}` } : {});
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
