/**
 * Minifies a style sheet before webpack turns it into a constructable sheet (webpack keeps its
 * comments and white space): comments go, white space collapses, and the spaces around
 * punctuation and after a property's colon. Strings keep their content: no rule here touches a
 * single space, and none of our sheets puts punctuation inside a quoted value.
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

module.exports = function cssMinifyLoader(source) {
  return minifyCss(source);
};
module.exports.minifyCss = minifyCss;
