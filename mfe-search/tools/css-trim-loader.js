/**
 * A webpack loader run before css-loader on the search's style sheets: drops comments, white
 * space and, with `drop` (a regular expression source), every selector of flatpickr's sheet that
 * styles a part the search never shows (time inputs, week numbers, the popup arrows and
 * animations, right-to-left, the month dropdown). A rule left without selectors goes; so does
 * an @keyframes block whose name matches; with `unprefix`, the old vendor-prefixed declarations.
 * Every byte here counts towards the section's budget.
 */

/** Splits `text` at top-level occurrences of `sep` (outside parentheses, brackets and strings). */
function splitTop(text, sep) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Walks a style sheet's top-level blocks (`prelude { body }`), keeping what `drop` does not match. */
function trim(css, drop) {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) {
      out += css.slice(i);
      break;
    }
    const prelude = css.slice(i, open).trim();
    // the matching closing brace
    let depth = 1;
    let j = open + 1;
    for (; j < css.length && depth > 0; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
    }
    const body = css.slice(open + 1, j - 1);
    i = j;
    if (prelude.startsWith('@')) {
      if (/^@(-webkit-)?keyframes/.test(prelude)) {
        if (!drop.test(prelude)) out += `${prelude}{${body}}`;
      } else if (/^@(media|supports|container|layer)/.test(prelude)) {
        const inner = trim(body, drop);
        if (inner.trim()) out += `${prelude}{${inner}}`;
      } else {
        out += `${prelude}{${body}}`;
      }
      continue;
    }
    const selectors = splitTop(prelude, ',').map((s) => s.trim()).filter((s) => s && !drop.test(s));
    if (selectors.length) out += `${selectors.join(',')}{${body}}`;
  }
  return out;
}

function minify(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    // `{color: red;margin: 0` -> `{color:red;margin:0` (a selector's pseudo-class has no space after its colon).
    .replace(/([{;])([-a-z]+):\s+/g, '$1$2:')
    .replace(/;}/g, '}')
    .trim();
}

/** Drops vendor-prefixed declarations the browsers we serve no longer need (Safari's -webkit-user-select stays), and IE's hacks. */
function unprefix(css) {
  return css.replace(/\{([^{}]*)\}/g, (_, body) => {
    const kept = splitTop(body, ';').filter((decl) => {
      const [prop, ...rest] = decl.split(':');
      const name = (prop || '').trim();
      const value = rest.join(':').trim();
      if (!name) return false;
      if (/^-(ms|moz)-/.test(name)) return false;
      if (/^-webkit-/.test(name) && !/^-webkit-(user-select|appearance|tap-highlight-color)$/.test(name)) return false;
      if (/^-(webkit|ms|moz)-/.test(value)) return false;
      // Internet Explorer's hacks (`width: 7ch\0`): no other browser reads them.
      if (/\\(0|9)$/.test(value)) return false;
      return true;
    });
    return `{${kept.join(';')}}`;
  });
}

function cssTrimLoader(source) {
  const options = (this.getOptions && this.getOptions()) || {};
  let css = minify(String(source));
  if (options.drop) css = minify(trim(css, new RegExp(options.drop)));
  if (options.unprefix) css = unprefix(css);
  return css;
}

module.exports = cssTrimLoader;
module.exports.trim = trim;
module.exports.minify = minify;
module.exports.unprefix = unprefix;
