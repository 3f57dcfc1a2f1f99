/**
 * Modal dialogs as Chromium has them, for jsdom (which has `<dialog>` but neither `showModal` nor
 * `close`): `showModal()` opens (twice is an error), `close()` closes and says `close` a task later,
 * and Esc sends the topmost open modal dialog a cancelable `cancel`, then closes it unless the
 * page kept it. What jsdom cannot do (the page behind inert, the top layer) is checked in Chromium
 * by the e2e suite.
 */
if (typeof HTMLDialogElement !== 'undefined') {
  const modals = [];
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close() {
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((d) => d.isConnected && d.open).at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
