import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDismiss } from '@nirvana/shared/modal-dialog';
import type { IsoDate } from '../rules/dates';
import {
  addAdult, addChild, canAddChild, canRemoveAdult, childAge, childProblem, removeAdult, removeChild, setChildBirthdate, maskBirthdate,
  type Guests,
} from '../rules/guests';
import { pointerPressed, useOutsideClose } from './use-outside-close';

interface Props {
  guests: Guests;
  /** The day ages are counted on (check-in). */
  on: IsoDate;
  open: boolean;
  /** Show every child's birthdate problem (after a search attempt), not only after leaving the field. */
  showErrors: boolean;
  /** A child whose birthdate field should get the focus once open. */
  focusChild: number | null;
  onToggle(open: boolean): void;
  onChange(guests: Guests): void;
}

/** The guest picker (250 px panel): adults (at least one), up to three children with birthdates. */
export function GuestPicker({ guests, on, open, showErrors, focusChild, onToggle, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const addAdultButton = useRef<HTMLButtonElement>(null);
  const addChildButton = useRef<HTMLButtonElement>(null);
  const [touched, setTouched] = useState<boolean[]>([]);
  const close = useCallback(() => onToggle(false), [onToggle]);
  useOutsideClose(wrapper, open, close);
  useDismiss(open, close, { within: panel, returnFocus: button });
  const t = (msg: string, values?: Record<string, string | number>) => intl.formatMessage({ id: msg }, values);

  useEffect(() => {
    if (!open) return;
    const target = focusChild !== null ? panel.current?.querySelector<HTMLElement>(`[data-child="${focusChild}"]`) : null;
    (target ?? panel.current?.querySelector<HTMLElement>('button:not([disabled]), input'))?.focus();
  }, [open, focusChild]);

  const lessAdults = () => {
    const next = removeAdult(guests);
    onChange(next);
    // The button is disabled at one adult: keep the keyboard focus in the panel.
    if (!canRemoveAdult(next)) addAdultButton.current?.focus();
  };
  const lessChildren = () => {
    const next = removeChild(guests);
    onChange(next);
    setTouched((t0) => t0.slice(0, next.children.length));
    if (next.children.length === 0) addChildButton.current?.focus();
  };

  return (
    <div
      className="nv-field nv-field--guests"
      ref={wrapper}
      onBlur={(event) => {
        // Tabbing out closes the panel; a pointer press outside closes it on its click (no shift under the pointer).
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node) && !pointerPressed()) onToggle(false);
      }}
    >
      <span className="nv-field__label" id={`${id}-label`}>{t('guests.label')}</span>
      <button
        ref={button}
        type="button"
        className="nv-field__control nv-field__control--button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => onToggle(!open)}
        data-testid="guests-button"
      >
        <span id={`${id}-value`} className="nv-value">{t('guests.summary', { adults: guests.adults, children: guests.children.length })}</span>
        <span className="nv-chevron" aria-hidden="true" />
      </button>
      {open && (
        <div ref={panel} id={`${id}-panel`} role="dialog" aria-label={t('guests.dialog')} className="nv-popup nv-popup--guests">
          <div className="nv-counter">
            <span className="nv-counter__label" id={`${id}-adults`}>{t('guests.adults')}</span>
            <button type="button" className="nv-step" aria-label={t('guests.removeAdult')} disabled={!canRemoveAdult(guests)} onClick={lessAdults} data-testid="adults-minus">−</button>
            <output className="nv-counter__value" aria-labelledby={`${id}-adults`} aria-live="polite">{guests.adults}</output>
            <button ref={addAdultButton} type="button" className="nv-step" aria-label={t('guests.addAdult')} onClick={() => onChange(addAdult(guests))} data-testid="adults-plus">+</button>
          </div>
          <div className="nv-counter">
            <span className="nv-counter__label" id={`${id}-children`}>
              {t('guests.children')} <small>{t('guests.childrenHint')}</small>
            </span>
            <button type="button" className="nv-step" aria-label={t('guests.removeChild')} disabled={guests.children.length === 0} onClick={lessChildren} data-testid="children-minus">−</button>
            <output className="nv-counter__value" aria-labelledby={`${id}-children`} aria-live="polite">{guests.children.length}</output>
            <button ref={addChildButton} type="button" className="nv-step" aria-label={t('guests.addChild')} disabled={!canAddChild(guests)} onClick={() => onChange(addChild(guests))} data-testid="children-plus">+</button>
          </div>
          {guests.children.map((text, i) => {
            const problem = childProblem(text, on);
            const shown = problem && (showErrors || touched[i]) ? problem : null;
            const age = childAge(text, on);
            const fieldId = `${id}-child-${i}`;
            return (
              <div className="nv-child" key={i}>
                <label htmlFor={fieldId} className="nv-child__label">{t('guests.birthdate', { n: i + 1 })}</label>
                <div className="nv-child__row">
                  <input
                    id={fieldId}
                    data-child={i}
                    className="nv-input"
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={t('guests.birthdateHint')}
                    maxLength={10}
                    value={text}
                    aria-invalid={shown ? true : undefined}
                    aria-describedby={`${fieldId}-hint`}
                    onChange={(event) => onChange(setChildBirthdate(guests, i, maskBirthdate(event.target.value)))}
                    onBlur={() => setTouched((t0) => Object.assign([...t0], { [i]: true }))}
                  />
                  <span className="nv-child__age" aria-live="polite">{age !== null ? t('guests.age', { age }) : ''}</span>
                </div>
                <span id={`${fieldId}-hint`} className={shown ? 'nv-field__error' : 'nv-hint'}>
                  {shown ? t(`child.${shown}`) : t('guests.birthdateHint')}
                </span>
              </div>
            );
          })}
          <button type="button" className="nv-done" onClick={() => { onToggle(false); button.current?.focus(); }}>{t('guests.done')}</button>
        </div>
      )}
    </div>
  );
}
