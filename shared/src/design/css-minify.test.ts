/** The CSS minifier every section's sheets pass through (tools/css-minify-loader.js). */
const { minifyCss } = require('../../../tools/css-minify-loader.js') as { minifyCss: (css: string) => string };

describe('css minifier', () => {
  it('drops comments and white space but keeps values, strings and calc spacing', () => {
    const css = `/* note */\n.a > .b ,\n.c:hover {\n  color: red;\n  margin: 0 auto;\n  width: calc(100% - 2px);\n}\n@media (min-width: 768px) {\n  .d { grid-template-areas: "a b" "c d"; }\n}\n.e::before { content: '! '; }`;
    expect(minifyCss(css)).toBe(
      `.a>.b,.c:hover{color:red;margin:0 auto;width:calc(100% - 2px)}@media (min-width: 768px){.d{grid-template-areas:"a b" "c d"}}.e::before{content:'! '}`,
    );
  });
});
