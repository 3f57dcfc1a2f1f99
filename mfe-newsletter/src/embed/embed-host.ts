/**
 * The class of an embed's container in its shadow root: the section's sheets are scoped to
 * `.nirvana-newsletter-host` (tools/css-minify-loader.js: `@scope`, `:host` made `:scope`), so the
 * embed's container carries it, and the sheets style it as they style the section's host in the
 * page. The element itself is a block by the shared section sheet (`:host { display: block }`).
 */
export const EMBED_HOST_CLASS = 'nirvana-newsletter-host';
