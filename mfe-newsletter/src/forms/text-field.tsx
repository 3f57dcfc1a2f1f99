/** A labelled text input or textarea with its hint and error wired for assistive technology. */
import type { Ref } from 'react';

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  className?: string;
  /** Keeps a line for the error, so showing it on blur moves nothing (a click aimed below still lands). */
  reserveErrorSpace?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function TextField(props: TextFieldProps) {
  const { id, name, label, value, error, hint, multiline, inputRef } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required: true,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value),
    onBlur: props.onBlur,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}${props.className ? ` ${props.className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" aria-hidden="true"> *</span>
      </label>
      {multiline ? (
        <textarea {...common} ref={inputRef} className="field__control field__control--multiline" rows={5} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          className="field__control"
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          spellCheck={props.type === 'email' ? false : undefined}
        />
      )}
      {hint ? <p className="field__hint" id={hintId}>{hint}</p> : null}
      {props.reserveErrorSpace ? (
        <div className="field__error-space">{error ? <p className="field__error" id={errorId}>{error}</p> : null}</div>
      ) : error ? (
        <p className="field__error" id={errorId}>{error}</p>
      ) : null}
    </div>
  );
}
