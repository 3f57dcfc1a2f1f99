/**
 * The words of the mails and of the newsletter's confirmation and unsubscribe pages in a language,
 * from the API's catalogs (api/src/i18n: `mail.*`, `newsletterPage.*`).
 */
import type { Locale } from '@nirvana/shared/locales';
import { apiMessages } from '../i18n/messages';

export interface MailTexts {
  ackSubject: (hotel: string) => string;
  ackGreeting: (name: string) => string;
  ackBody: (hotel: string) => string;
  confirmSubject: (hotel: string) => string;
  confirmBody: (hotel: string) => string;
  confirmButton: string;
  confirmExpiry: string;
  confirmIgnore: string;
  unsubscribeLine: string;
  signature: string;
}

export function mailTexts(locale: Locale): MailTexts {
  const { format } = apiMessages;
  return {
    ackSubject: (hotel) => format(locale, 'mail.ackSubject', { hotel }),
    ackGreeting: (name) => format(locale, 'mail.ackGreeting', { name }),
    ackBody: (hotel) => format(locale, 'mail.ackBody', { hotel }),
    confirmSubject: (hotel) => format(locale, 'mail.confirmSubject', { hotel }),
    confirmBody: (hotel) => format(locale, 'mail.confirmBody', { hotel }),
    confirmButton: format(locale, 'mail.confirmButton'),
    confirmExpiry: format(locale, 'mail.confirmExpiry'),
    confirmIgnore: format(locale, 'mail.confirmIgnore'),
    unsubscribeLine: format(locale, 'mail.unsubscribeLine'),
    signature: format(locale, 'mail.signature'),
  };
}

export interface PageTexts {
  confirmTitle: string;
  confirmLead: (hotel: string) => string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedLead: (hotel: string) => string;
  expiredTitle: string;
  expiredLead: string;
  invalidTitle: string;
  invalidLead: string;
  unsubscribeTitle: string;
  unsubscribeLead: (hotel: string) => string;
  unsubscribeButton: string;
  unsubscribedTitle: string;
  unsubscribedLead: string;
  home: string;
}

export function pageTexts(locale: Locale): PageTexts {
  const { format } = apiMessages;
  return {
    confirmTitle: format(locale, 'newsletterPage.confirmTitle'),
    confirmLead: (hotel) => format(locale, 'newsletterPage.confirmLead', { hotel }),
    confirmButton: format(locale, 'newsletterPage.confirmButton'),
    confirmedTitle: format(locale, 'newsletterPage.confirmedTitle'),
    confirmedLead: (hotel) => format(locale, 'newsletterPage.confirmedLead', { hotel }),
    expiredTitle: format(locale, 'newsletterPage.expiredTitle'),
    expiredLead: format(locale, 'newsletterPage.expiredLead'),
    invalidTitle: format(locale, 'newsletterPage.invalidTitle'),
    invalidLead: format(locale, 'newsletterPage.invalidLead'),
    unsubscribeTitle: format(locale, 'newsletterPage.unsubscribeTitle'),
    unsubscribeLead: (hotel) => format(locale, 'newsletterPage.unsubscribeLead', { hotel }),
    unsubscribeButton: format(locale, 'newsletterPage.unsubscribeButton'),
    unsubscribedTitle: format(locale, 'newsletterPage.unsubscribedTitle'),
    unsubscribedLead: format(locale, 'newsletterPage.unsubscribedLead'),
    home: format(locale, 'newsletterPage.home'),
  };
}
