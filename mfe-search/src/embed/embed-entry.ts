/**
 * The standalone `nirvana-search.js`: one script tag defines `<nirvana-search>`. Its default
 * api-base is the origin that served this script, read while the script runs. The file carries
 * every language's texts: they are loaded into the message catalog before the element is defined,
 * so an element shows its form in its first render, never an empty first frame on a partner's page.
 */
import { LOCALES } from '@nirvana/shared/locales';
import { searchMessages } from '../i18n/messages';
import { defineNirvanaSearch } from './nirvana-search-element';
import { PARTNER_KIT } from './partner-kit';

const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = script?.src ? new URL(script.src, window.location.href).origin : window.location.origin;

void Promise.all(LOCALES.map((locale) => searchMessages.load(locale)))
  .catch((error: unknown) => console.warn('nirvana-search: texts unavailable', error))
  .then(() => defineNirvanaSearch(scriptOrigin, window.customElements, PARTNER_KIT));
