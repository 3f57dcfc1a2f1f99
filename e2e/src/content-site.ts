/**
 * A site of its own over a copy of the content files, for tests that edit content (the shared
 * site's content stays what every other test expects): the API on the copy (CONTENT_DIR, watched)
 * and a shell server in front of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startApi, startShell, tempDir, type Started } from './servers';

export interface ContentSite {
  /** The copy of content/ the API loads and watches. */
  contentDir: string;
  api: Started;
  shell: Started;
  /** Writes a content file (a path under the content folder) as an editor's tool does. */
  write(file: string, text: string): void;
  read(file: string): string;
  remove(file: string): void;
  stop(): Promise<void>;
}

export async function startContentSite(env: { api?: Record<string, string>; shell?: Record<string, string> } = {}): Promise<ContentSite> {
  const dir = tempDir('nirvana-content-');
  const contentDir = path.join(dir, 'content');
  fs.cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  const api = await startApi({ dbPath: path.join(dir, 'site.db'), env: { CONTENT_DIR: contentDir, ...env.api } });
  let shell: Started;
  try {
    shell = await startShell({ apiBase: api.url, env: env.shell });
  } catch (error) {
    await api.stop();
    throw error;
  }
  const at = (file: string) => path.join(contentDir, file);
  return {
    contentDir, api, shell,
    write: (file, text) => {
      fs.mkdirSync(path.dirname(at(file)), { recursive: true });
      // Written beside and renamed, as editors' tools save: the API never reads half a file.
      fs.writeFileSync(`${at(file)}.tmp`, text);
      fs.renameSync(`${at(file)}.tmp`, at(file));
    },
    read: (file) => fs.readFileSync(at(file), 'utf8'),
    remove: (file) => fs.rmSync(at(file)),
    async stop() {
      await Promise.all([shell.stop(), api.stop()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
