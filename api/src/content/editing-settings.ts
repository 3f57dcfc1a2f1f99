/**
 * The settings of the editing screen (Decap CMS at /admin, `admin.ts`), read with the API's others:
 * whether it is served at all, the editing backend on this machine (decap-server, `npm run edit`)
 * and the git host's backend of production.
 */
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

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

type Fail = (message: string) => Error;

/** Reads the editing settings; `get` returns a trimmed value or undefined; `flag` parses a boolean. */
export function readEditingSettings(
  get: (name: string) => string | undefined, flag: (name: string, value: string) => boolean, contentDir: string, repoRoot: string, fail: Fail,
): EditingSettings {
  const enabled = get('CONTENT_EDITING') === undefined ? false : flag('CONTENT_EDITING', get('CONTENT_EDITING')!);
  const rawBackend = get('CONTENT_EDITING_BACKEND') ?? DEFAULT_LOCAL_BACKEND;
  let localBackend: string | null = null;
  if (!['none', 'off', 'false'].includes(rawBackend.toLowerCase())) {
    let url: URL;
    try {
      url = new URL(rawBackend);
    } catch {
      throw fail(`CONTENT_EDITING_BACKEND must be decap-server's URL (http://localhost:${DEFAULT_EDITING_PORT}/api/v1) or none, got "${rawBackend}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(`CONTENT_EDITING_BACKEND must use http or https, got "${rawBackend}"`);
    localBackend = rawBackend.replace(/\/+$/, '');
  }
  const localHosts = (get('CONTENT_EDITING_HOSTS') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const host of localHosts) if (!/^[a-z0-9.-]+$|^\[?[0-9a-f:]+\]?$/.test(host)) throw fail(`CONTENT_EDITING_HOSTS entries are host names, got "${host}"`);
  const rawRoot = get('CONTENT_EDITING_ROOT');
  const root = rawRoot === undefined ? dirname(contentDir) : isAbsolute(rawRoot) ? rawRoot : join(repoRoot, rawRoot);
  const contentFolder = relative(root, contentDir).split(sep).join('/');
  if (!contentFolder || contentFolder.startsWith('..') || isAbsolute(contentFolder)) {
    throw fail(`CONTENT_EDITING_ROOT must be a folder that holds the content folder ${contentDir}, got "${root}"`);
  }
  const host = (get('CONTENT_EDITING_GIT') ?? 'github').toLowerCase();
  if (!(GIT_HOSTS as readonly string[]).includes(host)) throw fail(`CONTENT_EDITING_GIT must be one of ${GIT_HOSTS.join(', ')}, got "${host}"`);
  const repo = get('CONTENT_EDITING_REPO') ?? null;
  if (repo !== null && !/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) throw fail(`CONTENT_EDITING_REPO must be owner/name, got "${repo}"`);
  const branch = get('CONTENT_EDITING_BRANCH') ?? 'main';
  if (!/^[\w./-]+$/.test(branch)) throw fail(`CONTENT_EDITING_BRANCH must be a branch name, got "${branch}"`);
  const authUrl = get('CONTENT_EDITING_AUTH_URL') ?? null;
  if (authUrl !== null && !/^https?:\/\/[^\s?#]+$/.test(authUrl)) throw fail(`CONTENT_EDITING_AUTH_URL must be an absolute http(s) URL, got "${authUrl}"`);
  const appId = get('CONTENT_EDITING_APP_ID') ?? null;
  return {
    enabled, localBackend, localHosts, root, contentFolder,
    git: { host: host as GitHost, repo, branch, authUrl: authUrl?.replace(/\/+$/, '') ?? null, appId },
  };
}
