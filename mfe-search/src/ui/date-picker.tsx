import type { Instance } from 'flatpickr/dist/types/instance';
import { useCallback, useEffectEvent, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl, type IntlShape } from 'react-intl';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import {
  addDays, addMonths, dayStatus, fromIso, halfDayOf, minNightsFor, mondayIndex, nightsBetween, periodOf, pickDay, toIso,
  type ArrivalProblem, type DepartureProblem, type IsoDate, type PickResult, type PickState, type RuleSet, type StayEnd,
} from '../rules/dates';
import { adoptSheets } from '@nirvana/shared/adopt-sheets';
import { useModalDialog } from '@nirvana/shared/modal-dialog';
import { useLoad } from '@nirvana/shared/section-data';
import { loadCalendarLib, loadedCalendarLib, type CalendarLib } from './calendar-lib';
import { flatpickrLocale } from './flatpickr-locale';
import { useOutsideClose } from './use-outside-close';

interface Props {
  locale: Locale;
  pick: PickState;
  rules: RuleSet;
  today: IsoDate;
  /** Mobile date rules (check-out at least check-in + 3) and one month shown. */
  mobile: boolean;
  months: 1 | 2;
  /** Which input opened the calendar dialog, or null when it is closed. */
  open: StayEnd | null;
  onOpen(end: StayEnd | null): void;
  onPick(result: PickResult): void;
  /** A short line under a day (its price per night: `data-note`, drawn by the partner kit's sheet), also read out with the day. */
  note?: ((iso: IsoDate) => string | null | undefined) | undefined;
}

type Problem = ArrivalProblem | DepartureProblem;

type DayElement = HTMLElement & { dateObj: Date };

/** The text of a date problem, with the period's numbers. */
export function problemText(intl: IntlShape, problem: Problem | 'incomplete', day: IsoDate | null, checkin: IsoDate | null, rules: RuleSet, mobile: boolean): string {
  switch (problem) {
    case 'changeover': {
      const period = periodOf(rules, (checkin && day && day > checkin ? checkin : day) ?? '');
      return intl.formatMessage({ id: 'problem.changeover' }, { day: period?.changeover ?? 'SATURDAY' });
    }
    case 'min-nights':
      return intl.formatMessage({ id: 'problem.min-nights' }, { count: checkin ? minNightsFor(rules, checkin) : 1 });
    case 'mobile-min-nights':
      return intl.formatMessage({ id: 'problem.mobile-min-nights' }, { count: checkin ? minNightsFor(rules, checkin, mobile) : 3 });
    default:
      return intl.formatMessage({ id: `problem.${problem}` });
  }
}

const monthIndex = (iso: IsoDate) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * Check-in and check-out: two labelled inputs that open one calendar dialog (flatpickr, inline,
 * range display). Selection, day marks and the keyboard follow the WAI-ARIA date picker dialog
 * pattern: arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month
 * (with Shift by year), Enter or Space picks, Esc closes and returns the focus to the input.
 * The dialog is the modal layer's, in place (under the inputs): Tab stays inside, Esc closes.
 */
export function DatePicker({ locale, pick, rules, today, mobile, months, open, onOpen, onPick, note }: Props) {
  const intl = useIntl();
  const id = useId();
  const t = (msg: string, values?: Record<string, string | number>) => intl.formatMessage({ id: msg }, values);
  const wrapper = useRef<HTMLDivElement>(null);
  const inputs = { checkin: useRef<HTMLInputElement>(null), checkout: useRef<HTMLInputElement>(null) };
  const [status, setStatus] = useState<string | null>(null);
  // Pressing or focusing a date input fetches the calendar, so it is usually there when it opens.
  const prefetch = () => {
    loadCalendarLib().catch(() => undefined);
  };

  /*
   * The calendar's handlers are native listeners (on flatpickr's DOM), whose state updates React
   * would render a task later. Meanwhile the next key would meet a stale calendar: an Enter read
   * the previous selection through `latest` (a check-out taken for a new check-in: the "ignored"
   * Enter), and a Tab right after the check-out moved the focus from the input into the closing
   * dialog, which then vanished with it. Those updates are therefore applied at once (flushSync),
   * and the modal layer puts the focus on the input `close` names (none after a click outside).
   */
  const returnTo = useRef<StayEnd | null>(null);
  const close = useCallback((end: StayEnd | null = null) => {
    returnTo.current = end;
    flushSync(() => {
      onOpen(null);
      setStatus(null);
    });
    returnTo.current = null;
  }, [onOpen]);
  useOutsideClose(wrapper, open !== null, close);
  const dialog = useModalDialog(open !== null, () => close(open), {
    inPlace: true,
    returnFocus: () => returnTo.current && inputs[returnTo.current].current,
  });

  const format = (iso: IsoDate | null) =>
    // Russian adds " г." after the year: left out, for the bar's width.
    iso ? new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { day: '2-digit', month: 'short', year: 'numeric' }).format(fromIso(iso)).replace(/\s*г\.$/, '') : '';
  const nights = pick.checkin && pick.checkout ? nightsBetween(pick.checkin, pick.checkout) : null;
  const nightsText = nights !== null ? t('dates.nights', { count: nights }) : t('problem.incomplete');
  const openAt = (end: StayEnd) => onOpen(open === end ? null : end);
  const inputKey = (end: StayEnd) => (event: ReactKeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen(end);
    }
  };
  const heading = pick.next === 'checkout' && pick.checkin ? t('dates.pickCheckout') : t('dates.pickCheckin');

  return (
    <div className="nv-dates" ref={wrapper}>
      {(['checkin', 'checkout'] as const).map((end) => (
        <div className={`nv-field nv-field--${end}`} key={end}>
          <label className="nv-field__label" htmlFor={`${id}-${end}`}>{t(`dates.${end}`)}</label>
          <input
            ref={inputs[end]}
            id={`${id}-${end}`}
            className="nv-field__control"
            readOnly
            role="combobox"
            value={format(pick[end])}
            placeholder={t('dates.none')}
            aria-haspopup="dialog"
            aria-expanded={open === end}
            aria-controls={`${id}-dialog`}
            aria-describedby={`${id}-nights`}
            onClick={() => openAt(end)}
            onPointerDown={prefetch}
            onFocus={prefetch}
            onKeyDown={inputKey(end)}
            data-testid={`${end}-input`}
          />
          {end === 'checkout' && <span className={nights === null ? 'nv-nights nv-nights--hint' : 'nv-nights'} id={`${id}-nights`}>{nightsText}</span>}
        </div>
      ))}
      {open && (
        // Rendered open (in place, not the top layer), so the calendar measures and takes the focus as it is made.
        <dialog
          ref={dialog}
          open
          id={`${id}-dialog`}
          className={`nv-popup nv-popup--dates nv-popup--months-${months}`}
          aria-modal="true"
          aria-labelledby={`${id}-dialog-title`}
          aria-describedby={`${id}-keys`}
        >
          <p className="nv-dialog__title" id={`${id}-dialog-title`}>{t('dates.dialog')}</p>
          <p className="visually-hidden" id={`${id}-keys`}>{t('dates.keys')}</p>
          <Calendar
            locale={locale} pick={pick} rules={rules} today={today} mobile={mobile} months={months} open={open} note={note}
            onPick={onPick} onStatus={setStatus} onDone={close}
          />
          <ul className="nv-legend" data-testid="calendar-legend">
            <li><span className="nv-legend__dot" aria-hidden="true" />{t('dates.legend.halfDay')}</li>
            <li><span className="nv-legend__struck" aria-hidden="true">15</span>{t('dates.legend.unavailable')}</li>
          </ul>
          <div className="nv-dialog__footer">
            <p className="nv-dialog__status" role="status" aria-live="polite">
              <span className={status ? 'nv-field__error' : undefined}>{status ?? heading}</span>
              {' · '}
              <span>{nightsText}</span>
            </p>
            <button type="button" className="nv-done" onClick={() => close(open)}>{t('dates.done')}</button>
          </div>
        </dialog>
      )}
    </div>
  );
}

interface CalendarProps extends Pick<Props, 'locale' | 'pick' | 'rules' | 'today' | 'mobile' | 'months' | 'note' | 'onPick'> {
  /** Which input opened the dialog: the calendar starts at its day. */
  open: StayEnd;
  /** A refused day's reason for the dialog's status line (null: none). */
  onStatus(text: string | null): void;
  /** Closes the dialog, the focus on that input. */
  onDone(end: StayEnd): void;
}

/**
 * The dialog's calendar: flatpickr, loaded through the one data hook on first need (in the browser
 * alone: the server never opens the calendar, so never loads it), made as the dialog opens and
 * destroyed as it closes.
 */
function Calendar({ locale, pick, rules, today, mobile, months, open, note, onPick, onStatus, onDone }: CalendarProps) {
  const intl = useIntl();
  const host = useRef<HTMLDivElement>(null);
  const hiddenInput = useRef<HTMLInputElement>(null);
  const fp = useRef<Instance | null>(null);
  const active = useRef<IsoDate>(today);
  // flatpickr loads when the calendar opens (prefetched when an input is pressed or focused); once loaded, it is there in the first render.
  const lib = useLoad('calendar', [], loadCalendarLib) ?? loadedCalendarLib();
  // The handlers flatpickr calls read the latest props through this ref.
  const latest = useRef({ pick, rules, today, mobile, intl, note });
  latest.current = { pick, rules, today, mobile, intl, note };

  const decorate = useCallback((day: DayElement) => {
    const { pick: p, rules: r, today: now, mobile: m, intl: i, note: n } = latest.current;
    const iso = toIso(day.dateObj);
    const base = day.dataset.label ?? day.getAttribute('aria-label') ?? iso;
    day.dataset.label = base;
    day.dataset.date = iso;
    day.setAttribute('role', 'button');
    day.tabIndex = -1;
    const notes: string[] = [];
    const line = n?.(iso);
    if (line) notes.push(line);
    if (iso === p.checkin) notes.push(i.formatMessage({ id: 'dates.checkin' }));
    if (iso === p.checkout) notes.push(i.formatMessage({ id: 'dates.checkout' }));
    const half = halfDayOf(iso, r);
    const tips: string[] = [];
    if (half.checkIn) tips.push(i.formatMessage({ id: 'dates.halfDayIn' }));
    if (half.checkOut) tips.push(i.formatMessage({ id: 'dates.halfDayOut' }));
    day.classList.toggle('nv-halfday', tips.length > 0);
    const problem = day.classList.contains('flatpickr-disabled') ? 'past' : dayStatus(iso, p, r, now, m);
    day.classList.toggle('nv-unavailable', problem !== null);
    if (problem) {
      day.setAttribute('aria-disabled', 'true');
      tips.push(problemText(i, problem, iso, p.checkin, r, m));
    } else {
      day.removeAttribute('aria-disabled');
    }
    if (tips.length) day.title = tips.join(' · ');
    else day.removeAttribute('title');
    day.setAttribute('aria-label', [base, ...notes, ...tips].join(', '));
    if (line) day.dataset.note = line;
  }, []);

  /** Gives the active day the one tab stop of the grid (and the focus), labels the month arrows. */
  const syncDays = useCallback((focus: boolean) => {
    const instance = fp.current;
    if (!instance) return;
    const container = instance.calendarContainer;
    const first = instance.currentYear * 12 + instance.currentMonth;
    const last = first + months - 1;
    const days = Array.from(container.querySelectorAll<DayElement>('.flatpickr-day')).filter(
      (d) => !d.classList.contains('hidden') && !d.classList.contains('prevMonthDay') && !d.classList.contains('nextMonthDay'),
    );
    const mi = monthIndex(active.current);
    if (mi < first || mi > last) {
      const fallback = days.find((d) => !d.classList.contains('flatpickr-disabled'));
      if (fallback) active.current = toIso(fallback.dateObj);
    }
    let target: DayElement | undefined;
    for (const d of days) {
      const on = !target && toIso(d.dateObj) === active.current;
      d.tabIndex = on ? 0 : -1;
      if (on) target = d;
    }
    for (const [arrow, label] of [[instance.prevMonthNav, 'dates.prevMonth'], [instance.nextMonthNav, 'dates.nextMonth']] as const) {
      const disabled = arrow.classList.contains('flatpickr-disabled');
      arrow.setAttribute('role', 'button');
      arrow.setAttribute('aria-label', latest.current.intl.formatMessage({ id: label }));
      arrow.tabIndex = disabled ? -1 : 0;
      if (disabled) arrow.setAttribute('aria-disabled', 'true');
      else arrow.removeAttribute('aria-disabled');
    }
    instance.yearElements.forEach((input) => input.setAttribute('aria-label', latest.current.intl.formatMessage({ id: 'dates.year' })));
    container.querySelectorAll<HTMLElement>('.flatpickr-months .flatpickr-month').forEach((m) => m.setAttribute('aria-live', 'polite'));
    if (focus) target?.focus();
  }, [months]);

  /** Moves the active day, turning the months when it leaves the visible ones. */
  const moveTo = useCallback((iso: IsoDate) => {
    const instance = fp.current;
    if (!instance) return;
    const day = iso < latest.current.today ? latest.current.today : iso;
    const first = instance.currentYear * 12 + instance.currentMonth;
    const mi = monthIndex(day);
    active.current = day;
    if (mi < first) instance.changeMonth(mi - first);
    else if (mi > first + months - 1) instance.changeMonth(mi - (first + months - 1));
    syncDays(true);
  }, [months, syncDays]);

  const pickAt = useCallback((iso: IsoDate) => {
    const { pick: p, rules: r, today: now, mobile: m, intl: i } = latest.current;
    active.current = iso;
    const result = pickDay(p, iso, r, now, m);
    // A refused day: only its reason is shown.
    const { problem } = result;
    if (problem) {
      flushSync(() => onStatus(problemText(i, problem, iso, p.checkin, r, m)));
      return;
    }
    flushSync(() => {
      onStatus(null);
      onPick(result);
    });
    if (result.complete) onDone('checkout');
  }, [onPick, onStatus, onDone]);

  // Show the current selection (and the marks that depend on it) without moving the months. Before
  // the making below: a calendar made in this commit already shows them (no second drawing).
  useLayoutEffect(() => {
    const instance = fp.current;
    if (!instance) return;
    // The page's or the embed's shadow root: either knows its focused element.
    const focused = instance.calendarContainer.contains((instance.calendarContainer.getRootNode() as Document | ShadowRoot).activeElement);
    instance.selectedDates = [pick.checkin, pick.checkout].filter((d): d is string => !!d).map(fromIso);
    instance.latestSelectedDateObj = instance.selectedDates[instance.selectedDates.length - 1];
    instance.redraw();
    syncDays(focused);
  }, [pick.checkin, pick.checkout, pick.next, rules, mobile, syncDays, note]);

  // What the calendar is made with: the selection, the first day and the handlers of the moment it
  // is made (an effect event); selection updates go through the effect below.
  const makeCalendar = useEffectEvent((loaded: CalendarLib, container: HTMLDivElement, input: HTMLInputElement) => {
    const { flatpickr } = loaded;
    // flatpickr's sheets go before ours, which override them.
    adoptSheets(container, loaded.sheets, loaded.before);
    const start = open === 'checkout' ? (pick.checkout ?? (pick.checkin ? addDays(pick.checkin, 1) : today)) : (pick.checkin ?? today);
    active.current = start;
    const instance = flatpickr(input, {
      inline: true,
      appendTo: container,
      mode: 'range',
      showMonths: months,
      minDate: fromIso(today),
      defaultDate: [pick.checkin, pick.checkout].filter((d): d is string => !!d).map(fromIso),
      locale: flatpickrLocale(locale),
      disableMobile: true,
      monthSelectorType: 'static',
      clickOpens: false,
      onDayCreate: (_dates, _str, _fp, day) => decorate(day as DayElement),
      onMonthChange: () => syncDays(false),
      onYearChange: () => syncDays(false),
    }) as Instance;
    fp.current = instance;
    instance.jumpToDate(fromIso(start));
    syncDays(true);

    const onClick = (event: MouseEvent) => {
      const day = event.composedPath().find((n): n is DayElement => n instanceof HTMLElement && n.classList.contains('flatpickr-day'));
      if (!day) return;
      event.stopPropagation();
      event.preventDefault();
      if (day.classList.contains('hidden')) return;
      pickAt(toIso(day.dateObj));
    };
    // Esc is the dialog's (the modal layer takes it before flatpickr would).
    const onKey = (event: KeyboardEvent) => {
      const target = event.composedPath()[0] as HTMLElement;
      const stop = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      if (target === instance.prevMonthNav || target === instance.nextMonthNav) {
        if (event.key === 'Enter' || event.key === ' ') {
          stop();
          instance.changeMonth(target === instance.prevMonthNav ? -1 : 1);
          target.focus();
        }
        return;
      }
      if (!target.classList?.contains('flatpickr-day')) return;
      const at = active.current;
      const moves: Record<string, () => IsoDate> = {
        ArrowLeft: () => addDays(at, -1),
        ArrowRight: () => addDays(at, 1),
        ArrowUp: () => addDays(at, -7),
        ArrowDown: () => addDays(at, 7),
        Home: () => addDays(at, -mondayIndex(at)),
        End: () => addDays(at, 6 - mondayIndex(at)),
        PageUp: () => addMonths(at, event.shiftKey ? -12 : -1),
        PageDown: () => addMonths(at, event.shiftKey ? 12 : 1),
      };
      const move = moves[event.key];
      if (move) {
        stop();
        moveTo(move());
      } else if (event.key === 'Enter' || event.key === ' ') {
        stop();
        pickAt(at);
      }
    };
    container.addEventListener('click', onClick, true);
    container.addEventListener('keydown', onKey, true);
    return () => {
      container.removeEventListener('click', onClick, true);
      container.removeEventListener('keydown', onKey, true);
      instance.destroy();
      fp.current = null;
    };
  });
  // Made when the dialog opens (and flatpickr has loaded), made again when its layout changes, destroyed when it closes.
  useLayoutEffect(() => {
    if (!lib || !host.current || !hiddenInput.current) return undefined;
    return makeCalendar(lib, host.current, hiddenInput.current);
  }, [lib, months, locale]);

  return (
    <>
      <input ref={hiddenInput} hidden tabIndex={-1} aria-hidden="true" className="nv-fp-input" />
      <div ref={host} className="nv-calendar" aria-busy={lib ? undefined : true} />
    </>
  );
}
