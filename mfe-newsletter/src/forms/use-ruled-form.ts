/**
 * Form state checked by the shared rules: a field is checked on blur once it was edited (or the
 * form was submitted), every field on submit, and an error already shown follows the value.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { check, validate, type FieldErrors, type RuleKey } from '@nirvana/shared/forms/rules';

export type FormValue = string | boolean;

function withField<F extends string>(errors: FieldErrors<F>, field: F, failed: RuleKey | null): FieldErrors<F> {
  if ((errors[field] ?? null) === failed) return errors;
  const next = { ...errors };
  if (failed) next[field] = failed;
  else delete next[field];
  return next;
}

export function useRuledForm<F extends string, V extends Record<F, FormValue>>(rules: Record<F, readonly RuleKey[]>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const current = useRef(values);
  const edited = useRef(new Set<F>());
  const submitted = useRef(false);
  const initialRef = useRef(initial);

  const change = useCallback(<K extends F>(field: K, value: V[K]) => {
    current.current = { ...current.current, [field]: value };
    setValues(current.current);
    edited.current.add(field);
    setErrors((shown) => (field in shown ? withField<F>(shown, field, check(value, rules[field])) : shown));
  }, [rules]);

  /** Fills a field the visitor has not typed in (a subject that arrives after the form), unchecked. */
  const prefill = useCallback(<K extends F>(field: K, value: V[K]) => {
    if (edited.current.has(field) || current.current[field] === value) return;
    current.current = { ...current.current, [field]: value };
    setValues(current.current);
  }, []);

  /**
   * Takes what the visitor typed or ticked before the form's code ran: a server-rendered form is
   * hydrated in place, and React keeps a field's value in the page but not in the form's state (so
   * the send button stayed disabled and the address was sent empty). Called once, after hydration.
   */
  const adoptTyped = useCallback((fields: Partial<Record<F, HTMLInputElement | HTMLTextAreaElement | null>>) => {
    for (const field of Object.keys(fields) as F[]) {
      const el = fields[field];
      if (!el) continue;
      const value = (el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value) as V[F];
      if (value !== current.current[field]) change(field, value);
    }
  }, [change]);

  /** Checks a field as it loses focus; answers the failed rule, if any. */
  const blur = useCallback((field: F): RuleKey | null => {
    if (!edited.current.has(field) && !submitted.current) return null;
    const failed = check(current.current[field], rules[field]);
    setErrors((shown) => withField(shown, field, failed));
    return failed;
  }, [rules]);

  /** Checks every field (on submit); the answer is empty when the form is valid. */
  const validateAll = useCallback((): FieldErrors<F> => {
    submitted.current = true;
    const found = validate<F>(current.current, rules);
    setErrors(found);
    return found;
  }, [rules]);

  /** Empties the form and forgets what was edited and shown. */
  const reset = useCallback(() => {
    current.current = initialRef.current;
    setValues(initialRef.current);
    setErrors({});
    edited.current.clear();
    submitted.current = false;
  }, []);

  return useMemo(
    () => ({ values, errors, change, prefill, adoptTyped, blur, validateAll, reset, setErrors }),
    [values, errors, change, prefill, adoptTyped, blur, validateAll, reset],
  );
}
