import { fieldErrors, sendRequest } from '@portal/api-client/light';
import { API_PATHS, PASSWORD_MIN_LENGTH, RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema/constants';
import { Alert, applyServerErrors, ButtonLink, PublicPage, PublicPageForm, TextLink } from '@portal/ui/light';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { BackToLogin, NewPasswordFields, type NewPasswordValues } from '../forms/auth-fields';
import { prefetchOnUse } from '../forms/prefetch-on-use';
import { isWellFormedResetToken } from '../forms/rules';

const RESET_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

type Outcome = { kind: 'form' } | { kind: 'invalid-token'; message: string } | { kind: 'done' };

export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '', password_confirmation: '' } });

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
      <PublicPage headingId="reset-heading" title="This link no longer works">
        <Alert severity="warning">{outcome.message}</Alert>
        <div className="portal-row">
          <ButtonLink to="/forgot-password">Request a new link</ButtonLink>
          <TextLink to="/login">Back to login</TextLink>
        </div>
      </PublicPage>
    );
  }

  if (outcome.kind === 'done') {
    return (
      <PublicPage headingId="reset-heading" title="Password changed">
        <Alert severity="success" role="status">
          Your new password is set. Log in with it to continue.
        </Alert>
        <div>
          <ButtonLink to="/login" replace>
            Log in
          </ButtonLink>
        </div>
      </PublicPage>
    );
  }

  return (
    <PublicPageForm
      onSubmit={onSubmit}
      {...prefetchOnUse}
      headingId="reset-heading"
      title="Choose a new password"
      lead={`Use at least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is easy to remember and hard to guess.`}
      formError={formError}
      submitLabel="Set new password"
      submitting={isSubmitting}
      after={<BackToLogin />}
    >
      <NewPasswordFields
        register={register}
        errors={errors}
        label="New password"
        repeatLabel="Repeat the new password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
    </PublicPageForm>
  );
}
