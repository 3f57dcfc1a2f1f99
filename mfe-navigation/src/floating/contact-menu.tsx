/**
 * The phone's one floating contact: a button that opens the ways to reach the hotel (call,
 * WhatsApp, the live chat where the language has one), instead of a bubble for each. A disclosure:
 * Esc, a click outside or a choice closes it; focus returns to the button. The chat is the shell's
 * (`nirvana:chat-open`): it loads the provider's widget if need be and opens it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { emit } from '@nirvana/shared/bus';
import { useDismiss } from '@nirvana/shared/modal-dialog';
import { MessagingLink, PhoneLink } from '../common/contact-links';
import { Icon } from '../common/icons';
import { useNav } from '../common/nav-context';

export function ContactMenu() {
  const intl = useIntl();
  const { config, locale } = useNav();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hasChat = !!config.chat?.[locale];

  useDismiss(open, () => setOpen(false), { returnFocus: toggle });
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const chosen = () => setOpen(false);
  const chat = () => {
    setOpen(false);
    toggle.current?.focus(); // the chat's panel gives focus back here when it closes
    emit('nirvana:chat-open', {});
  };

  return (
    <div className="contact-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="round-button contact-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={intl.formatMessage({ id: open ? 'contact.close' : 'contact.open' })}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'chat'} size={24} />
      </button>
      <ul className="contact-sheet" id={id} hidden={!open} onClick={(e) => (e.target as Element).closest('a') && chosen()}>
        <li><PhoneLink className="contact-choice" text={intl.formatMessage({ id: 'nav.phone' })} /></li>
        <li><MessagingLink className="contact-choice" /></li>
        {hasChat ? (
          <li>
            <button type="button" className="contact-choice" onClick={chat}>
              <Icon name="chat" />
              <span className="contact-text">{intl.formatMessage({ id: 'contact.chat' })}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
