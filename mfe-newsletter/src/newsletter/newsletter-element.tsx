/**
 * `<nirvana-newsletter lang property-id api-base site-url>`: the newsletter block for any page,
 * rendered by the browser in its own shadow root (its container carries the section's host class,
 * the scope of the sheets it adopts).
 */
import { useAdoptedSheets } from '@nirvana/shared/adopt-sheets';
import { defineElement, ELEMENT_ATTRIBUTES, resolveApiBase, resolveLocale, resolvePropertyId, type ElementAttributes } from '@nirvana/shared/define-element';
import { EmbedIntl } from '../embed/embed-intl';
import { EMBED_HOST_CLASS } from '../embed/embed-host';
import { privacyPath, siteHref } from '../embed/attributes';
import { bundlePublicPath } from '../script-origin';
import { NEWSLETTER_ELEMENT_SHEETS } from '../styles/sheets';
import { NewsletterForm } from './newsletter-form';

export interface NewsletterElementProps extends ElementAttributes {
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
          apiBase={resolveApiBase(apiBase, bundlePublicPath())}
          privacyHref={siteHref(privacyPath(locale, id), siteUrl)}
        />
      </div>
    </EmbedIntl>
  );
}

export const NEWSLETTER_TAG = 'nirvana-newsletter';

/** Defines `<nirvana-newsletter>` once, however many times the bundle is loaded; returns its class. */
export function defineNewsletterElement(): CustomElementConstructor | undefined {
  return defineElement(NEWSLETTER_TAG, NewsletterElementView, { props: { ...ELEMENT_ATTRIBUTES, siteUrl: 'string' } });
}
