#!/usr/bin/env node
/**
 * Serves the whole built site on localhost: the content API (port 8081, seeded SQLite database)
 * and the shell server (PORT, default 8080) that serves the shell, the sections and the embed.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const apiPort = process.env.API_PORT ?? '8081';
const apiUrl = process.env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`;
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

run('api', 'api/dist-server/main.cjs', { API_PORT: apiPort, API_PUBLIC_URL: apiUrl });
// The shell proxies the API under /v1/ and /media/ on the site's own origin (API_BASE: another address for browsers).
run('shell', 'shell/dist-server/main.cjs', { API_UPSTREAM: process.env.API_UPSTREAM ?? `http://127.0.0.1:${apiPort}` });
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
