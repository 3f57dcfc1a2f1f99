/**
 * The newsletter section (exposed as `./spa`): single-spa lifecycles that render the newsletter
 * block into the `newsletter` slot, inside a shadow root with the section's styles, on every
 * layout but the error page. Bootstrapping also defines `<nirvana-contact-form>`, which the
 * content section puts on contact pages.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { SectionProps } from '@nirvana/shared/sections';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { LocaleProvider, useText } from './i18n/intl';
import { adoptStyles } from './embed/adopt-styles';
import { NEWSLETTER_SHEETS } from './styles/sheets';
import { newsletterViewOf } from './section/page-newsletter';
import { usePageState } from './section/use-page-state';

const NewsletterSection = lazy(() => import('./section/newsletter-section'));

function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <div className="section-failed" role="status">
      <p>{t('section.failed')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>{t('section.retry')}</button>
    </div>
  );
}

/** Keeps a failure of the block inside this section; the rest of the page keeps working. */
export class SectionErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The newsletter section failed', error);
  }

  override render() {
    if (this.state.failed) {
      return <SectionFailed onRetry={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))} />;
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}

export function SectionApp({ config }: { config: RuntimeConfig }) {
  const view = newsletterViewOf(usePageState());
  if (!view) return null;
  return (
    <LocaleProvider locale={view.locale}>
      <SectionErrorBoundary>
        <Suspense fallback={null}>
          <NewsletterSection config={config} view={view} />
        </Suspense>
      </SectionErrorBoundary>
    </LocaleProvider>
  );
}

interface Mounted {
  host: HTMLElement;
  root: Root;
}
let mounted: Mounted | null = null;

async function defineContactForm(): Promise<void> {
  try {
    const { defineContactFormElement } = await import('./contact/contact-form-element');
    defineContactFormElement();
  } catch (error) {
    console.warn('<nirvana-contact-form> could not be defined', error);
  }
}

function render(props: SectionProps) {
  mounted?.root.render(<SectionApp config={props.config} />);
}

export async function bootstrap(): Promise<void> {
  await defineContactForm();
}

export async function mount(props: SectionProps): Promise<void> {
  await defineContactForm();
  const slot = props.slots.newsletter;
  if (!slot) {
    console.warn('The newsletter section has no slot to render into');
    return;
  }
  if (mounted) return render(props);
  const host = document.createElement('div');
  host.className = 'nirvana-newsletter-section';
  slot.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, NEWSLETTER_SHEETS);
  const container = document.createElement('div');
  shadow.appendChild(container);
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
