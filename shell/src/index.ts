/**
 * The shell's entry: global styles, the CSP nonce for webpack's own script tags, and the async
 * boundary, crossed on the visitor's first intent (intent.ts): until then the page is the server's
 * HTML, and a press on it is kept to be given again once its section has hydrated.
 */
import './styles/shell.css';
import { replayEarlyPresses, whenIntended } from './intent';

const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
if (nonce) __webpack_nonce__ = nonce;

replayEarlyPresses();
void whenIntended()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    console.warn('[shell] the shell failed to start', error);
  });
