/** `<nirvana-loading-bar>`: the 2 px bar at the top of the page (black, red after a failure). */
import { LitElement, css, html } from 'lit';
import type { LoadingView } from './loading-progress';

export class NirvanaLoadingBarElement extends LitElement {
  static override properties = { view: { attribute: false }, label: { type: String } };
  static override styles = css`
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

  // Reactive properties are declared, not class fields, so lit's accessors are not shadowed.
  declare view: LoadingView;
  declare label: string;

  constructor() {
    super();
    this.view = { visible: false, progress: 0, failed: false };
    this.label = 'Loading';
  }

  /** The width goes through the CSSOM: a `style` attribute would be an inline style the CSP blocks. */
  override updated(): void {
    const bar = this.renderRoot.querySelector<HTMLElement>('.bar');
    if (bar) bar.style.transform = `scaleX(${(this.view.progress / 100).toFixed(4)})`;
  }

  override render() {
    const { visible, progress, failed } = this.view;
    return html`<div
      class="bar ${visible ? 'visible' : ''} ${failed ? 'failed' : ''}"
      role="progressbar"
      aria-label=${this.label}
      aria-hidden=${visible ? 'false' : 'true'}
      aria-valuemin="0"
      aria-valuemax="100"
      aria-valuenow=${Math.round(progress)}
    ></div>`;
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
