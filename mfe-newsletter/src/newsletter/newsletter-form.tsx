/**
 * The newsletter block: heading, e-mail and consent to the privacy policy (rule key 'required.kvkk') with the shared rules, subscribe
 * disabled until consent is ticked, and the result shown for 3 seconds (spec sections 4, 5, 8).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { createApiClient } from '@nirvana/shared/api/client';
import { NEWSLETTER_CONSENT_VERSION } from '@nirvana/shared/forms/consent';
import { NEWSLETTER_RULES, formMessage } from '@nirvana/shared/forms/rules';
import type { Locale } from '@nirvana/shared/locales';
import { FormAlert } from '../forms/form-alert';
import { Honeypot } from '../forms/honeypot';
import { TextField } from '../forms/text-field';
import { useAnnouncer } from '../forms/use-announcer';
import { useRuledForm } from '../forms/use-ruled-form';
import { useTimedResult } from '../forms/use-timed-result';
import { emitResult, hasFocus } from '../forms/emit';
import { useText } from '../i18n/text';

/** How long the success or failure alert stays (spec section 9). */
export const NEWSLETTER_ALERT_MS = 3000;

export interface NewsletterFormProps {
  locale: Locale;
  propertyId: number;
  apiBase: string;
  /** Where the consent text links to: the privacy policy page. */
  privacyHref: string;
}

const INITIAL = { email: '', consent: false };

export function NewsletterForm({ locale, propertyId, apiBase, privacyHref }: NewsletterFormProps) {
  const t = useText();
  const id = useId();
  const client = useMemo(() => createApiClient(apiBase), [apiBase]);
  const form = useRuledForm(NEWSLETTER_RULES, INITIAL);
  const { result, show } = useTimedResult(NEWSLETTER_ALERT_MS);
  const { announce, region } = useAnnouncer();
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const { adoptTyped } = form;
  useEffect(() => adoptTyped({ email: emailRef.current, consent: consentRef.current }), [adoptTyped]);
  const submitRef = useRef<HTMLButtonElement>(null);

  const emailError = form.errors.email ? formMessage(locale, form.errors.email) : undefined;
  const consentError = form.errors.consent ? formMessage(locale, form.errors.consent) : undefined;
  const consentErrorId = `${id}-consent-error`;

  const onBlur = (field: 'email' | 'consent') => {
    const failed = form.blur(field);
    if (failed) announce(formMessage(locale, failed));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const errors = form.validateAll();
    const failed = (['email', 'consent'] as const).filter((f) => errors[f]);
    if (failed.length > 0) {
      announce([t('form.errorsSummary', { count: failed.length }), ...failed.map((f) => formMessage(locale, errors[f]!))].join(' '));
      (failed[0] === 'email' ? emailRef.current : consentRef.current)?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    const hadFocus = hasFocus(submitRef.current);
    try {
      await client.subscribeNewsletter({
        email: form.values.email.trim(),
        propertyId,
        consent: true,
        locale,
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        ...(website ? { website } : {}),
      });
      form.reset();
      setWebsite('');
      show({ ok: true });
      // The button turns disabled with the consent cleared; keep keyboard users in the form.
      if (hadFocus) emailRef.current?.focus();
      emitResult(formRef.current, 'nirvana-newsletter-result', { ok: true });
    } catch (error) {
      console.warn('Newsletter subscription failed', error);
      show({ ok: false });
      emitResult(formRef.current, 'nirvana-newsletter-result', { ok: false });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const privacyLink = (chunks: ReactNode[]) => (
    <a className="link" href={privacyHref}>{chunks}</a>
  );

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="newsletter__inner">
        <div className="newsletter__intro">
          <h2 className="newsletter__title" id={`${id}-title`}>{t('newsletter.title')}</h2>
          <p className="newsletter__lead">{t('newsletter.lead')}</p>
        </div>
        <form ref={formRef} className="newsletter__form" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
          <div className="newsletter__row">
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              className="newsletter__email"
              reserveErrorSpace
              label={t('newsletter.email')}
              value={form.values.email}
              error={emailError}
              inputRef={emailRef}
              onChange={(v) => form.change('email', v)}
              onBlur={() => onBlur('email')}
            />
          </div>
          <div className={`check${consentError ? ' check--invalid' : ''}`}>
            <input
              ref={consentRef}
              id={`${id}-consent`}
              className="check__box"
              type="checkbox"
              name="consent"
              required
              checked={form.values.consent}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? consentErrorId : undefined}
              onChange={(e) => form.change('consent', e.target.checked)}
              onBlur={() => onBlur('consent')}
            />
            <label className="check__label" htmlFor={`${id}-consent`}>
              <FormattedMessage id="newsletter.consent" values={{ link: privacyLink }} />
            </label>
          </div>
          {consentError ? <p className="field__error check__error" id={consentErrorId}>{consentError}</p> : null}
          <div className="newsletter__actions">
            <button
              ref={submitRef}
              className="button button--dark newsletter__submit"
              type="submit"
              disabled={!form.values.consent}
              aria-disabled={submitting || undefined}
            >
              {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
            </button>
          </div>
          <Honeypot id={`${id}-website`} label={t('form.honeypot')} value={website} onChange={setWebsite} />
          {/* The alert's room is kept while it is away: its arrival and its removal after 3 s move nothing. */}
          <div className="newsletter__result">
            <FormAlert
              result={result}
              success={`${formMessage(locale, 'newsletter.success')} ${t('newsletter.checkInbox')}`}
              failure={formMessage(locale, 'newsletter.failure')}
            />
          </div>
          {region}
        </form>
      </div>
    </section>
  );
}
