/**
 * The one runtime behind every section's `./spa` (`mfe-<section>/src/nirvana-<section>.tsx`): the
 * single-spa lifecycles, the shadow hosts, the adopted styles and the error boundary, written once.
 *
 * Policies, the same for every section:
 * - Slots: the section renders into each of its slots (`SECTION_SLOTS`) the shell gives, each in a
 *   host element `.nirvana-<section>-host.nirvana-<section>-<slot>` with an open shadow root. One
 *   React root lives in the first of them; the section portals into the others (`containers`).
 *   Given none of its slots, mount rejects: the shell marks the section failed (a warning, no crash).
 * - Remount: a mount while mounted unmounts first; there is never a second React root.
 * - Styles: each shadow root adopts the tokens, the failure notice's sheet and the section's sheets.
 * - Failure: one boundary (logged with `console.warn`) shows one notice in the page's language with a
 *   retry button; a retry loads the section's root component again (a chunk that failed is fetched anew).
 */
import { Component, Fragment, lazy, startTransition, StrictMode, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { documentLocale } from '@nirvana/shared/locales';
import { SECTION_FAILURE_TEXT } from './section-text';
import { SECTION_SLOTS, type SectionName, type SectionProps, type SlotName } from './sections';
// By its package name: a section consumes the one copy the shell provides (webpack.common.js).
import { adoptSheets, BASE_SHEETS } from '@nirvana/shared/adopt-sheets';

/** Where a mounted section renders: the shell's props and a container per slot it was given. */
export interface SectionMount {
  props: SectionProps;
  containers: Partial<Record<SlotName, HTMLElement>>;
  /** The slot whose container holds the React root (render it in place, portal into the others). */
  rootSlot: SlotName;
}

export interface SectionFace<P extends object> {
  section: SectionName;
  /** The section's own sheets (after `BASE_SHEETS`). */
  sheets: readonly CSSStyleSheet[];
  /** The section's root component, loaded lazily (and again on a retry). */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** The root component's props for the current mount and runtime config. */
  props: (mount: SectionMount) => P;
  /** Shown while the root component loads (nothing by default: the shell reserves the slots' room). */
  pending?: ReactNode;
  /** Run once before the first mount (warm the messages, define elements). */
  bootstrap?: () => Promise<unknown>;
  /** Run at each mount; what it returns runs at unmount. */
  whileMounted?: (mount: SectionMount) => (() => void) | void;
}

/** The notice a failed section (or part of one) shows: one text in the page's language and a retry. */
export function SectionFailed({ section, onRetry }: { section: SectionName; onRetry: () => void }) {
  const text = SECTION_FAILURE_TEXT[documentLocale()];
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

function createHost(section: SectionName, slot: SlotName, element: HTMLElement, sheets: readonly CSSStyleSheet[]) {
  const host = document.createElement('div');
  host.className = `nirvana-section nirvana-${section}-host nirvana-${section}-${slot}`;
  host.dataset.section = section;
  element.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptSheets(shadow, [...BASE_SHEETS, ...sheets]);
  const container = document.createElement('div');
  container.className = `${section}-root`;
  shadow.appendChild(container);
  return { host, container };
}

/** The single-spa lifecycles of a section (its `./spa` module). */
export function defineSection<P extends object>(face: SectionFace<P>) {
  const { section } = face;
  let mounted: { root: Root; hosts: HTMLElement[]; mount: SectionMount; stop?: () => void } | null = null;
  // The root component, lazy; a retry makes a new one, so a chunk that failed is fetched anew. (Not
  // state of a component: what suspends before its first commit loses its state.)
  let Loaded = lazy(face.load);
  const reload = () => {
    Loaded = lazy(face.load);
  };
  const SectionRoot = (props: P) => <Loaded {...props} />;

  // Each render is a transition: React renders the section in slices of a few milliseconds and
  // yields to the browser between them, so no section holds the main thread in one long task while
  // the page loads (total blocking time, issue 20); a click or a keystroke meanwhile goes first.
  const render = () => {
    if (!mounted) return;
    const { root, mount } = mounted;
    startTransition(() => {
      root.render(
        <StrictMode>
          <SectionBoundary section={section} onRetry={reload}>
            <Suspense fallback={face.pending ?? null}>
              <SectionRoot {...face.props(mount)} />
            </Suspense>
          </SectionBoundary>
        </StrictMode>,
      );
    });
  };

  async function unmount(): Promise<void> {
    if (!mounted) return;
    const { root, hosts, stop } = mounted;
    mounted = null;
    stop?.();
    root.unmount();
    for (const host of hosts) host.remove();
  }

  async function mount(props: SectionProps): Promise<void> {
    if (mounted) await unmount();
    const hosts: HTMLElement[] = [];
    const containers: SectionMount['containers'] = {};
    for (const slot of SECTION_SLOTS[section]) {
      const element = props.slots[slot];
      if (!element) continue;
      const { host, container } = createHost(section, slot, element, face.sheets);
      hosts.push(host);
      containers[slot] = container;
    }
    const rootSlot = SECTION_SLOTS[section].find((slot) => containers[slot]);
    if (!rootSlot) throw new Error(`${section}: the shell gave none of its slots (${SECTION_SLOTS[section].join(', ')})`);
    const mount: SectionMount = { props, containers, rootSlot };
    // React reports an error a boundary caught with console.error; here the boundary that caught it
    // logs it (a warning): an expected failure, such as a chunk that cannot load offline, is no console error.
    const root = createRoot(containers[rootSlot]!, { onCaughtError: () => undefined });
    mounted = { root, hosts, mount };
    mounted.stop = face.whileMounted?.(mount) ?? undefined;
    render();
  }

  async function update(props: SectionProps): Promise<void> {
    if (!mounted) return;
    mounted.mount = { ...mounted.mount, props };
    render();
  }

  async function bootstrap(): Promise<void> {
    await face.bootstrap?.();
  }

  return { bootstrap, mount, update, unmount };
}
