/**
 * The shell server's variables, read by the rules both servers share (`@nirvana/shared/server-env`:
 * trimmed, empty is unset, a bad value stops the start naming the variable and the form expected).
 * The runtime config's overrides (REMOTE_<SECTION>_URL, CHAT_<LOCALE>_URL, BOOKING_SITE, …) are
 * declared beside the config they set (`runtime-config.ts`, RUNTIME_CONFIG_ENV).
 */
import path from 'node:path';
import { packageDir } from '@nirvana/shared/package-dir';
import {
  FORMAT_FORMS, readEnv, resolvePath, trustProxyValue, withoutTrailingSlash, type Env, type EnvSchema,
} from '@nirvana/shared/server-env';
import { DEFAULT_BUDGET_MS } from './section-renders';

/** Where the content API answers when neither API_UPSTREAM nor an absolute API_BASE says otherwise. */
export const DEFAULT_API_UPSTREAM = 'http://localhost:8081';

export const SHELL_ENV = {
  PORT: { type: 'integer', minimum: 1, maximum: 65_535, default: 8080, description: 'a port number from 1 to 65535' },
  HOST: { type: 'string', pattern: '^[A-Za-z0-9.:-]+$', default: '0.0.0.0', description: 'a host name or IP address to listen on' },
  /** The content API as this server reaches it (default: an absolute API_BASE, else DEFAULT_API_UPSTREAM). */
  API_UPSTREAM: { type: 'string', format: 'http-base-url' },
  /** The API base the browser uses; unset: the site's own origin, proxied. */
  API_BASE: {
    type: 'string', anyOf: [{ type: 'string', pattern: '^/' }, { type: 'string', format: 'http-base-url' }],
    description: `a path on the site (/api) or ${FORMAT_FORMS['http-base-url']}`,
  },
  /** The canonical origin; default http://localhost:<PORT>. */
  SITE_URL: { type: 'string', format: 'http-base-url' },
  TRUST_PROXY: { type: 'string', format: 'trust-proxy', default: 'none' },
  ALLOWED_HOSTS: {
    type: 'array', items: { type: 'string', pattern: '^([A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$' }, default: [],
    description: 'host names, each with or without :port, separated by commas',
  },
  SECTION_RENDER_BUDGET_MS: { type: 'integer', minimum: 50, maximum: 60_000, default: DEFAULT_BUDGET_MS, description: 'milliseconds from 50 to 60000' },
  /** false: no section is rendered on the server. */
  SERVER_RENDER: { type: 'boolean', default: true },
  /** The folder holding shell/dist and each mfe-<section>/dist and dist-server; relative: under the repository root. */
  BUILD_ROOT: { type: 'string' },
  /** `silent`: warnings and errors only; anything else: each request too. */
  LOG_LEVEL: { type: 'string', default: 'info' },
} as const satisfies EnvSchema;

/** The repository root (relative paths of the environment are under it, as for the API). */
export const REPO_ROOT = path.dirname(packageDir('@nirvana/shell', __dirname));

export interface ShellEnvSettings {
  port: number;
  host: string;
  /** The API as this server reaches it. */
  apiBase: string;
  /** The API base the browser uses; undefined: the site's own origin, proxied. */
  publicApiBase: string | undefined;
  siteUrl: string;
  trustProxy: number | string[] | false;
  allowedHosts: string[];
  sectionBudgetMs: number;
  serverRender: boolean;
  rootDir: string | undefined;
  logLevel: 'error' | 'info';
}

/** The shell server's settings from an environment (process.env by default); throws EnvError naming a bad variable. */
export function readShellEnv(env: Env = process.env): ShellEnvSettings {
  const v = readEnv(SHELL_ENV, env);
  const publicApiBase = v.API_BASE === undefined ? undefined : v.API_BASE.startsWith('/') ? v.API_BASE : withoutTrailingSlash(v.API_BASE);
  // Without API_UPSTREAM an absolute API_BASE is where the server fetches too.
  const upstream = v.API_UPSTREAM ?? (publicApiBase && !publicApiBase.startsWith('/') ? publicApiBase : DEFAULT_API_UPSTREAM);
  return {
    port: v.PORT,
    host: v.HOST,
    apiBase: withoutTrailingSlash(upstream),
    publicApiBase,
    siteUrl: withoutTrailingSlash(v.SITE_URL ?? `http://localhost:${v.PORT}`),
    trustProxy: trustProxyValue(v.TRUST_PROXY),
    allowedHosts: v.ALLOWED_HOSTS,
    sectionBudgetMs: v.SECTION_RENDER_BUDGET_MS,
    serverRender: v.SERVER_RENDER,
    rootDir: v.BUILD_ROOT === undefined ? undefined : resolvePath(v.BUILD_ROOT, REPO_ROOT),
    logLevel: v.LOG_LEVEL.toLowerCase() === 'silent' ? 'error' : 'info',
  };
}
