import { createIntl } from 'react-intl';
import { LOCALES } from '@nirvana/shared/locales';
import { createLiteIntl } from '../embed/lite-intl';
import { searchMessages, type Messages } from './messages';

const values = { count: 2, adults: 2, children: 1, n: 1, age: 5, day: 'SATURDAY' };

describe('search messages', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    ids = Object.keys(await searchMessages.load('tr')).sort();
  });

  it.each(LOCALES)('%s has every message, compiled to an AST (the bundles carry no ICU parser)', async (locale) => {
    const messages = await searchMessages.load(locale);
    expect(Object.keys(messages).sort()).toEqual(ids);
    for (const ast of Object.values(messages)) expect(Array.isArray(ast)).toBe(true);
  });

  it.each(LOCALES)('%s formats the same with the embed formatter as with react-intl', async (locale) => {
    const messages = (await searchMessages.load(locale)) as Messages;
    const full = createIntl({ locale, messages, onError: (e) => { throw e; } });
    const lite = createLiteIntl(locale, messages);
    for (const id of ids) {
      const text = lite.formatMessage({ id }, values);
      expect(text).toBe(full.formatMessage({ id }, values));
      expect(text).not.toMatch(/[{}]/);
    }
  });
});
