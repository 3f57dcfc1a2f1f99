/** `<nirvana-loading-bar>`: the 2 px bar at the top of the page (black, red after a failure). */
import type { LoadingView } from './loading-progress';
import { attachStyledShadow } from './shadow-styles';

const STYLES = `
    :host {
      position: fixed;
      inset: 0 0 auto 0;
      height: 2px;
      z-index: 2147483000;
      pointer-events: none;
    }
    .bar {
      height: 100%;
      width: 100%;
      background: #000;
      transform-origin: 0 50%;
      transition: transform 0.1s linear, opacity 0.2s ease;
      opacity: 0;
    }
    .bar.visible {
      opacity: 1;
    }
    .bar.failed {
      background: #d32f2f;
    }
    @media (prefers-reduced-motion: reduce) {
      .bar {
        transition: none;
      }
    }
  `;

/** A plain custom element (no framework: the first load carries as little code as possible). */
export class NirvanaLoadingBarElement extends HTMLElement {
  private viewValue: LoadingView = { visible: false, progress: 0, failed: false };
  private labelValue = 'Loading';
  private bar: HTMLDivElement | undefined;

  get view(): LoadingView {
    return this.viewValue;
  }
  set view(value: LoadingView) {
    this.viewValue = value;
    this.update();
  }
  get label(): string {
    return this.labelValue;
  }
  set label(value: string) {
    this.labelValue = value;
    this.update();
  }
  /** Rendering is synchronous; kept for callers that wait for an update. */
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }

  connectedCallback(): void {
    if (!this.bar) {
      const root = attachStyledShadow(this, STYLES);
      this.bar = document.createElement('div');
      this.bar.setAttribute('role', 'progressbar');
      this.bar.setAttribute('aria-valuemin', '0');
      this.bar.setAttribute('aria-valuemax', '100');
      root.appendChild(this.bar);
    }
    this.update();
  }

  private update(): void {
    const bar = this.bar;
    if (!bar) return;
    const { visible, progress, failed } = this.viewValue;
    bar.className = `bar${visible ? ' visible' : ''}${failed ? ' failed' : ''}`;
    bar.setAttribute('aria-label', this.labelValue);
    bar.setAttribute('aria-hidden', visible ? 'false' : 'true');
    bar.setAttribute('aria-valuenow', String(Math.round(progress)));
    // The width goes through the CSSOM: a `style` attribute would be an inline style the CSP blocks.
    bar.style.transform = `scaleX(${(progress / 100).toFixed(4)})`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'nirvana-loading-bar': NirvanaLoadingBarElement;
  }
}

export function defineLoadingBar(): void {
  if (!customElements.get('nirvana-loading-bar')) customElements.define('nirvana-loading-bar', NirvanaLoadingBarElement);
}
