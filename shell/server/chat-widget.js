// The local stand-in for the third-party chat widget (one per locale, served at
// /chat/widget-<locale>.js). The server wraps this file in `(function (TEXTS) { ... })(texts)`.
// It draws one accessible chat button and a small panel, in its own shadow root.
var previous = document.getElementById('nirvana-chat');
if (previous) previous.remove();
var host = document.createElement('div');
host.id = 'nirvana-chat';
host.setAttribute('data-nirvana-chat', '');
var root = host.attachShadow({ mode: 'open' });
// Styles are adopted (a constructable sheet), not a <style> element: the site's CSP allows no inline styles.
var CSS =
  ':host{position:fixed;right:16px;bottom:16px;z-index:900;font:400 15px/1.4 var(--nirvana-font,system-ui,sans-serif)}' +
  // Phones: no launcher of its own; the site's one floating contact opens the panel ('nirvana-chat:open').
  '@media (max-width:767.98px){:host{bottom:84px}.open{display:none}}' +
  'button{font:inherit;cursor:pointer}' +
  '.open{width:56px;height:56px;border-radius:50%;border:0;background:#1f2328;color:#fff;display:grid;place-items:center;box-shadow:0 4px 14px rgba(0,0,0,.25)}' +
  '.open:focus-visible,.close:focus-visible{outline:3px solid #0b57d0;outline-offset:3px}' +
  '.panel{position:absolute;right:0;bottom:68px;width:min(300px,calc(100vw - 32px));background:#fff;color:#1f2328;border-radius:8px;box-shadow:0 8px 30px rgba(0,0,0,.2);padding:16px}' +
  '.panel[hidden]{display:none}' +
  '.panel h2{font-size:16px;margin:0 0 8px}' +
  '.close{position:absolute;top:8px;right:8px;border:0;background:none;width:32px;height:32px;color:#1f2328}';
if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
  var sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  root.adoptedStyleSheets = [sheet];
} else {
  var style = document.createElement('style');
  style.textContent = CSS;
  root.appendChild(style);
}
root.innerHTML +=
  '<div class="panel" id="panel" role="dialog" aria-labelledby="title" hidden>' +
  '<button type="button" class="close" aria-label=""><span aria-hidden="true">×</span></button>' +
  '<h2 id="title"></h2><p id="text"></p></div>' +
  '<button type="button" class="open" aria-expanded="false" aria-controls="panel">' +
  '<svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z"/></svg>' +
  '</button>';
var openButton = root.querySelector('.open');
var closeButton = root.querySelector('.close');
var panel = root.querySelector('.panel');
openButton.setAttribute('aria-label', TEXTS.open);
closeButton.setAttribute('aria-label', TEXTS.close);
root.getElementById('title').textContent = TEXTS.title;
root.getElementById('text').textContent = TEXTS.text;
// Where focus was when the panel opened: it goes back there on close when the launcher is hidden.
var before = null;
function setOpen(open) {
  if (open && panel.hidden) before = document.activeElement;
  panel.hidden = !open;
  openButton.setAttribute('aria-expanded', String(open));
  if (open) closeButton.focus();
  else if (openButton.offsetParent === null && before && typeof before.focus === 'function') before.focus();
  else openButton.focus();
}
openButton.addEventListener('click', function () { setOpen(panel.hidden); });
closeButton.addEventListener('click', function () { setOpen(false); });
// The site asks for the chat (its floating contact on phones).
window.addEventListener('nirvana-chat:open', function () { setOpen(true); });
root.addEventListener('keydown', function (event) {
  if (event.key === 'Escape' && !panel.hidden) setOpen(false);
});
document.body.appendChild(host);
