import { createIntl, type MessageFormatElement } from 'react-intl';
import { LOCALES, LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { newsletterMessages, type MessageId } from './messages';

type Compiled = Record<MessageId, MessageFormatElement[]>;
const MESSAGES = {} as Record<Locale, Compiled>;
let ids: MessageId[] = [];

beforeAll(async () => {
  // Through the section's own loader, one chunk per locale.
  for (const locale of LOCALES) MESSAGES[locale] = (await newsletterMessages.load(locale)) as Compiled;
  ids = Object.keys(MESSAGES.en) as MessageId[];
});

describe('section messages', () => {
  it('each locale is loaded once, on first use, and then at hand synchronously', async () => {
    expect(newsletterMessages.get('de')).toBe(MESSAGES.de);
    expect(await newsletterMessages.load('de')).toBe(MESSAGES.de);
  });

  it.each(LOCALES)('%s has exactly the English ids', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...ids].sort());
  });

  it.each(LOCALES)('every %s message is compiled to an AST (the bundles ship no ICU parser)', (locale) => {
    for (const id of ids) {
      const message = MESSAGES[locale][id];
      expect(Array.isArray(message)).toBe(true);
      expect(message.length).toBeGreaterThan(0);
    }
  });

  it.each(LOCALES)('every %s message formats without raw ICU syntax', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: LOCALE_INFO[locale].iso, messages: MESSAGES[locale], onError: (e) => errors.push(e) });
    for (const id of ids) {
      const text = intl.formatMessage({ id }, { count: 2, subject: 'Spa', link: (chunks: unknown) => chunks } as never);
      const flat = Array.isArray(text) ? text.join('') : String(text);
      expect(flat).not.toMatch(/[{}]|<\/?link>/);
      expect(flat.trim()).not.toBe('');
    }
    expect(errors).toEqual([]);
  });

  it('plural summaries follow each language', () => {
    const ru = createIntl({ locale: 'ru-RU', messages: MESSAGES.ru });
    expect(ru.formatMessage({ id: 'form.errorsSummary' }, { count: 1 })).toBe('Исправьте 1 поле.');
    expect(ru.formatMessage({ id: 'form.errorsSummary' }, { count: 3 })).toBe('Исправьте 3 поля.');
    expect(ru.formatMessage({ id: 'form.errorsSummary' }, { count: 5 })).toBe('Исправьте 5 полей.');
    const en = createIntl({ locale: 'en-GB', messages: MESSAGES.en });
    expect(en.formatMessage({ id: 'form.errorsSummary' }, { count: 1 })).toBe('Please correct 1 field.');
  });

  it('non-English texts are really translated', () => {
    for (const locale of ['tr', 'ru', 'de'] as const) {
      const same = ids.filter((id) => JSON.stringify(MESSAGES[locale][id]) === JSON.stringify(MESSAGES.en[id]));
      expect(same).toEqual([]);
    }
  });
});
