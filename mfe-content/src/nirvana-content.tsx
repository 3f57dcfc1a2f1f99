/**
 * The content section's face: single-spa lifecycles that render the page body into the shell's
 * `main` slot, inside a shadow root with the section's adopted style sheets, behind an error
 * boundary, with the root component lazy-loaded.
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Locale } from '@nirvana/shared/locales';
import { removeFirstScreen, type SectionProps } from '@nirvana/shared/sections';
// The shared package exports only .ts files, so the tokens sheet is imported by path.
import tokens from '../../shared/src/design/tokens.css';
import firstScreen from '../../shared/src/design/first-screen.css';
import glideCore from '@glidejs/glide/dist/css/glide.core.css';
import contentSheet from './app/content.css';
import { ErrorBoundary } from './app/error-boundary';

const ContentApp = lazy(() => import('./app/content-app').then((m) => ({ default: m.ContentApp })));

export const CONTENT_SHEETS: CSSStyleSheet[] = [tokens, glideCore, firstScreen, contentSheet];

interface Mounted {
  host: HTMLElement;
  root: Root;
}

let mounted: Mounted | null = null;

/** Creates the section's host element in the slot, with an open shadow root and the adopted sheets. */
export function createShadowHost(slot: HTMLElement): { host: HTMLElement; container: HTMLElement } {
  const host = document.createElement('div');
  host.className = 'nirvana-content-host';
  host.dataset.section = 'content';
  slot.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  if ('adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = CONTENT_SHEETS;
  const container = document.createElement('div');
  container.className = 'content-root';
  shadow.appendChild(container);
  return { host, container };
}

function render(props: SectionProps) {
  mounted?.root.render(
    <StrictMode>
      <ErrorBoundary fallback={() => <p className="section-failure">Content could not be shown.</p>}>
        <Suspense fallback={<div className="content-pending" aria-busy="true" />}>
          <ContentApp config={props.config} releaseFirstScreen={() => removeFirstScreen(props.slots.main ?? document.body)} />
        </Suspense>
      </ErrorBoundary>
    </StrictMode>,
  );
}

export async function bootstrap(): Promise<void> {
  // The page's language is on <html data-locale> (server-rendered): fetch its messages beside the app.
  const locale = document.documentElement.dataset.locale;
  const messages = locale && ['tr', 'en', 'ru', 'de'].includes(locale)
    ? import('./i18n/load-messages').then((m) => m.loadMessages(locale as Locale)).catch(() => undefined)
    : undefined;
  await Promise.all([import('./app/content-app'), messages]);
}

export async function mount(props: SectionProps): Promise<void> {
  const slot = props.slots.main;
  if (!slot) throw new Error('content: the shell gave no main slot');
  if (mounted) await unmount();
  const { host, container } = createShadowHost(slot);
  mounted = { host, root: createRoot(container) };
  render(props);
}

export async function update(props: SectionProps): Promise<void> {
  render(props);
}

export async function unmount(): Promise<void> {
  if (!mounted) return;
  mounted.root.unmount();
  mounted.host.remove();
  mounted = null;
}
