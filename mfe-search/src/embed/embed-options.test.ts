import { addDays } from '../rules/dates';
import { parseLang, parsePrefill } from './embed-options';
import { globalConfig, onGlobalConfig, watchGlobalConfig } from './global-config';

describe('parseLang', () => {
  it('takes any case and a region: en-GB, EN, de-AT, ru_RU', () => {
    expect(['en-GB', 'EN', 'En', ' en ', 'de-AT', 'ru_RU', 'tr-TR'].map((v) => parseLang(v))).toEqual([
      { locale: 'en' }, { locale: 'en' }, { locale: 'en' }, { locale: 'en' }, { locale: 'de' }, { locale: 'ru' }, { locale: 'tr' },
    ]);
  });

  it('is Turkish when absent (the documented default), without a problem', () => {
    expect(parseLang(undefined)).toEqual({ locale: 'tr' });
    expect(parseLang('')).toEqual({ locale: 'tr' });
  });

  it('falls back for an unsupported language, to the page\'s language if supported, else English, and says so', () => {
    expect(parseLang('fr')).toEqual({ locale: 'en', problem: { code: 'lang', message: 'lang="fr" is not supported (tr, en, ru, de): showing en' } });
    expect(parseLang('fr-CH', 'de-CH').locale).toBe('de');
    expect(parseLang('xx', 'fr').locale).toBe('en');
  });
});

describe('parsePrefill', () => {
  const today = '2026-06-01';
  it('is null when nothing is given', () => {
    expect(parsePrefill({}, today)).toEqual({ preset: null, problems: [] });
  });

  it('takes dates, adults and children', () => {
    expect(parsePrefill({ checkin: '2026-07-04', checkout: '2026-07-11', adults: '3', children: '2' }, today)).toEqual({
      preset: { hotel: '', checkin: '2026-07-04', checkout: '2026-07-11', adults: 3, children: 2 }, problems: [],
    });
    // A check-in alone keeps the default three nights; guests alone keep the default stay.
    expect(parsePrefill({ checkin: '2026-07-04' }, today).preset).toMatchObject({ checkin: '2026-07-04', checkout: '2026-07-07', adults: 2, children: 0 });
    expect(parsePrefill({ adults: '1' }, today).preset).toMatchObject({ checkin: today, checkout: addDays(today, 3), adults: 1 });
  });

  it('leaves out what it cannot use, each with a problem', () => {
    const { preset, problems } = parsePrefill({ checkin: '04.07.2026', checkout: '2026-05-01', adults: '0', children: '4' }, today);
    expect(preset).toEqual({ hotel: '', checkin: today, checkout: addDays(today, 3), adults: 2, children: 0 });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['prefill', 'checkin="04.07.2026" is not a date YYYY-MM-DD'],
      ['prefill', `checkout="2026-05-01" is not after the check-in ${today}`],
      ['prefill', 'adults="0" is not a whole number of at least 1'],
      ['prefill', 'children="4" is not a whole number from 0 to 3'],
    ]);
    expect(parsePrefill({ checkin: '2026-05-31' }, today).problems[0]!.message).toBe('checkin="2026-05-31" is in the past');
  });
});

describe('window.NirvanaSearch', () => {
  it('is read when set before the script ran and again whenever it is set after, checked', () => {
    const win = new EventTarget() as unknown as Window & { NirvanaSearch?: unknown };
    win.NirvanaSearch = { partner: 'early' };
    watchGlobalConfig(win);
    expect(globalConfig().config).toEqual({ partner: 'early' });
    const changed = jest.fn();
    onGlobalConfig(changed, win);
    win.NirvanaSearch = { partner: 'late', handOff: { 'nirvana-cosmopolitan': { scheme: 'standard', promoParam: 'code' } } };
    expect(changed).toHaveBeenCalledTimes(1);
    expect(globalConfig().config.handOff?.['nirvana-cosmopolitan']?.promoParam).toBe('code');
    expect(win.NirvanaSearch).toEqual({ partner: 'late', handOff: { 'nirvana-cosmopolitan': { scheme: 'standard', promoParam: 'code' } } });
    (win as { NirvanaSearch?: unknown }).NirvanaSearch = { handOff: { x: { scheme: 'other' } } };
    expect(globalConfig()).toEqual({ config: {}, problem: expect.objectContaining({ code: 'config' }) });
  });
});
