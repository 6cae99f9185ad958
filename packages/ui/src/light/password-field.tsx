import { useState } from 'react';
import { Field, type FieldProps } from './field';
import { Icon } from './icons';

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'endAdornment' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="portal-icon-button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          <Icon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
