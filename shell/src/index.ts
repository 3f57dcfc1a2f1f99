/** The shell's entry: global styles, the CSP nonce for webpack's own script tags, the async boundary. */
import './styles/shell.css';

const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
if (nonce) __webpack_nonce__ = nonce;

import('./bootstrap').catch((error: unknown) => {
  console.warn('[shell] the shell failed to start', error);
});
