/**
 * `<nirvana-newsletter lang property-id api-base site-url>`: the newsletter block for any page,
 * rendered by the browser in its own shadow root (its container carries the section's host class,
 * the scope of the sheets it adopts).
 */
import r2wc from '@r2wc/react-to-web-component';
import { useAdoptedSheets } from '@nirvana/shared/adopt-sheets';
import { EmbedIntl } from '../embed/embed-intl';
import { EMBED_HOST_CLASS } from '../embed/embed-host';
import { privacyPath, resolveApiBase, resolveLocale, resolvePropertyId, siteHref } from '../embed/attributes';
import { NEWSLETTER_ELEMENT_SHEETS } from '../styles/sheets';
import { NewsletterForm } from './newsletter-form';

export interface NewsletterElementProps {
  lang?: string;
  propertyId?: number;
  apiBase?: string;
  siteUrl?: string;
  container?: HTMLElement;
}

function NewsletterElementView({ lang, propertyId, apiBase, siteUrl, container }: NewsletterElementProps) {
  useAdoptedSheets(container, NEWSLETTER_ELEMENT_SHEETS);
  const locale = resolveLocale(lang);
  const id = resolvePropertyId(propertyId);
  return (
    <EmbedIntl locale={locale}>
      <div lang={locale} className={EMBED_HOST_CLASS}>
        <NewsletterForm
          locale={locale}
          propertyId={id}
          apiBase={resolveApiBase(apiBase)}
          privacyHref={siteHref(privacyPath(locale, id), siteUrl)}
        />
      </div>
    </EmbedIntl>
  );
}

export const NEWSLETTER_TAG = 'nirvana-newsletter';

export class NirvanaNewsletterElement extends r2wc(NewsletterElementView, {
  shadow: 'open',
  props: { lang: 'string', propertyId: 'number', apiBase: 'string', siteUrl: 'string' },
}) {}

/** Defines `<nirvana-newsletter>` once, however many times the bundle is loaded. */
export function defineNewsletterElement(): void {
  if (!customElements.get(NEWSLETTER_TAG)) customElements.define(NEWSLETTER_TAG, NirvanaNewsletterElement);
}
