/**
 * `npm run edit -w api`: the editing backend on this machine. Starts Decap's own local backend,
 * decap-server, in this process, writing the editors' files into the repository root of the
 * settings (CONTENT_EDITING_ROOT, by default the folder holding CONTENT_DIR) on the port of
 * CONTENT_EDITING_BACKEND. Then start the API with CONTENT_EDITING=1 and open its /admin.
 */
import { readSettings, SettingsError } from '../settings';

function main() {
  let settings;
  try {
    settings = readSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`nirvana-edit: bad setting: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const { editing, publicUrl } = settings;
  if (!editing.localBackend) {
    console.error('nirvana-edit: CONTENT_EDITING_BACKEND is none: set it to the address decap-server should answer on (http://localhost:8082/api/v1)');
    process.exit(2);
  }
  const url = new URL(editing.localBackend);
  if (url.pathname.replace(/\/+$/, '') !== '/api/v1') {
    console.error(`nirvana-edit: decap-server answers on /api/v1, but CONTENT_EDITING_BACKEND is ${editing.localBackend}`);
    process.exit(2);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  // decap-server reads these when it is loaded: MODE=fs writes the files without committing them.
  Object.assign(process.env, {
    MODE: 'fs',
    GIT_REPO_DIRECTORY: editing.root,
    PORT: url.port || (url.protocol === 'https:' ? '443' : '80'),
    // Only this machine may write, unless the backend is named by another address on purpose.
    BIND_HOST: loopback ? '127.0.0.1' : url.hostname,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // Browsers on localhost and 127.0.0.1 are let in by decap-server itself; the API's own public address too.
    ...(publicUrl && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(publicUrl) ? { ORIGIN: new URL(publicUrl).origin } : {}),
  });
  console.log(`nirvana-edit: decap-server writes into ${editing.root} (content in ${editing.contentFolder}/), answering on ${editing.localBackend}`);
  console.log(`nirvana-edit: start the API with CONTENT_EDITING=1 (CONTENT_EDITING=1 npm start -w api) and open ${publicUrl ?? 'http://localhost:8081'}/admin`);
  require('decap-server');
}

main();
