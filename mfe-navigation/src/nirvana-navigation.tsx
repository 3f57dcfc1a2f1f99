/**
 * The navigation section's face: single-spa lifecycles that render the nav bar, menu,
 * breadcrumbs (slot `header`), loyalty banner and footer (slot `footer`) and the floating and
 * fixed buttons (slot `floating`), each in a shadow root with the brand tokens and our styles.
 * One React root; the other slots get portals, so all parts share the page, menus and state.
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Locale } from '@nirvana/shared/locales';
import type { SectionProps } from '@nirvana/shared/sections';
import tokens from '../../shared/src/design/tokens.css';
import type { NavPart } from './app/navigation-app';
import { NavErrorBoundary } from './app/error-boundary';
import { navigationSheets } from './styles/sheets';

const NavigationApp = lazy(() => import('./app/navigation-app'));

const PARTS: readonly NavPart[] = ['header', 'footer', 'floating'];

interface Mounted {
  root: Root;
  hosts: HTMLElement[];
  containers: Partial<Record<NavPart, HTMLElement>>;
  rootPart: NavPart;
}

let mounted: Mounted | null = null;

/** A host element in the slot with an open shadow root holding the styles and a container. */
export function attachShadowContainer(slot: HTMLElement, part: string): { host: HTMLElement; container: HTMLElement } {
  const host = document.createElement('div');
  host.className = `nirvana-navigation nirvana-navigation-${part}`;
  host.dataset.section = 'navigation';
  slot.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [tokens, ...navigationSheets];
  const container = document.createElement('div');
  container.className = `part part-${part}`;
  shadow.appendChild(container);
  return { host, container };
}

function render(state: Mounted, props: SectionProps) {
  state.root.render(
    <StrictMode>
      <NavErrorBoundary>
        <Suspense fallback={null}>
          <NavigationApp config={props.config} targets={state.containers} rootPart={state.rootPart} />
        </Suspense>
      </NavErrorBoundary>
    </StrictMode>,
  );
}

export async function bootstrap(): Promise<void> {
  // The page's language is on <html data-locale> (server-rendered): fetch its messages beside the app.
  const locale = document.documentElement.dataset.locale;
  if (locale && ['tr', 'en', 'ru', 'de'].includes(locale)) {
    void import('./app/intl').then((m) => m.loadMessages(locale as Locale)).catch(() => undefined);
  }
}

export async function mount(props: SectionProps): Promise<void> {
  if (mounted) await unmount();
  const hosts: HTMLElement[] = [];
  const containers: Partial<Record<NavPart, HTMLElement>> = {};
  for (const part of PARTS) {
    const slot = props.slots[part];
    if (!slot) continue;
    const { host, container } = attachShadowContainer(slot, part);
    hosts.push(host);
    containers[part] = container;
  }
  const rootPart = PARTS.find((p) => containers[p]);
  if (!rootPart) {
    console.warn('[navigation] no header, footer or floating slot to render into');
    return;
  }
  mounted = { root: createRoot(containers[rootPart]!), hosts, containers, rootPart };
  render(mounted, props);
}

export async function update(props: SectionProps): Promise<void> {
  if (mounted) render(mounted, props);
}

export async function unmount(): Promise<void> {
  if (!mounted) return;
  const { root, hosts } = mounted;
  mounted = null;
  root.unmount();
  for (const host of hosts) host.remove();
}
