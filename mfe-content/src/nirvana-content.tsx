/**
 * The content section's face: the page body in the shell's `main` slot. Bootstrap fetches the
 * page language's messages beside the app chunk; the server's first screen is released by the
 * app in the frame it paints its own.
 */
import { documentLocale } from '@nirvana/shared/locales';
import { removeFirstScreen } from '@nirvana/shared/sections';
import { defineSection } from '@nirvana/shared/section-runtime';
import type { ContentAppProps } from './app/content-app';
import { CONTENT_SHEETS } from './app/sheets';
import { contentMessages } from './i18n/load-messages';

export const { bootstrap, mount, update, unmount } = defineSection<ContentAppProps>({
  section: 'content',
  sheets: CONTENT_SHEETS,
  load: () => import('./app/content-app').then((m) => ({ default: m.ContentApp })),
  props: ({ props }) => ({ config: props.config, releaseFirstScreen: () => removeFirstScreen(props.slots.main ?? document.body) }),
  pending: <div className="content-pending" aria-busy="true" />,
  bootstrap: () => Promise.all([import('./app/content-app'), contentMessages.load(documentLocale()).catch(() => undefined)]),
});
