import { eventEnded, hotelDay, offerEnded } from './ended';

test('an offer is bookable through its last booking day as the hotels count it (UTC+3)', () => {
  const at = (iso: string) => Date.parse(iso);
  expect(hotelDay(at('2027-04-30T20:59:59Z'))).toBe('2027-04-30');
  expect(hotelDay(at('2027-04-30T21:00:00Z'))).toBe('2027-05-01');
  expect(offerEnded({ bookTo: '2027-04-30' }, at('2027-04-30T20:59:59Z'))).toBe(false);
  expect(offerEnded({ bookTo: '2027-04-30' }, at('2027-04-30T21:00:00Z'))).toBe(true);
});

test('an event is over at its end; an end that cannot be read keeps it listed', () => {
  const end = '2027-01-01T03:00:00.000Z';
  expect(eventEnded({ endsAt: end }, Date.parse(end) - 1)).toBe(false);
  expect(eventEnded({ endsAt: end }, Date.parse(end))).toBe(true);
  expect(eventEnded({ endsAt: 'soon' }, Date.now())).toBe(false);
});
