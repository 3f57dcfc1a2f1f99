/** Follows the browser's online/offline state: `html[data-online]` and a small notice while offline. */
import { setAttribute } from './dom-attribute';
import { currentMessages } from './messages';

export function watchOnlineStatus(win: Window = window, doc: Document = document): () => void {
  const notice = doc.createElement('div');
  notice.className = 'offline-notice';
  notice.setAttribute('role', 'status');
  notice.hidden = true;
  doc.body.appendChild(notice);
  const update = () => {
    const online = win.navigator.onLine;
    setAttribute(doc.documentElement, 'data-online', String(online));
    notice.textContent = online ? '' : currentMessages(doc).offline;
    notice.hidden = online;
  };
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
    notice.remove();
  };
}
