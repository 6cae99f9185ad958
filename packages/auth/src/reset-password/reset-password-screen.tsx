import { fieldErrors, sendRequest } from '@portal/api-client/light';
import { API_PATHS, PASSWORD_MIN_LENGTH, RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema/constants';
import { Alert, applyServerErrors, Button, ButtonLink, PasswordField, TextLink } from '@portal/ui/light';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { prefetchOnUse } from '../forms/prefetch-on-use';
import { checkConfirmation, checkNewPassword, isWellFormedResetToken } from '../forms/rules';

const RESET_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

type Outcome = { kind: 'form' } | { kind: 'invalid-token'; message: string } | { kind: 'done' };

interface NewPasswordForm {
  password: string;
  password_confirmation: string;
}

export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ defaultValues: { password: '', password_confirmation: '' } });

  const submitPasswords = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sendRequest<unknown>({ url: API_PATHS.resetPassword, method: 'POST', data: { token, ...values }, silent: true });
      setOutcome({ kind: 'done' });
    } catch (error) {
      const tokenError = fieldErrors(error).token;
      if (tokenError) setOutcome({ kind: 'invalid-token', message: tokenError });
      else setFormError(applyServerErrors(error, setError, RESET_PASSWORD_FIELDS));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The token comes from the link, not from a field: a malformed one means a broken link.
    if (isWellFormedResetToken(token)) return submitPasswords(event);
    event.preventDefault();
    setOutcome({ kind: 'invalid-token', message: RESET_TOKEN_INVALID_MESSAGE });
  };

  if (outcome.kind === 'invalid-token') {
    return (
      <section aria-labelledby="reset-heading">
        <h1 id="reset-heading" className="portal-h1">
          This link no longer works
        </h1>
        <div className="portal-stack">
          <Alert severity="warning">{outcome.message}</Alert>
          <div className="portal-row">
            <ButtonLink to="/forgot-password">Request a new link</ButtonLink>
            <TextLink to="/login">Back to login</TextLink>
          </div>
        </div>
      </section>
    );
  }

  if (outcome.kind === 'done') {
    return (
      <section aria-labelledby="reset-heading">
        <h1 id="reset-heading" className="portal-h1">
          Password changed
        </h1>
        <div className="portal-stack">
          <Alert severity="success" role="status">
            Your new password is set. Log in with it to continue.
          </Alert>
          <div>
            <ButtonLink to="/login" replace>
              Log in
            </ButtonLink>
          </div>
        </div>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="reset-heading" {...prefetchOnUse}>
      <h1 id="reset-heading" className="portal-h1">
        Choose a new password
      </h1>
      <p className="portal-lead">
        Use at least {PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is easy to remember and
        hard to guess.
      </p>
      <div className="portal-stack">
        {formError && <Alert severity="error">{formError}</Alert>}
        <PasswordField
          {...register('password', { validate: checkNewPassword })}
          id="field-password"
          label="New password"
          autoComplete="new-password"
          autoFocus
          required
          error={errors.password?.message}
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordField
          {...register('password_confirmation', {
            validate: (confirmation, values) => checkConfirmation(confirmation, values.password),
          })}
          id="field-password_confirmation"
          label="Repeat the new password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
        />
        <Button type="submit" size="large" fullWidth loading={isSubmitting}>
          Set new password
        </Button>
        <p className="portal-center portal-secondary">
          <TextLink to="/login">Back to login</TextLink>
        </p>
      </div>
    </form>
  );
}
