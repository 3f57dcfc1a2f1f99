/**
 * Starts the shell server: PORT (8080), HOST (0.0.0.0), API_UPSTREAM (the content API as this server
 * reaches it, http://localhost:8081), API_BASE (the API base the browser uses; default: the
 * site's own origin, proxied), SITE_URL (the canonical origin, http://localhost:<port>),
 * TRUST_PROXY (proxies in front of this server: a hop count or addresses; default none),
 * ALLOWED_HOSTS (host names besides SITE_URL's the site answers as itself, comma-separated; any
 * other Host header is answered as SITE_URL), SECTION_RENDER_BUDGET_MS (each section's time to
 * render a page on the server, 2500; past it the browser renders that section), SERVER_RENDER
 * (`0`: no section is rendered on the server), BUILD_ROOT (the folder holding `shell/dist` and each
 * `mfe-<section>/dist` and `dist-server`; default: this repository).
 */
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

/** TRUST_PROXY: a hop count, or a comma list of proxy addresses and ranges; unset or `none`: no proxy is trusted. */
function trustProxy(value: string | undefined): number | string[] | false {
  const v = (value ?? '').trim().toLowerCase();
  if (!v || ['0', 'none', 'false', 'off', 'no'].includes(v)) return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.some((e) => !/^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/.test(e))) {
    return fail(`TRUST_PROXY must be a hop count or proxy addresses/ranges, got "${value}"`);
  }
  return entries;
}

/** SECTION_RENDER_BUDGET_MS: milliseconds, 50 to 60 000. */
function budget(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  if (!/^\d+$/.test(value.trim()) || ms < 50 || ms > 60_000) return fail(`SECTION_RENDER_BUDGET_MS must be milliseconds (50-60000), got "${value}"`);
  return ms;
}

function readEnv(env: NodeJS.ProcessEnv) {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || !Number.isInteger(port) || port < 1 || port > 65535) {
    fail(`PORT must be a port number (1-65535), got "${portText}"`);
  }
  const publicApiBase = env.API_BASE?.trim() ? (env.API_BASE.trim().startsWith('/') ? env.API_BASE.trim() : httpUrl('API_BASE', env.API_BASE.trim())) : undefined;
  // Without API_UPSTREAM an absolute API_BASE is where the server fetches too.
  const upstream = env.API_UPSTREAM?.trim() || (publicApiBase && !publicApiBase.startsWith('/') ? publicApiBase : 'http://localhost:8081');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiBase: httpUrl('API_UPSTREAM', upstream),
    publicApiBase,
    siteUrl: httpUrl('SITE_URL', env.SITE_URL ?? `http://localhost:${port}`),
    trustProxy: trustProxy(env.TRUST_PROXY),
    allowedHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    sectionBudgetMs: budget(env.SECTION_RENDER_BUDGET_MS),
    serverRender: env.SERVER_RENDER?.trim() !== '0',
    rootDir: env.BUILD_ROOT?.trim() || undefined,
  };
}

async function main() {
  const { port, host, apiBase, publicApiBase, siteUrl, trustProxy: trusted, allowedHosts, sectionBudgetMs, serverRender, rootDir } = readEnv(process.env);
  let app;
  try {
    app = await buildShellServer({ apiBase, publicApiBase, siteUrl, trustProxy: trusted, allowedHosts, sectionBudgetMs, serverRender, rootDir, env: process.env, logger: { level: process.env.LOG_LEVEL === 'silent' ? 'error' : 'info' } });
  } catch (error) {
    fail((error as Error).message);
  }
  const close = () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host });
  console.log(`shell server on port ${port} (canonical ${siteUrl}), API ${apiBase}${publicApiBase ? `, browsers use ${publicApiBase}` : ' proxied under /v1/ and /media/'}`);
}

void main();
