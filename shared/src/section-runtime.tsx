/**
 * The one runtime behind every section, in the browser (`./spa`, `mfe-<section>/src/nirvana-<section>.tsx`)
 * and on the server (`mfe-<section>/src/server.tsx`, through `section-server.tsx`): the host
 * elements, the React tree around the section's root component (messages, data, error boundary),
 * the single-spa lifecycles, written once.
 *
 * Policies, the same for every section:
 * - Hosts: the section renders into each of its slots (`SECTION_SLOTS`) the shell gives, in a host
 *   element `<div class="nirvana-section nirvana-<section>-host nirvana-<section>-<slot>">` in the
 *   page's light DOM, holding a container `.<section>-root` with one React root per slot. The
 *   server writes the same hosts with its HTML inside (`sectionHostHtml`); the browser then hydrates
 *   them in place (`hydrateRoot`) from the data the server inlined, else renders them itself.
 *   Given none of its slots, mount rejects: the shell marks the section failed (a warning, no crash).
 * - View: the root component gets the page state, the device, the locale and the runtime config
 *   from the runtime (`SectionView`), inside the section's messages (`IntlProvider`) and its data
 *   store (`section-data.tsx`). A hydrating section first renders the device the server rendered
 *   with, then the measured one.
 * - Remount: a mount while mounted unmounts first; there is never a second React root in a slot.
 * - Styles: the section's sheets are scoped to its host (`@scope`, tools/css-minify-loader.js) and
 *   adopted by the document; the server links the same text.
 * - Failure: one boundary (logged with `console.warn`) shows one notice in the page's language with a
 *   retry button; a retry loads the section's root component again (a chunk that failed is fetched anew).
 */
import { Component, Fragment, lazy, startTransition, StrictMode, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { documentLocale, type Locale } from '@nirvana/shared/locales';
import { last, on, type PageState } from '@nirvana/shared/bus';
import { currentDevice, type DeviceInfo } from '@nirvana/shared/device';
import type { CompiledMessages, MessageCatalog } from '@nirvana/shared/messages';
import type { RuntimeConfig, SectionProps } from './runtime-config';
import { SECTION_FAILURE_TEXT } from './section-text';
import { COMMITTED_ATTRIBUTE, containerClass, hostClass, identifierPrefix, SECTION_SLOTS, SERVER_RENDER_ID, type SectionName, type ServerRenderState, type SlotName } from './sections';

export { containerClass, hostClass, identifierPrefix, sectionHostHtml, SERVER_RENDER_ID, type ServerRenderState } from './sections';
// By its package name, as the other shared modules: one data store context for the runtime and every section.
import { Committed, createDataStore, DataStoreProvider, type DataStore } from '@nirvana/shared/section-data';
// By its package name: a section consumes the one copy the shell provides (webpack.common.js).
import { adoptSheets, BASE_SHEETS, linkedSections } from '@nirvana/shared/adopt-sheets';

/** What a section renders: the page, the device, the language and the runtime config. */
export interface SectionView {
  state: PageState;
  device: DeviceInfo;
  locale: Locale;
  config: RuntimeConfig;
  /**
   * On the server only: the API as the server reaches it, and the headers its calls carry (the
   * visitor's host, so media URLs point where the visitor is). In the browser, `config.apiBase`.
   */
  server?: { apiBase: string; headers: Record<string, string> };
}

/** The API base and headers a section's loaders use: the server's own way to the API there, the runtime config's in the browser. */
export function apiOf(view: SectionView): { apiBase: string; headers: Record<string, string> } {
  return view.server ?? { apiBase: view.config.apiBase, headers: {} };
}

/** The props of a section's root component: the slot it renders in and the view. */
export interface SlotProps {
  slot: SlotName;
  view: SectionView;
}

/** Where a mounted section renders: the shell's props and a container per slot it was given. */
export interface SectionMount {
  props: SectionProps;
  containers: Partial<Record<SlotName, HTMLElement>>;
}

export interface SectionFace {
  section: SectionName;
  /**
   * The section's own sheets (adopted after `BASE_SHEETS`), loaded only where the page's linked CSS
   * (the server's `/_sections/<hash>.css`) does not hold them already: a composed page downloads a
   * section's CSS once, as CSS, not a second time as text in its scripts.
   */
  sheets: () => Promise<readonly CSSStyleSheet[]>;
  /** The section's messages (loaded for the page's language before it renders). */
  messages: MessageCatalog;
  /** The section's root component, rendered in each slot, loaded lazily (and again on a retry). */
  load: () => Promise<{ default: ComponentType<SlotProps> }>;
  /**
   * What the page's first render needs beyond the root component (a content page's layout), loaded
   * with the messages before the tree renders: a server's HTML then hydrates whole in one pass, and
   * a host says `data-committed` only once all of its HTML answers clicks (a part left dehydrated
   * while its code loads drops them). A failure here is the render's to meet (it suspends, retries).
   */
  prepare?: (state: PageState) => Promise<unknown>;
  /** Shown while the root component loads (nothing by default: the shell reserves the slots' room). */
  pending?: ReactNode;
  /** Run once before the first mount (define elements, warm chunks). */
  bootstrap?: () => Promise<unknown>;
  /** Run at each mount; what it returns runs at unmount. */
  whileMounted?: (mount: SectionMount) => (() => void) | void;
}

/** The notice a failed section (or part of one) shows: one text in the page's language and a retry. */
export function SectionFailed({ section, onRetry, locale }: { section: SectionName; onRetry: () => void; locale?: Locale }) {
  const text = SECTION_FAILURE_TEXT[locale ?? documentLocale()];
  return (
    <div className="section-failed" role="alert" data-section-failed={section}>
      <p>{text.failed}</p>
      <button type="button" onClick={onRetry}>{text.retry}</button>
    </div>
  );
}

interface BoundaryProps {
  section: SectionName;
  children: ReactNode;
  /** When this changes (a new page), a failed boundary tries again by itself. */
  resetKey?: unknown;
  /** What to show instead of `SectionFailed` (it gets the retry). */
  fallback?: (retry: () => void) => ReactNode;
  /** Run before a retry renders the children anew. */
  onRetry?: () => void;
  /** Told when the boundary caught a failure. */
  onFailed?: () => void;
}

interface BoundaryState {
  failed: boolean;
  attempt: number;
  resetKey: unknown;
}

/** Keeps a failure inside its section: the notice and a retry that renders the children anew. */
export class SectionBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onFailed?.();
    // A warning: an expected failure (a chunk that cannot load offline) is no console error.
    console.warn(`[${this.props.section}] failed; showing its retry`, error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return this.props.fallback ? this.props.fallback(this.retry) : <SectionFailed section={this.props.section} onRetry={this.retry} />;
  }
}


interface TreeProps {
  section: SectionName;
  Root: ComponentType<SlotProps>;
  slot: SlotName;
  view: SectionView;
  store: DataStore;
  messages: CompiledMessages;
  pending?: ReactNode;
  onRetry?: () => void;
  /** In the browser: called once the slot's tree is committed (hydrated, rendered, or failed into its notice). */
  onCommit?: () => void;
}


/** The tree around a section's root component in a slot: the same on the server and in the browser (hydration needs both equal). */
export function SectionTree({ section, Root, slot, view, store, messages, pending, onRetry, onCommit }: TreeProps) {
  return (
    <StrictMode>
      <IntlProvider locale={view.locale} messages={messages as never} defaultLocale="tr">
        <DataStoreProvider store={store}>
          <SectionBoundary section={section} onRetry={onRetry} onFailed={onCommit}>
            <Suspense fallback={pending ?? null}>
              <Root slot={slot} view={view} />
              {onCommit ? <Committed onCommit={onCommit} /> : null}
            </Suspense>
          </SectionBoundary>
        </DataStoreProvider>
      </IntlProvider>
    </StrictMode>
  );
}

/** What the server inlined for the page, if anything (read once). */
let serverRender: ServerRenderState | null | undefined;
export function readServerRender(doc: Document = document): ServerRenderState | null {
  if (serverRender !== undefined) return serverRender;
  try {
    const text = doc.getElementById(SERVER_RENDER_ID)?.textContent;
    serverRender = text ? (JSON.parse(text) as ServerRenderState) : null;
  } catch {
    serverRender = null;
  }
  return serverRender;
}
/** For tests: forget what was read. */
export function resetServerRender(): void {
  serverRender = undefined;
}

function newHost(section: SectionName, slot: SlotName, element: HTMLElement) {
  const host = document.createElement('div');
  host.className = hostClass(section, slot);
  host.dataset.section = section;
  const container = document.createElement('div');
  container.className = containerClass(section);
  host.appendChild(container);
  element.appendChild(host);
  return { host, container };
}

/** The server's host of a section in a slot, when the server rendered the section with this build. */
function serverHost(section: SectionName, slot: SlotName, element: HTMLElement, build: string) {
  const host = element.querySelector<HTMLElement>(`:scope > .nirvana-${section}-host.nirvana-${section}-${slot}[data-build]`);
  if (!host) return null;
  const container = host.querySelector<HTMLElement>(`:scope > .${containerClass(section)}`);
  if (!container || host.dataset.build !== build) {
    host.remove(); // another build's HTML: rendered anew, never hydrated with other code
    return null;
  }
  return { host, container };
}

const sameDevice = (a: DeviceInfo, b: DeviceInfo) => (Object.keys(a) as (keyof DeviceInfo)[]).every((k) => a[k] === b[k]);

/** The single-spa lifecycles of a section (its `./spa` module). */
export function defineSection(face: SectionFace) {
  const { section } = face;
  interface Mounted {
    roots: Map<SlotName, Root>;
    hosts: HTMLElement[];
    mount: SectionMount;
    view: SectionView;
    store: DataStore;
    messages: CompiledMessages;
    stops: (() => void)[];
    /** Per slot: what its tree calls once committed (then its host says `data-committed`). */
    committed: Map<SlotName, () => void>;
  }
  let mounted: Mounted | null = null;
  // The root component, lazy; a retry makes a new one, so a chunk that failed is fetched anew. (Not
  // state of a component: what suspends before its first commit loses its state.)
  let Loaded = lazy(face.load);
  const reload = () => {
    Loaded = lazy(face.load);
  };
  const Root = (props: SlotProps) => <Loaded {...props} />;
  const tree = (m: Mounted, slot: SlotName) => (
    <SectionTree section={section} Root={Root} slot={slot} view={m.view} store={m.store} messages={m.messages} pending={face.pending} onRetry={reload} onCommit={m.committed.get(slot)} />
  );

  // Each render is a transition: React renders the section in slices of a few milliseconds and
  // yields to the browser between them, so no section holds the main thread in one long task while
  // the page loads (total blocking time, issue 20); a click or a keystroke meanwhile goes first.
  const renderAll = () => {
    const m = mounted;
    if (!m) return;
    startTransition(() => {
      for (const [slot, root] of m.roots) root.render(tree(m, slot));
    });
  };

  /** A new view (page, device, config): rendered when it differs from the last. */
  const setView = (next: Partial<SectionView>) => {
    const m = mounted;
    if (!m) return;
    const view = { ...m.view, ...next };
    if (next.state) view.locale = next.state.route.locale;
    if (view.state === m.view.state && sameDevice(view.device, m.view.device) && view.config === m.view.config) return;
    const messages = face.messages.get(view.locale);
    if (!messages) {
      // Another language: its messages first (the old ones stay on screen meanwhile).
      face.messages.load(view.locale).then(() => mounted === m && setView(next), (error: unknown) => console.warn(`[${section}] messages unavailable`, error));
      return;
    }
    m.view = view;
    m.messages = messages;
    renderAll();
  };

  async function unmount(): Promise<void> {
    if (!mounted) return;
    const { roots, hosts, stops } = mounted;
    mounted = null;
    for (const stop of stops) stop();
    for (const root of roots.values()) root.unmount();
    for (const host of hosts) host.remove();
  }

  async function mount(props: SectionProps): Promise<void> {
    if (mounted) await unmount();
    const given = SECTION_SLOTS[section].filter((slot) => props.slots[slot]);
    if (given.length === 0) throw new Error(`${section}: the shell gave none of its slots (${SECTION_SLOTS[section].join(', ')})`);
    const state = last('nirvana:page');
    if (!state) throw new Error(`${section}: no page state published yet`);
    const server = readServerRender();
    const rendered = server?.sections[section];
    const locale = state.route.locale;
    const [messages, sheets] = await Promise.all([
      face.messages.load(locale),
      linkedSections(document).includes(section) ? [] : face.sheets(),
      face.prepare?.(state).catch(() => undefined),
    ]);
    if (mounted) await unmount(); // mounted again meanwhile
    adoptSheets(document, [...BASE_SHEETS, ...sheets]);
    const device = rendered && server ? server.device : (last('nirvana:device') ?? currentDevice());
    const m: Mounted = {
      roots: new Map(),
      hosts: [],
      mount: { props, containers: {} },
      view: { state, device, locale, config: props.config },
      store: createDataStore({ initial: rendered?.data }),
      messages,
      stops: [],
      committed: new Map(),
    };
    mounted = m;
    const fresh: SlotName[] = [];
    for (const slot of given) {
      const element = props.slots[slot]!;
      const found = rendered ? serverHost(section, slot, element, rendered.build) : null;
      const { host, container } = found ?? newHost(section, slot, element);
      m.hosts.push(host);
      m.mount.containers[slot] = container;
      // Each host says when its own tree is committed (`data-committed`), in the commit itself: a
      // hydration is concurrent, and its HTML answers no click before (what a test waits for before it
      // clicks); a press that made React hydrate it on the spot is so known as answered (press-replay.ts).
      m.committed.set(slot, () => {
        if (mounted === m) host.setAttribute(COMMITTED_ATTRIBUTE, '');
      });
      // React reports an error a boundary caught with console.error; here the boundary that caught it
      // logs it (a warning): an expected failure, such as a chunk that cannot load offline, is no console error.
      const options = { identifierPrefix: identifierPrefix(section, slot), onCaughtError: () => undefined };
      if (found) {
        // In a transition, React hydrates in slices and yields between them (a hydration at default
        // priority runs the whole tree in one task): the page answers input while it takes over.
        startTransition(() => {
          m.roots.set(slot, hydrateRoot(container, tree(m, slot), {
            ...options,
            onRecoverableError: (error: unknown) => console.warn(`[${section}] hydration of ${slot} recovered`, error),
          }));
        });
      } else {
        m.roots.set(slot, createRoot(container, options));
        fresh.push(slot);
      }
    }
    if (fresh.length) {
      startTransition(() => {
        for (const slot of fresh) m.roots.get(slot)!.render(tree(m, slot));
      });
    }
    const stop = face.whileMounted?.(m.mount);
    if (stop) m.stops.push(stop);
    // After the hydration (a later task): the shell's page state and the measured device, as they change.
    setTimeout(() => {
      if (mounted !== m) return;
      m.stops.push(on('nirvana:page', (next) => setView({ state: next }), { replay: true }));
      m.stops.push(on('nirvana:device', (next) => setView({ device: next }), { replay: true }));
    }, 0);
  }

  async function update(props: SectionProps): Promise<void> {
    if (!mounted) return;
    mounted.mount = { ...mounted.mount, props };
    setView({ config: props.config });
  }

  async function bootstrap(): Promise<void> {
    await face.bootstrap?.();
  }

  return { bootstrap, mount, update, unmount };
}
