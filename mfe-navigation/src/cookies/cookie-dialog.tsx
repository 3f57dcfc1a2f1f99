/** A small modal dialog for the cookie preferences (necessary, functional: chat and map, analytics, marketing). */
import { useId, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../common/icons';
import { useModalDialog } from '@nirvana/shared/modal-dialog';
import { readConsent, writeConsent } from './consent-store';

export function CookieDialog({
  open,
  onClose,
  returnFocusRef,
}: {
  open: boolean;
  onClose: (saved: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const introId = useId();
  const layerRef = useModalDialog(open, () => onClose(false), { returnFocus: returnFocusRef });
  if (!open) return null;
  // A click on the backdrop reaches the dialog itself (its content fills it): it closes, as Esc does.
  return (
    <dialog ref={layerRef} className="dialog" aria-labelledby={titleId} aria-describedby={introId} onClick={(e) => e.target === e.currentTarget && onClose(false)}>
      <div className="dialog-box">
        <CookieForm titleId={titleId} introId={introId} onDone={onClose} />
      </div>
    </dialog>
  );
}

function CookieForm({ titleId, introId, onDone }: { titleId: string; introId: string; onDone: (saved: boolean) => void }) {
  const intl = useIntl();
  const stored = readConsent();
  const [functional, setFunctional] = useState(stored?.functional ?? false);
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        writeConsent({ functional, analytics, marketing });
        onDone(true);
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId} className="dialog-title">{t('cookies.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('cookies.close')} onClick={() => onDone(false)}>
          <Icon name="close" />
        </button>
      </div>
      <p id={introId} className="dialog-intro">{t('cookies.intro')}</p>
      <ul className="consent-list">
        <ConsentOption name="necessary" checked disabled label={t('cookies.necessary')} hint={t('cookies.necessary.hint')} />
        <ConsentOption name="functional" checked={functional} onChange={setFunctional} label={t('cookies.functional')} hint={t('cookies.functional.hint')} />
        <ConsentOption name="analytics" checked={analytics} onChange={setAnalytics} label={t('cookies.analytics')} hint={t('cookies.analytics.hint')} />
        <ConsentOption name="marketing" checked={marketing} onChange={setMarketing} label={t('cookies.marketing')} hint={t('cookies.marketing.hint')} />
      </ul>
      <div className="dialog-actions">
        <button type="submit" className="button button-outline">{t('cookies.save')}</button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            writeConsent({ functional: true, analytics: true, marketing: true });
            onDone(true);
          }}
        >
          {t('cookies.acceptAll')}
        </button>
      </div>
    </form>
  );
}

function ConsentOption(props: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <li className="consent-option">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => props.onChange?.(e.target.checked)}
      />
      <div className="consent-text">
        <label htmlFor={id} className="consent-label">{props.label}</label>
        <span id={`${id}-hint`} className="consent-hint">{props.hint}</span>
      </div>
    </li>
  );
}
