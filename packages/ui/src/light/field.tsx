import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: string;
  /** Shown below the input instead of the helper text, and marks the input invalid. */
  error?: string;
  helperText?: string;
  /** Shown at the end of the input, e.g. a button. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input in the look of the portal's MUI text fields. The error (or helper text)
 * describes the input; `ref` reaches the input, so react-hook-form's `register` can be spread on it.
 */
export function Field({ id, label, error, helperText, endAdornment, required, className, ref, ...input }: FieldProps) {
  const hint = error ?? helperText;
  const hintId = `${id}-hint`;
  return (
    <div className={classNames('portal-field', error && 'portal-field--error', className)}>
      {/* The asterisk stays outside the label, so that the label's text is exactly the field's name. */}
      <div className="portal-field__label">
        <label htmlFor={id}>{label}</label>
        {required && <span aria-hidden="true"> *</span>}
      </div>
      <div className="portal-field__control">
        <input
          {...input}
          id={id}
          ref={ref}
          required={required}
          className="portal-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
        />
        {endAdornment}
      </div>
      {hint && (
        <p id={hintId} className="portal-field__helper">
          {hint}
        </p>
      )}
    </div>
  );
}
