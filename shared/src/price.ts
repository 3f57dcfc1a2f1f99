/**
 * How a price reads on the site, in every part (issue 29: Russian pages said "112 €" on the rooms and
 * "€95" on the spa): the locale's own currency format, whole units. Sections format with react-intl
 * (`intl.formatNumber(amount, priceFormat(currency))`), the API's written texts with `formatPrice`.
 */
import { LOCALE_INFO, type Locale } from './locales';

export const priceFormat = (currency: string) => ({ style: 'currency', currency, maximumFractionDigits: 0 }) as const;

export function formatPrice(locale: Locale, amount: number, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, priceFormat(currency)).format(amount);
}
