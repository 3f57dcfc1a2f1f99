/**
 * The standalone `nirvana-search.js`: one script tag defines `<nirvana-search>`. Its default
 * api-base is the origin that served this script, read while the script runs.
 */
import { defineNirvanaSearch } from './nirvana-search-element';

const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = script?.src ? new URL(script.src, window.location.href).origin : window.location.origin;

defineNirvanaSearch(scriptOrigin);
