/**
 * A shadow root with a component's styles, without a framework: a constructable style sheet
 * adopted by the root (allowed by the page's CSP, unlike a style element or attribute), or a
 * style element where adoptedStyleSheets does not exist (old browsers, jsdom).
 */
const sheets = new Map<string, CSSStyleSheet>();

export function attachStyledShadow(host: HTMLElement, cssText: string): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if ('adoptedStyleSheets' in Document.prototype && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      sheets.set(cssText, sheet);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = cssText;
    root.appendChild(style);
  }
  return root;
}
