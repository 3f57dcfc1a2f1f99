/**
 * `<nirvana-contact-form lang property-id api-base subject>`: the contact form on partner pages,
 * rendered by the browser in its own shadow root (its container carries the section's host class,
 * the scope of the sheets it adopts). The site's contact pages have it from the section's own slot
 * (`contact-block.tsx`), rendered on the server.
 */
import { useAdoptedSheets } from '@nirvana/shared/adopt-sheets';
import { defineElement, ELEMENT_ATTRIBUTES, resolveApiBase, resolveLocale, resolvePropertyId, type ElementAttributes } from '@nirvana/shared/define-element';
import { EmbedIntl } from '../embed/embed-intl';
import { EMBED_HOST_CLASS } from '../embed/embed-host';
import { bundlePublicPath } from '../script-origin';
import { CONTACT_SHEETS } from '../styles/sheets';
import { ContactForm } from './contact-form';

export interface ContactFormElementProps extends ElementAttributes {
  /** What the message is about (a venue, a treatment, an event): the message starts with it. */
  subject?: string;
  container?: HTMLElement;
}

function ContactFormElementView({ lang, propertyId, apiBase, subject, container }: ContactFormElementProps) {
  useAdoptedSheets(container, CONTACT_SHEETS);
  const locale = resolveLocale(lang);
  return (
    <EmbedIntl locale={locale}>
      <div lang={locale} className={EMBED_HOST_CLASS}>
        <ContactForm locale={locale} propertyId={resolvePropertyId(propertyId)} apiBase={resolveApiBase(apiBase, bundlePublicPath())} subject={subject?.trim().slice(0, 120) || undefined} />
      </div>
    </EmbedIntl>
  );
}

export const CONTACT_FORM_TAG = 'nirvana-contact-form';

/** Defines `<nirvana-contact-form>` once, however many times the bundle is loaded; returns its class. */
export function defineContactFormElement(): CustomElementConstructor | undefined {
  return defineElement(CONTACT_FORM_TAG, ContactFormElementView, { props: { ...ELEMENT_ATTRIBUTES, subject: 'string' } });
}
