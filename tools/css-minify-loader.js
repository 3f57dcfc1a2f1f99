/**
 * Minifies a style sheet before webpack turns it into a constructable sheet (webpack keeps its
 * comments and white space): comments go, white space collapses, and the spaces around
 * punctuation and after a property's colon. Strings keep their content: no rule here touches a
 * single space, and none of our sheets puts punctuation inside a quoted value.
 *
 * With the `scope` option (a selector: a section's host, `.nirvana-content-host`), the sheet is
 * wrapped in `@scope (<scope>) { ... }`: a section's styles apply inside its own host element and
 * nowhere else, in the page's light DOM (where its server HTML lives) as in a shadow root. `:host`
 * becomes `:scope` (the host element itself); `@font-face`, `@keyframes` and `@import` stay outside
 * the scope, where CSS allows them.
 */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/([{;])([-a-z]+):\s+/g, '$1$2:')
    .replace(/;}/g, '}')
    .trim();
}

/** The at-rules that cannot sit inside `@scope`: each with its balanced block (or up to its `;`). */
function splitHoisted(css) {
  const hoisted = [];
  let rest = '';
  let i = 0;
  while (i < css.length) {
    const at = css.slice(i).search(/@(font-face|keyframes|-webkit-keyframes|import|charset|layer [^{;]*;)/);
    if (at < 0) {
      rest += css.slice(i);
      break;
    }
    rest += css.slice(i, i + at);
    let j = i + at;
    const semicolon = css.indexOf(';', j);
    const brace = css.indexOf('{', j);
    if (brace < 0 || (semicolon >= 0 && semicolon < brace)) {
      hoisted.push(css.slice(j, semicolon + 1));
      i = semicolon + 1;
      continue;
    }
    let depth = 0;
    for (j = brace; j < css.length; j += 1) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}' && --depth === 0) break;
    }
    hoisted.push(css.slice(i + at, j + 1));
    i = j + 1;
  }
  return { hoisted: hoisted.join(''), rest };
}

/** `:host(<sel>)` is the host matching `<sel>`; `:host` alone the host: `:scope` in a scoped sheet. */
function hostToScope(css) {
  return css.replace(/:host\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, ':scope:is($1)').replace(/:host\b/g, ':scope');
}

function scopeCss(css, scope) {
  const { hoisted, rest } = splitHoisted(css);
  return `${hoisted}@scope (${scope}){${hostToScope(rest)}}`;
}

module.exports = function cssMinifyLoader(source) {
  const { scope } = this.getOptions ? this.getOptions() : {};
  const css = minifyCss(source);
  return scope ? scopeCss(css, scope) : css;
};
module.exports.minifyCss = minifyCss;
module.exports.scopeCss = scopeCss;
