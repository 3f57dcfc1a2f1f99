import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Hotel } from '@nirvana/shared/api/schemas';
import { useDismiss } from '@nirvana/shared/modal-dialog';
import { useOutsideClose } from './use-outside-close';

/**
 * The group's name before each hotel's, which the chosen value leaves out (the list says it):
 * "Mediterranean Excellence" fits the bar's column on two lines, "Nirvana Mediterranean
 * Excellence" took three (issue 29, item 10). A value-sized span to hide it in the bar alone cost
 * 53 B of the search's budget.
 */
const BRAND = 'Nirvana ';

interface Props {
  hotels: Hotel[] | null;
  failed: boolean;
  value: string | null;
  open: boolean;
  onToggle(open: boolean): void;
  onChoose(slug: string): void;
}

/** The hotel picker: a button that toggles a listbox; closes on choosing, Esc, Tab or an outside click. */
export function HotelPicker({ hotels, failed, value, open, onToggle, onChoose }: Props) {
  const intl = useIntl();
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = useCallback(() => onToggle(false), [onToggle]);
  useOutsideClose(wrapper, open, close);
  useDismiss(open, close, { within: list, returnFocus: button });

  const selected = hotels?.find((h) => h.slug === value);
  const options = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = options();
    (all.find((o) => o.getAttribute('aria-selected') === 'true') ?? all[0])?.focus();
  }, [open, hotels]);

  const choose = (slug: string) => {
    onChoose(slug);
    onToggle(false);
    button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onToggle(true);
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = options();
    const at = all.indexOf(event.target as HTMLElement);
    const focusAt = (i: number) => all[Math.max(0, Math.min(all.length - 1, i))]?.focus();
    switch (event.key) {
      case 'ArrowDown': focusAt(at + 1); break;
      case 'ArrowUp': focusAt(at - 1); break;
      case 'Home': focusAt(0); break;
      case 'End': focusAt(all.length - 1); break;
      case 'Enter':
      case ' ': {
        const slug = all[at]?.dataset.slug;
        if (slug) choose(slug);
        break;
      }
      case 'Tab':
        onToggle(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const placeholder = intl.formatMessage({ id: hotels === null && !failed ? 'hotel.loading' : 'hotel.placeholder' });

  return (
    <div className="nv-field nv-field--hotel" ref={wrapper}>
      <span className="nv-field__label" id={`${id}-label`}>{intl.formatMessage({ id: 'hotel.label' })}</span>
      <button
        ref={button}
        type="button"
        className="nv-field__control nv-field__control--button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={!hotels?.length}
        onClick={() => onToggle(!open)}
        onKeyDown={onButtonKey}
        data-testid="hotel-button"
      >
        <span id={`${id}-value`} className={selected ? 'nv-value' : 'nv-value nv-value--placeholder'}>{selected?.name.replace(BRAND, '') ?? placeholder}</span>
        <span className="nv-chevron" aria-hidden="true" />
      </button>
      {failed && <span className="nv-field__error" role="alert">{intl.formatMessage({ id: 'hotel.failed' })}</span>}
      {/* Closed, the hotels are in the page all the same (hidden), as the server's HTML lists them. */}
      {!open && hotels && (
        <ul className="nv-hotel-names" hidden>
          {hotels.map((hotel) => <li key={hotel.slug}>{hotel.name}</li>)}
        </ul>
      )}
      {open && hotels && (
        <ul ref={list} role="listbox" id={`${id}-list`} className="nv-popup nv-popup--hotels" aria-labelledby={`${id}-label`} onKeyDown={onListKey}>
          {hotels.map((hotel) => (
            <li
              key={hotel.slug}
              role="option"
              tabIndex={-1}
              aria-selected={hotel.slug === value}
              data-slug={hotel.slug}
              className="nv-option"
              onClick={() => choose(hotel.slug)}
            >
              {hotel.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
