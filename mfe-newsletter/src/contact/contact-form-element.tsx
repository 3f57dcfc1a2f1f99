/**
 * `<nirvana-contact-form lang property-id api-base subject>`: the contact form, on contact pages and
 * partner pages, rendered by the browser in its own shadow root (its container carries the
 * section's host class, the scope of the sheets it adopts).
 */
import r2wc from '@r2wc/react-to-web-component';
import { useAdoptedSheets } from '@nirvana/shared/adopt-sheets';
import { EmbedIntl } from '../embed/embed-intl';
import { EMBED_HOST_CLASS } from '../embed/embed-host';
import { resolveApiBase, resolveLocale, resolvePropertyId } from '../embed/attributes';
import { CONTACT_SHEETS } from '../styles/sheets';
import { ContactForm } from './contact-form';

export interface ContactFormElementProps {
  lang?: string;
  propertyId?: number;
  apiBase?: string;
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
        <ContactForm locale={locale} propertyId={resolvePropertyId(propertyId)} apiBase={resolveApiBase(apiBase)} subject={subject?.trim().slice(0, 120) || undefined} />
      </div>
    </EmbedIntl>
  );
}

export const CONTACT_FORM_TAG = 'nirvana-contact-form';

export class NirvanaContactFormElement extends r2wc(ContactFormElementView, {
  shadow: 'open',
  props: { lang: 'string', propertyId: 'number', apiBase: 'string', subject: 'string' },
}) {}

/** Defines `<nirvana-contact-form>` once, however many times the bundle is loaded. */
export function defineContactFormElement(): void {
  if (!customElements.get(CONTACT_FORM_TAG)) customElements.define(CONTACT_FORM_TAG, NirvanaContactFormElement);
}
