/**
 * The search section's face: its single-spa lifecycles. It renders into a shadow root on the
 * shell's `slot-search`, with its styles adopted there, behind an error boundary with a retry
 * button, and lazy-loads the section itself.
 */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { last } from '@nirvana/shared/bus';
import type { SectionProps } from '@nirvana/shared/sections';
import { messagesFor } from './i18n/messages';
import { adoptSearchStyles } from './styles';
import { listenForOpenRequests } from './section/open-request';

import type { SearchSectionProps } from './section/search-section';

type Section = ComponentType<SearchSectionProps>;
// A fresh lazy component per attempt, so "try again" really loads the chunk again.
const loadSection = (): Section => lazy(() => import('./section/search-section'));

const FALLBACK_TEXT = { tr: ['Arama yüklenemedi.', 'Tekrar dene'], en: ['The search could not be loaded.', 'Try again'], ru: ['Не удалось загрузить поиск.', 'Повторить'], de: ['Die Suche konnte nicht geladen werden.', 'Erneut versuchen'] } as const;

/** Keeps a failing search to itself: a short note and a retry button instead of the bar. */
class SearchErrorBoundary extends Component<{ render(section: Section): ReactNode }, { failed: boolean; section: Section }> {
  override state = { failed: false, section: loadSection() };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('nirvana-search: the search section failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.render(this.state.section);
    const [text, retry] = FALLBACK_TEXT[messagesFor(last('nirvana:page')?.route.locale).locale];
    return (
      <div className="nv-error-box" role="alert">
        <span>{text}</span>
        <button type="button" className="nv-done" onClick={() => this.setState({ failed: false, section: loadSection() })}>{retry}</button>
      </div>
    );
  }
}

let root: Root | null = null;
let mountPoint: HTMLElement | null = null;
let stopOpenRequests: (() => void) | null = null;

function render(props: SectionProps) {
  if (!root || !mountPoint) return;
  const host = mountPoint;
  root.render(
    <SearchErrorBoundary
      render={(SearchSection) => (
        // Nothing while the section's chunk loads: the shell's slot already holds the bar's place on desktops.
        <Suspense fallback={null}>
          <SearchSection config={props.config} host={host} />
        </Suspense>
      )}
    />,
  );
}

export async function bootstrap(): Promise<void> {}

export async function mount(props: SectionProps): Promise<void> {
  const slot = props.slots.search;
  if (!slot) throw new Error('nirvana-search: the shell gave no search slot');
  // Listen for the reservation buttons before the lazy section has loaded: a tap meanwhile is kept.
  stopOpenRequests?.();
  stopOpenRequests = listenForOpenRequests();
  const shadow = slot.shadowRoot ?? slot.attachShadow({ mode: 'open' });
  adoptSearchStyles(shadow);
  mountPoint = document.createElement('div');
  mountPoint.className = 'nv-section';
  shadow.appendChild(mountPoint);
  root = createRoot(mountPoint);
  render(props);
}

export async function update(props: SectionProps): Promise<void> {
  render(props);
}

export async function unmount(): Promise<void> {
  stopOpenRequests?.();
  stopOpenRequests = null;
  root?.unmount();
  mountPoint?.remove();
  root = null;
  mountPoint = null;
}
