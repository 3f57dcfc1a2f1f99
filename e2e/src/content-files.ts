/** The repository's content files (content/), as the API loads them: what the tests expect the site to show. */
import { join } from 'node:path';
import { mustLoad } from '../../api/src/content/load';

const repo = join(__dirname, '..', '..');
export const CONTENT = mustLoad(join(repo, 'content'), { mediaDir: join(repo, 'api', 'media') });
/** The events by id. */
export const EVENTS = Object.values(CONTENT.events).sort((a, b) => a.id - b.id);
