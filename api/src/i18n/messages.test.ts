import { LOCALES } from '@nirvana/shared/locales';
import { apiMessages } from './messages';

// Every argument any API message takes, so each formats in full.
const VALUES = { hotel: 'Nirvana Lagoon Villas', name: 'Ayşe', seconds: 42, n: 4000 };

describe("the API's catalogs", () => {
  it('format every message in every language, with no argument left over', () => {
    expect(apiMessages.ids.length).toBeGreaterThan(25);
    for (const locale of LOCALES) {
      for (const id of apiMessages.ids) {
        const text = apiMessages.format(locale, id, VALUES);
        expect(text).not.toMatch(/[{}]/);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('give the texts the API always answered with', () => {
    expect(apiMessages.format('tr', 'write.tooLong', { n: 4000 })).toBe('En fazla 4000 karakter.');
    expect(apiMessages.format('en', 'rateLimit.tooMany', { seconds: 42 })).toBe('Too many attempts: please try again in 42 s.');
    expect(apiMessages.format('de', 'mail.ackSubject', { hotel: 'Nirvana Lagoon Villas' })).toBe('Wir haben Ihre Nachricht erhalten: Nirvana Lagoon Villas');
  });
});
