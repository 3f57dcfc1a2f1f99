/** `<nirvana-section-fallback>`: what a section's slot shows when the section failed to load or mount. */
import { LitElement, css, html } from 'lit';

export class NirvanaSectionFallbackElement extends LitElement {
  static override properties = {
    section: { type: String, reflect: true },
    message: { type: String },
    retryLabel: { type: String, attribute: 'retry-label' },
    busyLabel: { type: String, attribute: 'busy-label' },
    busy: { type: Boolean, reflect: true },
  };
  static override styles = css`
    :host {
      display: block;
      box-sizing: border-box;
      max-width: var(--nirvana-container, 1141px);
      margin: 12px auto;
      padding: 12px 16px;
      border: 1px solid var(--nirvana-line, #e3ddd3);
      border-radius: var(--nirvana-radius, 6px);
      background: var(--nirvana-sand, #f7f2ea);
      color: var(--nirvana-ink, #1f2328);
      font: 400 15px/1.4 var(--nirvana-font, system-ui, sans-serif);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 12px;
      align-items: center;
      justify-content: space-between;
    }
    p {
      margin: 0;
    }
    button {
      font: 600 14px/1 var(--nirvana-font, system-ui, sans-serif);
      min-height: 40px;
      padding: 0 16px;
      border: 0;
      border-radius: var(--nirvana-radius, 6px);
      background: var(--nirvana-primary, #f5a637);
      color: var(--nirvana-on-primary, #1b1b1b);
      cursor: pointer;
    }
    button:focus-visible {
      outline: 3px solid var(--nirvana-focus, #0b57d0);
      outline-offset: 2px;
    }
    button[disabled] {
      cursor: progress;
      opacity: 0.7;
    }
  `;

  declare section: string;
  declare message: string;
  declare retryLabel: string;
  declare busyLabel: string;
  declare busy: boolean;
  /** Called by the retry button; the button stays busy until it settles. */
  retry: (() => Promise<void>) | undefined;

  constructor() {
    super();
    this.section = '';
    this.message = 'This part of the page could not be loaded.';
    this.retryLabel = 'Try again';
    this.busyLabel = 'Loading…';
    this.busy = false;
    this.retry = undefined;
  }

  private async onRetry() {
    if (this.busy || !this.retry) return;
    this.busy = true;
    try {
      await this.retry();
    } finally {
      this.busy = false;
    }
  }

  override render() {
    return html`<div class="row" role="alert">
      <p>${this.message}</p>
      <button type="button" ?disabled=${this.busy} aria-busy=${this.busy ? 'true' : 'false'} @click=${this.onRetry}>
        ${this.busy ? this.busyLabel : this.retryLabel}
      </button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'nirvana-section-fallback': NirvanaSectionFallbackElement;
  }
}

export function defineSectionFallback(): void {
  if (!customElements.get('nirvana-section-fallback')) {
    customElements.define('nirvana-section-fallback', NirvanaSectionFallbackElement);
  }
}
