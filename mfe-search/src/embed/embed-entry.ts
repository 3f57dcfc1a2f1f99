/**
 * The standalone `nirvana-search.js`: one script tag defines `<nirvana-search>`. Its default
 * api-base is the origin that served this script, read while the script runs. The file carries
 * every language's texts: they are loaded into the message catalog before the element is defined,
 * so an element shows its form in its first render, never an empty first frame on a partner's page.
 */
import { scriptOrigin } from '@nirvana/shared/define-element';
import { LOCALES } from '@nirvana/shared/locales';
import { searchMessages } from '../i18n/messages';
import { defineNirvanaSearch } from './nirvana-search-element';
import { PARTNER_KIT } from './partner-kit';

// Read while the script runs: once the texts have loaded, `document.currentScript` is null.
const origin = scriptOrigin((document.currentScript as HTMLScriptElement | null)?.src);

void Promise.all(LOCALES.map((locale) => searchMessages.load(locale)))
  .catch((error: unknown) => console.warn('nirvana-search: texts unavailable', error))
  .then(() => defineNirvanaSearch(origin, window.customElements, PARTNER_KIT));
