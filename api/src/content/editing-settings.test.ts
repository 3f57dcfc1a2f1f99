/** The editing screen's settings, read with the API's others (readSettings). */
import { readSettings, REPO_ROOT, SettingsError } from '../settings';

test('the defaults: off, decap-server on port 8082 writing into the repository, GitHub on main', () => {
  expect(readSettings({}).editing).toEqual({
    enabled: false,
    localBackend: 'http://localhost:8082/api/v1',
    localHosts: [],
    root: REPO_ROOT,
    contentFolder: 'content',
    git: { host: 'github', repo: null, branch: 'main', authUrl: null, appId: null },
  });
});

test('each setting', () => {
  const editing = readSettings({
    CONTENT_EDITING: 'yes', CONTENT_EDITING_BACKEND: 'http://editing.lan:9000/api/v1/', CONTENT_EDITING_HOSTS: 'editing.lan, 10.0.0.5',
    CONTENT_EDITING_GIT: 'gitlab', CONTENT_EDITING_REPO: 'nirvana/website', CONTENT_EDITING_BRANCH: 'content', CONTENT_EDITING_APP_ID: 'app-1',
    CONTENT_EDITING_AUTH_URL: 'https://oauth.example.com/',
  }).editing;
  expect(editing).toMatchObject({
    enabled: true, localBackend: 'http://editing.lan:9000/api/v1', localHosts: ['editing.lan', '10.0.0.5'],
    git: { host: 'gitlab', repo: 'nirvana/website', branch: 'content', appId: 'app-1', authUrl: 'https://oauth.example.com' },
  });
  expect(readSettings({ CONTENT_EDITING_BACKEND: 'none' }).editing.localBackend).toBeNull();
});

test('the folders are relative to the repository root: by default the folder that holds the content folder', () => {
  expect(readSettings({ CONTENT_DIR: '/srv/site/content' }).editing).toMatchObject({ root: '/srv/site', contentFolder: 'content' });
  expect(readSettings({ CONTENT_DIR: '/srv/repo/site/content', CONTENT_EDITING_ROOT: '/srv/repo' }).editing).toMatchObject({ root: '/srv/repo', contentFolder: 'site/content' });
});

test.each([
  ['CONTENT_EDITING', 'maybe'],
  ['CONTENT_EDITING_BACKEND', 'localhost:8082'],
  ['CONTENT_EDITING_BACKEND', 'ftp://localhost:8082/api/v1'],
  ['CONTENT_EDITING_HOSTS', 'editing lan'],
  ['CONTENT_EDITING_ROOT', '/somewhere/else'],
  ['CONTENT_EDITING_GIT', 'svn'],
  ['CONTENT_EDITING_REPO', 'website'],
  ['CONTENT_EDITING_BRANCH', 'a branch'],
  ['CONTENT_EDITING_AUTH_URL', 'oauth.example.com'],
])('%s=%s is refused, naming the setting', (name, value) => {
  expect(() => readSettings({ [name]: value })).toThrow(SettingsError);
  expect(() => readSettings({ [name]: value })).toThrow(name);
});
