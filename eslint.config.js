/**
 * The linter of the test command (scripts/test.sh): typescript-eslint, React's rules of hooks, and
 * the house's boundaries. A section never imports another section (nor the shell or the API);
 * `shared` imports no consumer; site paths come from the route table (`buildPath`), so a path
 * with a slug written as a string is refused outside shared/src/routes.ts and tests.
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { SECTIONS } = require('./scripts/sections.js');

const PARTS = ['shared', 'api', 'shell', ...SECTIONS.map((s) => `mfe-${s}`), 'e2e', 'bench'];

/** Imports of `others` (top-level folders) from files in `folder`, by relative path or workspace name. */
function boundary(folder, others, why) {
  const names = others.join('|');
  return {
    files: [`${folder}/**/*.{ts,tsx,js}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: `^(?:(?:\\.\\./){2,}|@nirvana/)(?:${names})(?:/|$)`, message: `${folder} may not import ${others.join(', ')}: ${why}.` }],
      }],
    },
  };
}

/**
 * A site path with a slug of the route table written out (its first segment after an optional
 * language prefix), as an esquery regular expression (which cannot hold a `/`: `\x2F` stands for
 * it). Read from the route table and `LOCALES` themselves, so a new language or route is covered.
 */
function slugPathPattern() {
  const { require: requireTs } = require('tsx/cjs/api');
  const { ROUTES, SECTION_SLUGS } = requireTs('./shared/src/routes.ts', __filename);
  const { LOCALES, DEFAULT_LOCALE } = requireTs('./shared/src/locales.ts', __filename);
  const slugs = new Set();
  for (const route of ROUTES) for (const slug of Object.values(route.slugs)) if (slug) slugs.add(slug.split('/')[0]);
  for (const bySection of Object.values(SECTION_SLUGS)) for (const slug of Object.values(bySection)) slugs.add(slug);
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(escape).join('|');
  return `/^\\x2F(?:(?:${prefixes})\\x2F)?(?:${[...slugs].sort().map(escape).join('|')})(?:\\x2F|$)/`;
}
const SLUG_PATH = slugPathPattern();

module.exports = tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-embed/**', '**/dist-server/**', '**/.data/**', 'bench/results/**', 'e2e/.cache/**', 'e2e/artifacts/**', '.dbg/**', 'screenshots/**', 'coverage/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // The stand-in chat widget is wrapped by the server in `(function (TEXTS) { ... })(texts)`.
  { files: ['shell/server/chat-widget.js'], languageOptions: { globals: { TEXTS: 'readonly' } } },
  // Control characters named on purpose: form input holding them is refused (API), and the page
  // compressor picks stand-in bytes a document does not hold (shell server).
  { files: ['api/src/routes/writes.ts', 'shell/server/compressed-page.ts'], rules: { 'no-control-regex': 'off' } },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Boundaries: a section imports shared and nothing else of the house.
  ...SECTIONS.map((s) => boundary(`mfe-${s}`, PARTS.filter((p) => p !== `mfe-${s}` && p !== 'shared'), 'sections talk through shared contracts and the event bus only')),
  boundary('shared', PARTS.filter((p) => p !== 'shared'), 'shared is the contract every part imports, it imports none of them'),
  boundary('shell', ['api', ...SECTIONS.map((s) => `mfe-${s}`)], 'the shell loads sections at run time (module federation), it never imports them'),
  boundary('api', ['shell', ...SECTIONS.map((s) => `mfe-${s}`)], 'the API serves data; only shared contracts are common'),
  // Slugs only in the route table.
  {
    files: ['{shared,shell,api,mfe-*}/**/*.{ts,tsx}'],
    // Tests, their fixtures, the fuzzer's generator and the seed are data about paths, not links.
    ignores: ['shared/src/routes.ts', '**/*.test.{ts,tsx}', '**/test-support/**', '**/test/**', '**/test-*.{ts,tsx}', 'api/src/seed/**', 'api/src/reliability/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: `Literal[value=${SLUG_PATH}]`, message: 'A site path with a slug: build it with buildPath (shared/src/routes.ts), the only place slugs live.' },
        { selector: `TemplateElement[value.raw=${SLUG_PATH}]`, message: 'A site path with a slug: build it with buildPath (shared/src/routes.ts), the only place slugs live.' },
      ],
    },
  },
);
