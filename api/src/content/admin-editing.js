/**
 * The editing screen's own script, run beside Decap CMS (served at /admin/editing.js). Files are
 * read and written with js-yaml as the API reads them and as they were written (long lines kept,
 * keys in the fields' order), so a save changes only the lines of what was edited. Before a
 * save, an emptied optional field is left out and an emptied nullable one set to null, as the
 * content files' schemas want (Decap would write ""), and a text of an optional field must be
 * written in every language or in none; the rules and the keys' order come from admin-config.ts
 * in the page's `editing-data` block. After a save it asks the API (/health) whether the site
 * serves the change, and if a file keeps it from doing so, says which and why.
 */
(function () {
  'use strict';
  const { rules, keyOrder } = JSON.parse(document.getElementById('editing-data').textContent || '{}');
  const { CMS, jsyaml } = window;

  /** An object's keys in the order of `order`, others after them as they were; nested ones by the fields' order. */
  function ordered(value, order) {
    if (Array.isArray(value)) return value.map((v) => ordered(v, keyOrder));
    if (!value || typeof value !== 'object') return value;
    const rank = (k) => (order.includes(k) ? order.indexOf(k) : order.length);
    return Object.fromEntries(Object.keys(value).sort((a, b) => rank(a) - rank(b)).map((k) => [k, ordered(value[k], keyOrder)]));
  }
  // Decap's formats are looked up by name, its own after ours: this replaces its YAML.
  CMS.registerCustomFormat('yaml', 'yaml', {
    fromFile: (text) => jsyaml.load(text, { schema: jsyaml.CORE_SCHEMA }),
    toFile: (data, sortedKeys) => jsyaml.dump(ordered(data, sortedKeys || []), { lineWidth: -1, quotingType: '"', skipInvalid: true }),
  });
  // The preview pane shows every field as it is; pictures at a size that leaves room for the words.
  CMS.registerPreviewStyle('body { font: 15px/1.5 system-ui, sans-serif; } img { max-width: 100%; max-height: 240px; object-fit: cover; }', { raw: true });

  const isEmpty = (v) => v === undefined || v === null || v === ''
    || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.values(v).every(isEmpty));
  const get = (data, path) => path.reduce((v, k) => (v === undefined || v === null ? undefined : v[k]), data);
  /** The concrete paths of a rule's path (`*`: each item of a list). */
  function expand(data, path, at) {
    if (path.length === 0) return [at];
    const [head, ...rest] = path;
    if (head !== '*') return expand(data, rest, [...at, head]);
    const list = get(data, at);
    return Array.isArray(list) ? list.flatMap((_, i) => expand(data, rest, [...at, i])) : [];
  }

  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      let data = entry.get('data');
      const plain = data.toJS();
      for (const rule of rules[entry.get('collection')] || []) {
        for (const path of expand(plain, rule.path, [])) {
          const value = get(plain, path);
          if (isEmpty(value)) {
            data = rule.empty === 'omit' ? data.deleteIn(path) : data.setIn(path, null);
          } else if (rule.languages && rule.languages.some((l) => isEmpty(value[l]))) {
            throw new Error(`${rule.label}: write it in every language, or leave every language empty`);
          }
        }
      }
      return data;
    },
  });

  // What keeps the site from serving the files as saved (the last good content stays served).
  const banner = document.createElement('div');
  banner.setAttribute('role', 'alert');
  banner.id = 'content-status';
  Object.assign(banner.style, {
    position: 'fixed', left: '1rem', right: '1rem', bottom: '1rem', zIndex: '10000', display: 'none', whiteSpace: 'pre-wrap',
    padding: '0.75rem 1rem', borderRadius: '6px', background: '#fff3e0', color: '#5d2e00', border: '1px solid #f5a637', font: '14px/1.4 system-ui, sans-serif',
  });
  document.body.appendChild(banner);

  async function showStatus() {
    try {
      const res = await fetch('/health', { cache: 'no-store' });
      const { content } = await res.json();
      const errors = (content && content.errors) || [];
      banner.textContent = errors.length
        ? `The site still shows the last good version: ${errors.length === 1 ? 'a file needs' : 'files need'} a correction.\n`
          + errors.slice(0, 8).map((e) => `${e.file}${e.field ? ` ${e.field}` : ''}: ${e.message}`).join('\n')
        : '';
      banner.style.display = errors.length ? 'block' : 'none';
    } catch {
      // The API answers again soon; nothing to say meanwhile.
    }
  }
  // The API loads a change about a second after it is written.
  CMS.registerEventListener({ name: 'postSave', handler: () => { [1500, 4000].forEach((ms) => setTimeout(showStatus, ms)); } });
  showStatus();
})();
