import { LOCALES } from '@nirvana/shared/locales';
import { chatTexts } from '../plugins/chat';
import { shellServerMessages } from './messages';

describe("the shell server's catalogs", () => {
  it('have every chat text in every language, German too (whose widget is off by default)', () => {
    expect(shellServerMessages.ids).toEqual(['chat.open', 'chat.close', 'chat.title', 'chat.text']);
    for (const locale of LOCALES) for (const text of Object.values(chatTexts(locale))) expect(text.trim()).not.toBe('');
    expect(chatTexts('en')).toEqual({ open: 'Chat with us', close: 'Close chat', title: 'Live chat', text: 'Hello! How can we help you? Our team will answer shortly.' });
    expect(chatTexts('de').open).toBe('Mit uns chatten');
  });
});
