import {
  NO_RULES, addDays, addMonths, arrivalProblem, dayStatus, defaultStay, departureProblem, firstValidCheckout, fromIso,
  halfDayOf, isIsoDate, minNightsFor, mondayIndex, nightsBetween, pickDay, stayProblem, toIso, weekday, type PickState, type RuleSet,
} from './dates';

const today = '2026-06-01'; // a Monday
const rules: RuleSet = {
  periods: [
    { from: '2026-07-01', to: '2026-07-31', minNights: 5, changeover: null },
    { from: '2026-08-01', to: '2026-08-31', minNights: 7, changeover: 'SATURDAY' },
    { from: '2026-09-01', to: '2026-09-30', minNights: 1, changeover: 'SUNDAY' },
  ],
  closedToArrival: ['2026-06-10'],
  closedToDeparture: ['2026-06-14'],
  halfDayCheckIn: ['2026-06-20'],
  halfDayCheckOut: ['2026-06-21'],
};
const fresh = (over: Partial<PickState> = {}): PickState => ({ checkin: null, checkout: null, next: 'checkin', ...over });

describe('calendar arithmetic', () => {
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
  it('adds months keeping the day where possible', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });
  it('counts nights and weekdays (week starts Monday)', () => {
    expect(nightsBetween('2026-06-01', '2026-06-04')).toBe(3);
    expect(nightsBetween('2026-06-04', '2026-06-01')).toBe(-3);
    expect(weekday('2026-06-06')).toBe(6);
    expect(weekday('2026-06-07')).toBe(0);
    expect(mondayIndex('2026-06-01')).toBe(0);
    expect(mondayIndex('2026-06-07')).toBe(6);
  });
  it('converts between local dates and YYYY-MM-DD', () => {
    expect(toIso(new Date(2026, 1, 3, 23, 59))).toBe('2026-02-03');
    expect(toIso(fromIso('2026-11-09'))).toBe('2026-11-09');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-6-1')).toBe(false);
  });
});

describe('defaults', () => {
  it('check-in today, check-out today + 3', () => {
    expect(defaultStay(today)).toEqual({ checkin: '2026-06-01', checkout: '2026-06-04' });
    expect(defaultStay('2026-12-30')).toEqual({ checkin: '2026-12-30', checkout: '2027-01-02' });
  });
});

describe('arrival rules', () => {
  it('refuses past days, closed-to-arrival days and days off the changeover weekday', () => {
    expect(arrivalProblem('2026-05-31', rules, today)).toBe('past');
    expect(arrivalProblem(today, rules, today)).toBeNull();
    expect(arrivalProblem('2026-06-10', rules, today)).toBe('closed-to-arrival');
    expect(arrivalProblem('2026-06-11', rules, today)).toBeNull();
    // August: Saturday to Saturday only
    expect(arrivalProblem('2026-08-01', rules, today)).toBeNull();
    expect(arrivalProblem('2026-08-02', rules, today)).toBe('changeover');
    // September: Sunday to Sunday only
    expect(arrivalProblem('2026-09-06', rules, today)).toBeNull();
    expect(arrivalProblem('2026-09-05', rules, today)).toBe('changeover');
  });
});

describe('departure rules', () => {
  it('check-out must follow check-in', () => {
    expect(departureProblem('2026-06-05', '2026-06-05', NO_RULES)).toBe('not-after-checkin');
    expect(departureProblem('2026-06-05', '2026-06-04', NO_RULES)).toBe('not-after-checkin');
    expect(departureProblem('2026-06-05', '2026-06-06', NO_RULES)).toBeNull();
  });
  it('marks stays shorter than the period minimum (the check-in day decides) as invalid', () => {
    expect(minNightsFor(rules, '2026-07-10')).toBe(5);
    expect(departureProblem('2026-07-10', '2026-07-14', rules)).toBe('min-nights');
    expect(departureProblem('2026-07-10', '2026-07-15', rules)).toBeNull();
    // a stay from June into July follows June (no period): one night is enough
    expect(departureProblem('2026-06-30', '2026-07-01', rules)).toBeNull();
    expect(minNightsFor(NO_RULES, '2026-06-30')).toBe(1);
  });
  it('refuses closed-to-departure days', () => {
    expect(departureProblem('2026-06-11', '2026-06-14', rules)).toBe('closed-to-departure');
    expect(departureProblem('2026-06-11', '2026-06-15', rules)).toBeNull();
  });
  it('Saturday-to-Saturday and Sunday-to-Sunday periods need the same weekday at check-out', () => {
    expect(departureProblem('2026-08-01', '2026-08-08', rules)).toBeNull();
    expect(departureProblem('2026-08-01', '2026-08-09', rules)).toBe('changeover');
    expect(departureProblem('2026-08-01', '2026-08-15', rules)).toBeNull();
    expect(departureProblem('2026-09-06', '2026-09-13', rules)).toBeNull();
    expect(departureProblem('2026-09-06', '2026-09-12', rules)).toBe('changeover');
  });
  it('on mobile check-out is at least check-in + 3', () => {
    expect(departureProblem('2026-06-02', '2026-06-04', NO_RULES, true)).toBe('mobile-min-nights');
    expect(departureProblem('2026-06-02', '2026-06-05', NO_RULES, true)).toBeNull();
    expect(minNightsFor(NO_RULES, '2026-06-02', true)).toBe(3);
    expect(minNightsFor(rules, '2026-07-02', true)).toBe(5);
  });
  it('finds the first valid check-out', () => {
    expect(firstValidCheckout('2026-06-11', rules, false)).toBe('2026-06-12');
    expect(firstValidCheckout('2026-06-11', rules, false, '2026-06-14')).toBe('2026-06-15');
    expect(firstValidCheckout('2026-08-01', rules, false)).toBe('2026-08-08');
    expect(firstValidCheckout('2026-06-01', NO_RULES, true)).toBe('2026-06-04');
  });
  it('a whole stay is checked by both ends', () => {
    expect(stayProblem({ checkin: '2026-06-01', checkout: null }, rules, today)).toBe('incomplete');
    expect(stayProblem({ checkin: '2026-06-10', checkout: '2026-06-12' }, rules, today)).toBe('closed-to-arrival');
    expect(stayProblem({ checkin: '2026-07-10', checkout: '2026-07-12' }, rules, today)).toBe('min-nights');
    expect(stayProblem(defaultStay(today), rules, today)).toBeNull();
  });
});

describe('half-day tooltips', () => {
  it('flags half-day check-in and check-out days', () => {
    expect(halfDayOf('2026-06-20', rules)).toEqual({ checkIn: true, checkOut: false });
    expect(halfDayOf('2026-06-21', rules)).toEqual({ checkIn: false, checkOut: true });
    expect(halfDayOf('2026-06-22', rules)).toEqual({ checkIn: false, checkOut: false });
  });
});

describe('picking days on desktop', () => {
  it('a new check-in clears check-out; the next day after it sets check-out and completes', () => {
    const first = pickDay(fresh({ checkin: '2026-06-01', checkout: '2026-06-04' }), '2026-06-15', NO_RULES, today, false);
    expect(first).toMatchObject({ accepted: true, complete: false, state: { checkin: '2026-06-15', checkout: null, next: 'checkout' } });
    const second = pickDay(first.state, '2026-06-18', NO_RULES, today, false);
    expect(second).toMatchObject({ accepted: true, complete: true, state: { checkin: '2026-06-15', checkout: '2026-06-18', next: 'checkin' } });
  });
  it('a day on or before the check-in while picking check-out becomes the new check-in', () => {
    const r = pickDay(fresh({ checkin: '2026-06-15', next: 'checkout' }), '2026-06-12', NO_RULES, today, false);
    expect(r.state).toEqual({ checkin: '2026-06-12', checkout: null, next: 'checkout' });
  });
  it('refuses invalid days and keeps the state', () => {
    const start = fresh();
    expect(pickDay(start, '2026-06-10', rules, today, false)).toMatchObject({ accepted: false, problem: 'closed-to-arrival', state: start });
    const picking = fresh({ checkin: '2026-07-10', next: 'checkout' });
    expect(pickDay(picking, '2026-07-12', rules, today, false)).toMatchObject({ accepted: false, problem: 'min-nights', state: picking });
  });
});

describe('picking days on mobile', () => {
  it('a new check-in moves check-out to check-in + 3', () => {
    const r = pickDay(fresh({ checkin: '2026-06-01', checkout: '2026-06-04' }), '2026-06-20', NO_RULES, today, true);
    expect(r.state).toEqual({ checkin: '2026-06-20', checkout: '2026-06-23', next: 'checkout' });
  });
  it('... or to the first valid check-out after that', () => {
    expect(pickDay(fresh(), '2026-06-11', rules, today, true).state.checkout).toBe('2026-06-15');
    expect(pickDay(fresh(), '2026-08-01', rules, today, true).state.checkout).toBe('2026-08-08');
  });
  it('check-out cannot be earlier than check-in + 3', () => {
    const picking = fresh({ checkin: '2026-06-20', checkout: '2026-06-23', next: 'checkout' });
    expect(pickDay(picking, '2026-06-22', NO_RULES, today, true)).toMatchObject({ accepted: false, problem: 'mobile-min-nights' });
    expect(pickDay(picking, '2026-06-25', NO_RULES, today, true)).toMatchObject({ accepted: true, complete: true, state: { checkout: '2026-06-25' } });
  });
});

describe('day status in the calendar', () => {
  it('shows arrival problems while picking check-in and departure problems after a check-in', () => {
    expect(dayStatus('2026-06-10', fresh(), rules, today, false)).toBe('closed-to-arrival');
    const picking = fresh({ checkin: '2026-07-10', next: 'checkout' });
    expect(dayStatus('2026-07-12', picking, rules, today, false)).toBe('min-nights');
    expect(dayStatus('2026-07-15', picking, rules, today, false)).toBeNull();
    expect(dayStatus('2026-07-08', picking, rules, today, false)).toBeNull();
    expect(dayStatus('2026-05-30', picking, rules, today, false)).toBe('past');
  });
});
