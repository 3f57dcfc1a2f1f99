/** The content section's style sheets, adopted after the shared ones (BASE_SHEETS) by each of its shadow roots. */
import glideCore from '@glidejs/glide/dist/css/glide.core.css';
import firstScreen from '@nirvana/shared/design/first-screen.css';
import contentSheet from './content.css';

export const CONTENT_SHEETS: readonly CSSStyleSheet[] = [glideCore, firstScreen, contentSheet];
