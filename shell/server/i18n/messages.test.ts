import { LOCALES } from '@nirvana/shared/locales';
import { chatTexts } from '../plugins/chat';
import { shellServerMessages } from './messages';

describe("the shell server's catalogs", () => {
  it('have every chat text in every language, German too (whose widget is off by default)', () => {
    expect(shellServerMessages.ids.filter((id) => id.startsWith('chat.'))).toEqual(['chat.open', 'chat.close', 'chat.title', 'chat.text']);
    for (const locale of LOCALES) for (const text of Object.values(chatTexts(locale))) expect(text.trim()).not.toBe('');
    expect(chatTexts('en')).toEqual({ open: 'Chat with us', close: 'Close chat', title: 'Live chat', text: 'Hello! How can we help you? Our team will answer shortly.' });
    expect(chatTexts('de').open).toBe('Mit uns chatten');
  });

  it("have the words of the page limits' 429 answers in every language", () => {
    for (const locale of LOCALES) {
      for (const id of ['limit.missingPages', 'limit.pagesAtOnce'] as const) expect(shellServerMessages.format(locale, id).trim()).not.toBe('');
    }
    expect(shellServerMessages.format('en', 'limit.missingPages')).toBe('Too many requests for pages that do not exist; try again in a minute.');
    expect(shellServerMessages.format('en', 'limit.pagesAtOnce')).toBe('Too many requests for pages at once; try again in a moment.');
  });
});
