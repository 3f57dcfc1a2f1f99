/** `<nirvana-section-fallback>`: what a section's slot shows when the section failed to load or mount. */
import { attachStyledShadow } from './shadow-styles';

const STYLES = `
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

/** A plain custom element (no framework: the first load carries as little code as possible). */
export class NirvanaSectionFallbackElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return ['section', 'message', 'retry-label', 'busy-label', 'busy'];
  }

  private text = { message: 'This part of the page could not be loaded.', retryLabel: 'Try again', busyLabel: 'Loading…' };
  private row: { p: HTMLParagraphElement; button: HTMLButtonElement } | undefined;
  /** Called by the retry button; the button stays busy until it settles. */
  retry: (() => Promise<void>) | undefined = undefined;

  get section(): string {
    return this.getAttribute('section') ?? '';
  }
  set section(value: string) {
    this.setAttribute('section', value);
  }
  get message(): string {
    return this.text.message;
  }
  set message(value: string) {
    this.text.message = value;
    this.update();
  }
  get retryLabel(): string {
    return this.text.retryLabel;
  }
  set retryLabel(value: string) {
    this.text.retryLabel = value;
    this.update();
  }
  get busyLabel(): string {
    return this.text.busyLabel;
  }
  set busyLabel(value: string) {
    this.text.busyLabel = value;
    this.update();
  }
  get busy(): boolean {
    return this.hasAttribute('busy');
  }
  set busy(value: boolean) {
    this.toggleAttribute('busy', value);
  }
  /** Rendering is synchronous; kept for callers that wait for an update. */
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'message' && value !== null) this.text.message = value;
    if (name === 'retry-label' && value !== null) this.text.retryLabel = value;
    if (name === 'busy-label' && value !== null) this.text.busyLabel = value;
    this.update();
  }

  connectedCallback(): void {
    if (!this.row) {
      const root = attachStyledShadow(this, STYLES);
      const div = document.createElement('div');
      div.className = 'row';
      div.setAttribute('role', 'alert');
      const p = document.createElement('p');
      const button = document.createElement('button');
      button.type = 'button';
      button.addEventListener('click', () => void this.onRetry());
      div.append(p, button);
      root.appendChild(div);
      this.row = { p, button };
    }
    this.update();
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

  private update(): void {
    if (!this.row) return;
    const { p, button } = this.row;
    const busy = this.busy;
    p.textContent = this.text.message;
    button.disabled = busy;
    button.setAttribute('aria-busy', busy ? 'true' : 'false');
    button.textContent = busy ? this.text.busyLabel : this.text.retryLabel;
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
