/**
 * What an embed's shadow root holds around its form: the section's sheets are scoped to
 * `.nirvana-newsletter-host` (tools/css-minify-loader.js: `@scope`, `:host` made `:scope`), so the
 * embed's container carries that class, and the sheets style it as they style the section's host
 * in the page. The element itself is a block, as `:host { display: block }` made it before.
 */
export const EMBED_HOST_CLASS = 'nirvana-newsletter-host';

let hostSheet: CSSStyleSheet[] | undefined;

/** A sheet (not scoped) for the custom element itself: a block box. None where the browser cannot construct sheets. */
export function embedHostSheets(): readonly CSSStyleSheet[] {
  if (!hostSheet) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(':host{display:block}');
      hostSheet = [sheet];
    } catch {
      hostSheet = [];
    }
  }
  return hostSheet;
}
