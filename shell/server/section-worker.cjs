/**
 * The worker (piscina) in which the shell server runs the sections' server renders: each task
 * names a section's render file (`mfe-<section>/dist-server/render.<hash>.cjs`) and asks for its
 * CSS or for a page's HTML. A file is loaded once per worker; a new build is a new file name, so a
 * section deployed alone is rendered by its new code from its next page on, without a restart.
 * A render that throws rejects its task; one that runs past its budget has its worker terminated
 * by the shell (section-renders.ts): neither ever reaches the shell server's own thread.
 * Plain CommonJS: it runs as it is, from the source tree and from the bundled server alike.
 */
const loaded = new Map();

function load(file) {
  let mod = loaded.get(file);
  if (!mod) {
    mod = require(file);
    if (typeof mod.render !== 'function' || typeof mod.css !== 'string') throw new Error(`${file} exports no render(context) and css`);
    loaded.set(file, mod);
  }
  return mod;
}

module.exports = async function sectionTask({ file, kind, context }) {
  const mod = load(file);
  if (kind === 'css') return mod.css;
  return mod.render(context);
};
