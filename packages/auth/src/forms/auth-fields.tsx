import { Field, type FieldProps, PasswordField, TextLink } from '@portal/ui/light';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { checkConfirmation, checkNewPassword } from './rules';

/** The account's e-mail address, as the sign-in screens ask for it; `register`'s props spread on it. */
export function EmailField(props: Omit<FieldProps, 'id' | 'label' | 'type' | 'autoComplete' | 'required'>) {
  return <Field {...props} id="field-email" label="E-mail" type="email" autoComplete="email" required />;
}

/** Under a form that is a step away from logging in: the way back to it. */
export function BackToLogin() {
  return (
    <p className="portal-center portal-secondary">
      <TextLink to="/login">Back to login</TextLink>
    </p>
  );
}

/** The values of a form that sets a password: the password, typed twice. */
export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

interface NewPasswordFieldsProps {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
  label: string;
  repeatLabel: string;
  /** Under the password while it has no error. */
  helperText: string;
}

/** A new password and its repetition, checked as the API checks them; the password gets the focus. */
export function NewPasswordFields({ register, errors, label, repeatLabel, helperText }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        {...register('password', { validate: checkNewPassword })}
        id="field-password"
        label={label}
        autoComplete="new-password"
        autoFocus
        required
        error={errors.password?.message}
        helperText={helperText}
      />
      <PasswordField
        {...register('password_confirmation', {
          validate: (confirmation, values) => checkConfirmation(confirmation, values.password),
        })}
        id="field-password_confirmation"
        label={repeatLabel}
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
      />
    </>
  );
}
