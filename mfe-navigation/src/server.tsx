/**
 * The navigation's server render (built into dist-server/ by createSectionConfigs): the header
 * (nav bar, the menu's links closed, language links, breadcrumbs), the footer (loyalty banner,
 * footer links, social bar) and the floating part, with the menus loaded from the API first.
 */
import { serveSection } from '@nirvana/shared/section-server';
import NavigationApp from './app/navigation-app';
import { navigationMessages } from './i18n/catalog';
import { navigationSheets } from './styles/sheets';

export const { render, css, section } = serveSection({
  section: 'navigation',
  sheets: navigationSheets,
  messages: navigationMessages,
  Root: NavigationApp,
  slots: ['header', 'footer', 'floating'],
});
