/** The booking actions where a visitor decides: a room card's price from and Book, a venue's or an event's enquiry. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@nirvana/shared/bus';
import { fakeApi, pageState, plans, room } from '../test-support/fixtures';
import { renderInContent } from '../test-support/render';
import { EnquiryActions, enquiryHref } from './enquiry-actions';
import { RoomCard } from './room-card';
import { cheapestPlan } from '../data/rooms';

describe('room card', () => {
  it("shows the price from of the room's cheapest plan and a Book that names the hotel and the room on the bus", async () => {
    const { api } = fakeApi({});
    const deluxe = { ...room(7, 'deluxe', 'Deluxe Room'), plans: [plans[1]!, plans[0]!] };
    renderInContent(<ul><RoomCard room={deluxe} locale="en" hotel="nirvana-cosmopolitan" /></ul>, { api, locale: 'en', state: pageState('room-index', { locale: 'en' }) });
    expect(screen.getByTestId('room-price').textContent).toMatch(/From\s*€180\s*\/ night/);
    const asked: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => asked.push(d));
    await userEvent.setup().click(screen.getByRole('button', { name: /^Book\s*: Deluxe Room$/ }));
    stop();
    expect(asked).toEqual([{ source: 'room-card', hotel: 'nirvana-cosmopolitan', room: { slug: 'deluxe', name: 'Deluxe Room' } }]);
    expect(screen.getByRole('link', { name: 'Deluxe Room' }).getAttribute('href')).toBe('/en/hotels/nirvana-cosmopolitan/rooms/deluxe');
  });

  it('has no price line without a priced plan; the cheapest ignores plans without a price', () => {
    expect(cheapestPlan(undefined)).toBeNull();
    expect(cheapestPlan([{ ...plans[0]!, priceFrom: null }])).toBeNull();
    expect(cheapestPlan([{ ...plans[0]!, priceFrom: null }, plans[1]!])?.priceFrom).toBe(260);
    const { api } = fakeApi({});
    renderInContent(<ul><RoomCard room={room(8, 'twin', 'Twin')} locale="tr" /></ul>, { api });
    expect(screen.queryByTestId('room-price')).toBeNull();
    expect(screen.getByRole('button', { name: /^Rezervasyon yap\s*: Twin$/ }).getAttribute('data-testid')).toBe('room-book');
  });
});

describe('enquiries', () => {
  it("link to the hotel's contact page with what they are about, else the group's", () => {
    expect(enquiryHref('tr', 'nirvana-dolce-vita', 'Spa & Hamam')).toBe('/oteller/nirvana-dolce-vita/iletisim?about=Spa%20%26%20Hamam#contact-form');
    expect(enquiryHref('en', null, 'Gala')).toBe('/en/contact-arrival?about=Gala#contact-form');
    expect(enquiryHref('ru', 'nope', 'x'.repeat(300))!.length).toBeLessThan(200);
  });

  it.each([
    ['table', 'tr', 'Masa ayırtın'],
    ['treatment', 'en', 'Book a treatment'],
    ['enquire', 'ru', 'Отправить запрос'],
  ] as const)('%s in %s: one link, named with the venue, and a call button', (kind, locale, words) => {
    const { api } = fakeApi({});
    renderInContent(<EnquiryActions kind={kind} about="Signature Tastes" />, {
      api, locale, state: pageState('main', { locale, params: { hotel: 'nirvana-cosmopolitan' } }),
    });
    const link = screen.getByRole('link', { name: new RegExp(`^${words}\\s*: Signature Tastes$`) });
    expect(link.getAttribute('href')).toContain('?about=Signature%20Tastes#contact-form');
    expect(screen.getByRole('link', { name: /\+90 242 000 00 00/ }).getAttribute('href')).toBe('tel:+902420000000');
  });

  it('a venue that takes no booking (a café, room service, a gym) gets the call alone, no "reserve a table"', () => {
    const { api } = fakeApi({});
    renderInContent(<EnquiryActions kind={null} about="Starbucks" />, {
      api, locale: 'en', state: pageState('main', { locale: 'en', params: { hotel: 'nirvana-cosmopolitan' } }),
    });
    expect(screen.queryByTestId('enquiry-link')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /\+90 242 000 00 00/ }).getAttribute('href')).toBe('tel:+902420000000');
  });
});
