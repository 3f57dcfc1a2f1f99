import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Hotel } from '@nirvana/shared/api/schemas';
import { buildHandOffUrl, STANDARD_HAND_OFF } from '@nirvana/shared/booking/hand-off';
import type { SearchPreset } from '@nirvana/shared/bus';
import type { Locale } from '@nirvana/shared/locales';
import type { HandOff } from '@nirvana/shared/runtime-config';
import { useLoad } from '@nirvana/shared/section-data';
import type { SearchData } from '../data/search-data';
import { NO_RULES, defaultStay, stayProblem, todayIso, type IsoDate, type PickResult, type PickState, type StayEnd } from '../rules/dates';
import { DEFAULT_GUESTS, childBirthdates, firstChildProblem, type Guests } from '../rules/guests';
import type { SearchDetail } from '../search-event';
import { DatePicker, problemText } from './date-picker';
import { GuestPicker } from './guest-picker';
import { HotelPicker } from './hotel-picker';

export type SearchLayout = 'bar' | 'stacked';

export interface SearchFormProps {
  data: SearchData;
  locale: Locale;
  /** The hotel preselected (identity slug), e.g. the current page's property. */
  hotel?: string | null;
  /** Offer only the preselected hotel (an embed with a `hotel` attribute). */
  lockHotel?: boolean;
  layout: SearchLayout;
  /** Mobile date rules. */
  mobile: boolean;
  /** A hotel asked for by a request to open (a room card's Book): chosen once per request. */
  requestedHotel?: { slug: string; seq: number } | null;
  /** The booking engine's parameter scheme of a hotel. */
  handOffFor?(hotel: Hotel): HandOff | undefined;
  /** Called with a complete, valid search and its hand-off URL. */
  onSearch(detail: SearchDetail): void;
  /** A search filled in advance (a campaign's hotel, dates and adults), applied each time a new one arrives. */
  preset?: SearchPreset | null;
  /** "Today" (tests). */
  today?: string;
  /** Who sent the visitor (a partner embed): passed on the hand-off. */
  partner?: string | null;
  /** A line under each calendar day of a hotel (a partner embed's nightly prices). */
  dayNote?(hotel: Hotel): ((iso: string) => string | null | undefined) | undefined;
}

type Popup = 'hotel' | 'guests' | StayEnd | null;

const never = () => () => undefined;
/**
 * Today in the visitor's browser; none while a server render is hydrated (the server's day, or
 * its time zone, need not be the visitor's): the dates are filled in right after.
 */
function useToday(fixed: IsoDate | undefined): IsoDate | null {
  const today = useSyncExternalStore(never, () => todayIso(), () => null);
  return fixed ?? today;
}
const stayFrom = (today: IsoDate | null): PickState => ({ ...(today ? defaultStay(today) : { checkin: null, checkout: null }), next: 'checkin' });

/** The whole search: hotel, dates, guests, promo code and the search button. */
export function SearchForm(props: SearchFormProps) {
  const { data, locale } = props;
  // The hotels as the API lists them (in the server's HTML and its inlined data); null when they could not be loaded.
  const hotels = useLoad<Hotel[] | null>('hotels', [locale, data.source ?? null], () => data.hotels(locale), null);
  // The form loads the chosen hotel's stay rules: a component of its own, so that on the server each
  // load suspends its own component (React replays a component's loads by their order).
  return <Form {...props} hotels={hotels} />;
}

function Form({ data, locale, hotel, lockHotel, layout, mobile, handOffFor, onSearch, preset, today: todayProp, requestedHotel, partner, dayNote, hotels }: SearchFormProps & { hotels: Hotel[] | null | undefined }) {
  const intl = useIntl();
  const id = useId();
  const today = useToday(todayProp);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pick, setPick] = useState<PickState>(() => stayFrom(today));
  const [guests, setGuests] = useState<Guests>(DEFAULT_GUESTS);
  const [promo, setPromo] = useState('');
  const [popup, setPopup] = useState<Popup>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [focusChild, setFocusChild] = useState<number | null>(null);

  // The default stay from today, once today is known (after hydration), unless dates were set meanwhile.
  useEffect(() => {
    if (today) setPick((p) => (p.checkin || p.checkout ? p : stayFrom(today)));
  }, [today]);

  // A room card's Book chose a hotel: it becomes the choice (again, for each new request: its `seq`,
  // read by value, as the object around it may be new on any render).
  const requestedSlug = requestedHotel?.slug;
  const requestSeq = requestedHotel?.seq;
  useEffect(() => {
    if (requestedSlug !== undefined) setChosen(requestedSlug);
  }, [requestedSlug, requestSeq]);

  // A campaign's preset: its hotel, its dates and its adults (children are the visitor's to add, or a partner's prefill).
  useEffect(() => {
    if (!preset) return;
    if (!lockHotel && preset.hotel) setChosen(preset.hotel);
    setPick({ checkin: preset.checkin, checkout: preset.checkout, next: 'checkin' });
    setGuests((g) => ({ adults: preset.adults, children: preset.children ? Array<string>(preset.children).fill('') : g.children }));
    setMessage(null);
  }, [preset, lockHotel]);

  const offered = useMemo(() => (hotels && lockHotel && hotel ? hotels.filter((h) => h.slug === hotel) : hotels ?? null), [hotels, lockHotel, hotel]);
  // The page's hotel until the visitor chooses one.
  const selectedSlug = chosen ?? (offered?.some((h) => h.slug === hotel) ? hotel! : offered?.length === 1 ? offered[0]!.slug : null);
  const selected = offered?.find((h) => h.slug === selectedSlug) ?? null;
  // The chosen hotel's stay rules (none until they are there, or when none could be loaded).
  const hotelId = selected?.id ?? null;
  const rules = useLoad('rules', [hotelId, data.source ?? null], async () => (hotelId === null ? NO_RULES : data.stayRules(hotelId)), NO_RULES) ?? NO_RULES;

  const openPopup = useCallback((next: Popup) => {
    setPopup(next);
    if (next === 'checkin' || next === 'checkout') setPick((p) => ({ ...p, next: next === 'checkout' && p.checkin ? 'checkout' : 'checkin' }));
  }, []);
  const toggle = (which: 'hotel' | 'guests') => (open: boolean) => openPopup(open ? which : null);
  const onPick = useCallback((result: PickResult) => {
    setPick(result.state);
    setMessage(null);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!today) return;
    if (!selected) {
      setMessage(intl.formatMessage({ id: 'search.noHotel' }));
      openPopup('hotel');
      return;
    }
    const problem = stayProblem(pick, rules, today, mobile);
    if (problem) {
      setMessage(problemText(intl, problem, problem === 'incomplete' ? null : pick.checkout, pick.checkin, rules, mobile));
      openPopup(pick.checkin && problem !== 'past' && problem !== 'closed-to-arrival' ? 'checkout' : 'checkin');
      return;
    }
    const child = firstChildProblem(guests, pick.checkin!);
    if (child >= 0) {
      setFocusChild(child);
      setMessage(null);
      openPopup('guests');
      return;
    }
    const detailBase = {
      hotel: selected.slug,
      checkin: pick.checkin!,
      checkout: pick.checkout!,
      adults: guests.adults,
      childBirthdates: childBirthdates(guests),
      promoCode: promo.trim() || null,
    };
    // No reservationUrl (or not http(s)): the search does nothing but say so.
    const url = buildHandOffUrl({ ...detailBase, reservationUrl: selected.reservationUrl, locale, partner }, handOffFor?.(selected) ?? STANDARD_HAND_OFF);
    if (!url) {
      setMessage(intl.formatMessage({ id: 'search.noReservation' }));
      return;
    }
    setMessage(null);
    setPopup(null);
    onSearch({ ...detailBase, url });
  };

  return (
    <form className={`nv-form nv-form--${layout}`} onSubmit={submit} noValidate aria-describedby={message ? `${id}-message` : undefined}>
      <HotelPicker
        hotels={offered ?? null}
        failed={hotels === null}
        value={selectedSlug}
        open={popup === 'hotel'}
        onToggle={toggle('hotel')}
        onChoose={(slug) => {
          setChosen(slug);
          setMessage(null);
        }}
      />
      <DatePicker
        locale={locale}
        pick={pick}
        rules={rules}
        today={today ?? ''}
        mobile={mobile}
        months={layout === 'bar' ? 2 : 1}
        open={popup === 'checkin' || popup === 'checkout' ? popup : null}
        onOpen={openPopup}
        onPick={onPick}
        note={selected ? dayNote?.(selected) : undefined}
      />
      <GuestPicker
        guests={guests}
        on={pick.checkin ?? today ?? ''}
        open={popup === 'guests'}
        showErrors={showErrors}
        focusChild={focusChild}
        onToggle={(open) => {
          openPopup(open ? 'guests' : null);
          if (!open) setFocusChild(null);
        }}
        onChange={setGuests}
      />
      <div className="nv-field nv-field--promo">
        <label className="nv-field__label" htmlFor={`${id}-promo`}>{intl.formatMessage({ id: 'promo.label' })}</label>
        <input
          id={`${id}-promo`}
          className="nv-field__control"
          type="text"
          autoComplete="off"
          maxLength={32}
          value={promo}
          onChange={(event) => setPromo(event.target.value)}
          data-testid="promo-input"
        />
      </div>
      <button type="submit" className="nv-submit" data-testid="search-submit">{intl.formatMessage({ id: 'search.submit' })}</button>
      <p className="nv-message" id={`${id}-message`} role="alert">{message}</p>
    </form>
  );
}
