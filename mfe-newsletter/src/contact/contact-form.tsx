/**
 * The contact form: full name, e-mail, phone and message, all required, checked with the shared
 * rules on blur and on submit; sent once at a time; the result stays until the next send.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiCallError, createApiClient } from '@nirvana/shared/api/client';
import { CONTACT_RULES, MAX_LENGTH, formMessage, type FieldErrors } from '@nirvana/shared/forms/rules';
import { ruleKeyOfReason } from '@nirvana/shared/forms/reasons';
import type { Locale } from '@nirvana/shared/locales';
import { FormAlert } from '../forms/form-alert';
import { Honeypot } from '../forms/honeypot';
import { TextField } from '../forms/text-field';
import { useAnnouncer } from '../forms/use-announcer';
import { useRuledForm } from '../forms/use-ruled-form';
import { useTimedResult } from '../forms/use-timed-result';
import { emitResult } from '../forms/emit';
import { useText, type MessageId } from '../i18n/text';

export interface ContactFormProps {
  locale: Locale;
  propertyId: number;
  apiBase: string;
  /** What the message is about: the message field starts with it (a venue's or an event's enquiry). */
  subject?: string;
}

type Field = keyof typeof CONTACT_RULES;
const FIELDS: readonly Field[] = ['fullName', 'email', 'phone', 'message'];
const LABELS: Record<Field, MessageId> = {
  fullName: 'contact.fullName',
  email: 'contact.email',
  phone: 'contact.phone',
  message: 'contact.message',
};
const INITIAL = { fullName: '', email: '', phone: '', message: '' };

/** The field errors of a 400 answer (the API words them with the shared rules), if any. */
function fieldErrorsOf(error: unknown): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  if (!(error instanceof ApiCallError) || error.status !== 400) return found;
  const fields = (error.body as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  for (const field of FIELDS) {
    const rule = ruleKeyOfReason(fields[field]);
    if (rule) found[field] = rule;
  }
  return found;
}

export function ContactForm({ locale, propertyId, apiBase, subject }: ContactFormProps) {
  const t = useText();
  const id = useId();
  const client = useMemo(() => createApiClient(apiBase), [apiBase]);
  const about = subject ? t('contact.about', { subject }) : null;
  const form = useRuledForm(CONTACT_RULES, about ? { ...INITIAL, message: about } : INITIAL);
  // A subject given after the form appeared (the page reads it from its address once hydrated).
  const { prefill } = form;
  useEffect(() => {
    if (about) prefill('message', about);
  }, [about, prefill]);
  const { result, show, clear } = useTimedResult(null);
  const { announce, region } = useAnnouncer();
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refs = {
    fullName: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    phone: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    message: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  };
  const { adoptTyped } = form;
  useEffect(() => {
    const fields = formRef.current?.elements;
    adoptTyped(Object.fromEntries(FIELDS.map((f) => [f, fields?.namedItem(f) as HTMLInputElement | null])));
  }, [adoptTyped]);

  const errorText = (field: Field) => (form.errors[field] ? formMessage(locale, form.errors[field]!) : undefined);
  const describe = (errors: FieldErrors<Field>) => {
    const failed = FIELDS.filter((f) => errors[f]);
    return {
      failed,
      text: [
        t('form.errorsSummary', { count: failed.length }),
        ...failed.map((f) => `${t(LABELS[f])}: ${formMessage(locale, errors[f]!)}`),
      ].join(' '),
    };
  };

  const onBlur = (field: Field) => {
    const failed = form.blur(field);
    if (failed) announce(`${t(LABELS[field])}: ${formMessage(locale, failed)}`);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const errors = form.validateAll();
    const { failed, text } = describe(errors);
    if (failed.length > 0) {
      clear();
      announce(text);
      refs[failed[0]!].current?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    clear();
    try {
      await client.sendContact({
        fullName: form.values.fullName.trim(),
        email: form.values.email.trim(),
        phone: form.values.phone.trim(),
        message: form.values.message.trim(),
        propertyId,
        locale,
        ...(website ? { website } : {}),
      });
      form.reset();
      setWebsite('');
      show({ ok: true });
      emitResult(formRef.current, 'nirvana-contact-result', { ok: true });
    } catch (error) {
      console.warn('Contact message failed', error);
      const serverErrors = fieldErrorsOf(error);
      if (Object.keys(serverErrors).length > 0) form.setErrors(serverErrors);
      show({ ok: false });
      emitResult(formRef.current, 'nirvana-contact-result', { ok: false });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(LABELS[name])}
      value={form.values[name]}
      error={errorText(name)}
      maxLength={MAX_LENGTH[name]}
      inputRef={refs[name]}
      onChange={(v) => form.change(name, v)}
      onBlur={() => onBlur(name)}
      {...extra}
    />
  );

  return (
    <section className="contact" aria-labelledby={`${id}-title`}>
      <h2 className="contact__title" id={`${id}-title`}>{t('contact.title')}</h2>
      <p className="contact__lead">{t('contact.lead')}</p>
      <form ref={formRef} className="contact__form" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
        <div className="contact__grid">
          {field('fullName', { autoComplete: 'name' })}
          {field('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: t('contact.phoneHint'), className: 'contact__wide' })}
          {field('message', { multiline: true, className: 'contact__wide' })}
        </div>
        <Honeypot id={`${id}-website`} label={t('form.honeypot')} value={website} onChange={setWebsite} />
        <div className="contact__actions">
          <button className="button button--dark contact__submit" type="submit" aria-disabled={submitting || undefined}>
            {submitting ? t('contact.submitting') : t('contact.submit')}
          </button>
        </div>
        <FormAlert result={result} success={formMessage(locale, 'contact.success')} failure={formMessage(locale, 'contact.failure')} />
        {region}
      </form>
    </section>
  );
}
