/**
 * The settings of the editing screen (Decap CMS at /admin, `admin.ts`), read with the API's others:
 * whether it is served at all, the editing backend on this machine (decap-server, `npm run edit`)
 * and the git host's backend of production.
 */
import { dirname, isAbsolute, relative, sep } from 'node:path';
import { envError, resolvePath, withoutTrailingSlash, type EnvSchema, type EnvValues } from '@nirvana/shared/server-env';

/** The git hosts the production backend may be (Decap's backends that need no Netlify). */
export const GIT_HOSTS = ['github', 'gitlab'] as const;
export type GitHost = (typeof GIT_HOSTS)[number];

export interface EditingSettings {
  /** Serve the editing screen at /admin (CONTENT_EDITING); off by default: /admin is a 404. */
  enabled: boolean;
  /**
   * decap-server's address for editing on this machine (CONTENT_EDITING_BACKEND), its API path
   * included; null (`none`): only the git host's backend. Decap uses it when the page is opened on
   * localhost, 127.0.0.1 or one of `localHosts`.
   */
  localBackend: string | null;
  /** Host names besides localhost and 127.0.0.1 on which the page uses the local backend (CONTENT_EDITING_HOSTS; Decap's `allowed_hosts`). */
  localHosts: string[];
  /**
   * The repository root the editors' files are written into (CONTENT_EDITING_ROOT; default the
   * folder that holds the content folder): decap-server writes there, and the collections' folders
   * are paths relative to it, as on the git host.
   */
  root: string;
  /** The content folder relative to `root` (`content`). */
  contentFolder: string;
  /** The git host's backend for production: Decap commits each save to `branch` of `repo`. */
  git: {
    host: GitHost;
    /** `owner/name` (CONTENT_EDITING_REPO); null: the git backend is not configured. */
    repo: string | null;
    /** CONTENT_EDITING_BRANCH, `main` by default. */
    branch: string;
    /** GitHub: the OAuth client's base URL (CONTENT_EDITING_AUTH_URL), Decap's `base_url`. */
    authUrl: string | null;
    /** GitLab: the OAuth application's id (CONTENT_EDITING_APP_ID) for the PKCE sign-in. */
    appId: string | null;
  };
}

/** decap-server's port when CONTENT_EDITING_BACKEND is not set (8081 is the API's). */
export const DEFAULT_EDITING_PORT = 8082;
export const DEFAULT_LOCAL_BACKEND = `http://localhost:${DEFAULT_EDITING_PORT}/api/v1`;

/** The editing screen's variables (read with the API's others, `settings.ts`; rules in `@nirvana/shared/server-env`). */
export const EDITING_ENV = {
  CONTENT_EDITING: { type: 'boolean', default: false },
  CONTENT_EDITING_BACKEND: {
    type: 'string', format: 'http-url', nullable: true, default: DEFAULT_LOCAL_BACKEND,
    description: `decap-server's http(s) URL (${DEFAULT_LOCAL_BACKEND}) or none`,
  },
  CONTENT_EDITING_HOSTS: {
    type: 'array', items: { type: 'string', pattern: '^[A-Za-z0-9.-]+$|^\\[?[0-9A-Fa-f:]+\\]?$' }, default: [],
    description: 'host names or IP addresses separated by commas',
  },
  /** Relative: under the repository root. */
  CONTENT_EDITING_ROOT: { type: 'string' },
  CONTENT_EDITING_GIT: { type: 'string', enum: GIT_HOSTS, default: 'github' },
  CONTENT_EDITING_REPO: { type: 'string', pattern: '^[\\w.-]+(/[\\w.-]+)+$', description: 'owner/name' },
  CONTENT_EDITING_BRANCH: { type: 'string', pattern: '^[\\w./-]+$', default: 'main', description: 'a branch name' },
  CONTENT_EDITING_AUTH_URL: { type: 'string', format: 'http-base-url' },
  CONTENT_EDITING_APP_ID: { type: 'string' },
} as const satisfies EnvSchema;
export type EditingEnv = EnvValues<typeof EDITING_ENV>;

/** The editing settings from the API's variables; `contentDir` is the content folder the API loads. */
export function readEditingSettings(env: EditingEnv, contentDir: string, repoRoot: string): EditingSettings {
  const root = env.CONTENT_EDITING_ROOT === undefined ? dirname(contentDir) : resolvePath(env.CONTENT_EDITING_ROOT, repoRoot);
  const contentFolder = relative(root, contentDir).split(sep).join('/');
  if (!contentFolder || contentFolder.startsWith('..') || isAbsolute(contentFolder)) {
    throw envError('CONTENT_EDITING_ROOT', root, 'does not hold the content folder', `a folder that holds ${contentDir}`);
  }
  const authUrl = env.CONTENT_EDITING_AUTH_URL;
  return {
    enabled: env.CONTENT_EDITING,
    localBackend: env.CONTENT_EDITING_BACKEND === null ? null : withoutTrailingSlash(env.CONTENT_EDITING_BACKEND),
    localHosts: env.CONTENT_EDITING_HOSTS.map((host) => host.toLowerCase()),
    root,
    contentFolder,
    git: {
      host: env.CONTENT_EDITING_GIT,
      repo: env.CONTENT_EDITING_REPO ?? null,
      branch: env.CONTENT_EDITING_BRANCH,
      authUrl: authUrl === undefined ? null : withoutTrailingSlash(authUrl),
      appId: env.CONTENT_EDITING_APP_ID ?? null,
    },
  };
}
