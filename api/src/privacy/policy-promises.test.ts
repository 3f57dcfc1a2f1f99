/**
 * The policies say what the site does (issue 26): the periods of the retention module and the
 * confirmation link, double opt-in, one-click unsubscribe with deletion at once, erasure on request,
 * where a message goes, what the logs hold, and consent before the chat and the map, in all four
 * languages; and no older promise the site does not keep ("within 30 days" of leaving).
 */
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { DATA_PROTECTION } from '@nirvana/shared/contact-facts';
import { join } from 'node:path';
import { mustLoad } from '../content/load';
import { modelOf } from '../content/model';
import { policyText as policyOf } from '../seed/build';
import { API_DIR, REPO_ROOT } from '../settings';

const model = modelOf(mustLoad(join(REPO_ROOT, 'content'), { mediaDir: join(API_DIR, 'media') }));
const policyText = (key: string, locale: Locale) => policyOf(model, key, locale)!;
import { CONFIRM_LINK_TTL_MS } from './links';
import { MESSAGE_RETENTION_YEARS } from './retention';

const text = (key: Parameters<typeof policyText>[0], locale: Locale) => policyText(key, locale).flatMap(([h, ps]) => [h, ...ps]).join('\n');

/** The words each language uses for what the site does. */
const WORDS: Record<Locale, { years: string; hours: string; doubleOptIn: string; oneClick: string; atOnce: string; reception: string; noAddressInLogs: string; chatAndMap: string; thirtyDaysAfterLeaving: RegExp }> = {
  en: { years: 'two years', hours: `${CONFIRM_LINK_TTL_MS / 3_600_000} hours`, doubleOptIn: 'double opt-in', oneClick: 'unsubscribe in one click', atOnce: 'at once', reception: 'reception of the hotel', noAddressInLogs: 'never hold your e-mail address', chatAndMap: '“Chat and map”', thirtyDaysAfterLeaving: /mailing list within 30 days/ },
  tr: { years: 'iki yıl', hours: `${CONFIRM_LINK_TTL_MS / 3_600_000} saat`, doubleOptIn: 'çift onay', oneClick: 'tek tıkla abonelikten çıkma', atOnce: 'o anda listeden silinir', reception: 'otelin resepsiyonuna', noAddressInLogs: 'e-posta adresiniz ve formlara yazdıklarınız hiçbir zaman yer almaz', chatAndMap: '“Sohbet ve harita”', thirtyDaysAfterLeaving: /30 gün içinde listeden/ },
  ru: { years: 'два года', hours: `${CONFIRM_LINK_TTL_MS / 3_600_000} часа`, doubleOptIn: 'двойное подтверждение', oneClick: 'отписки в один клик', atOnce: 'сразу удаляется', reception: 'ресепшен отеля', noAddressInLogs: 'никогда нет вашего адреса почты', chatAndMap: '«Чат и карта»', thirtyDaysAfterLeaving: /из списка в течение 30 дней/ },
  de: { years: 'zwei Jahre', hours: `${CONFIRM_LINK_TTL_MS / 3_600_000} Stunden`, doubleOptIn: 'Double-Opt-in', oneClick: 'Abmeldung mit einem Klick', atOnce: 'sofort aus dem Verteiler gelöscht', reception: 'Rezeption des Hotels', noAddressInLogs: 'stehen nie in diesen Protokollen', chatAndMap: '„Chat und Karte“', thirtyDaysAfterLeaving: /innerhalb von 30 Tagen aus dem Verteiler/ },
};

test('the retention module keeps messages for the two years the policies name', () => {
  expect(MESSAGE_RETENTION_YEARS).toBe(2);
});

test.each(LOCALES)('%s: the privacy, KVKK and cookie texts promise what the site does', (locale) => {
  const w = WORDS[locale];
  const privacy = text('privacy-policy', locale);
  const kvkk = text('kvkk', locale);
  const cookies = text('cookies', locale);
  expect(kvkk).toContain(w.years);
  for (const t of [privacy, kvkk]) expect(t).toContain(w.hours);
  for (const words of [w.doubleOptIn, w.oneClick, w.atOnce, w.reception, w.noAddressInLogs, 'CRM', DATA_PROTECTION.email]) expect(privacy).toContain(words);
  expect(privacy).not.toMatch(w.thirtyDaysAfterLeaving);
  expect(cookies).toContain(w.chatAndMap);
});
