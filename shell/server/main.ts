/** Starts the shell server: PORT (8080), API_BASE (http://localhost:8081), SITE_URL (http://localhost:<port>). */
import { buildShellServer } from './server';

function fail(message: string): never {
  console.error(`shell server: ${message}`);
  process.exit(1);
}

function httpUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  return fail(`${name} must be an absolute http(s) URL, got "${value}"`);
}

function readEnv(env: NodeJS.ProcessEnv) {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || !Number.isInteger(port) || port < 1 || port > 65535) {
    fail(`PORT must be a port number (1-65535), got "${portText}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiBase: httpUrl('API_BASE', env.API_BASE ?? 'http://localhost:8081'),
    siteUrl: httpUrl('SITE_URL', env.SITE_URL ?? `http://localhost:${port}`),
  };
}

async function main() {
  const { port, host, apiBase, siteUrl } = readEnv(process.env);
  let app;
  try {
    app = await buildShellServer({ apiBase, siteUrl, env: process.env, logger: process.env.LOG_LEVEL !== 'silent' });
  } catch (error) {
    fail((error as Error).message);
  }
  const close = () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host });
  console.log(`shell server on ${siteUrl} (port ${port}), API ${apiBase}`);
}

void main();
