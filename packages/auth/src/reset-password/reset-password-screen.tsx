import { fieldErrors, sendRequest } from '@portal/api-client/light';
import { API_PATHS, PASSWORD_MIN_LENGTH, RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema/constants';
import { Alert, applyServerErrors, ButtonLink, LoadingIndicator, PublicPage, PublicPageForm, TextLink } from '@portal/ui/light';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { BackToLogin, NewPasswordFields, type NewPasswordValues } from '../forms/auth-fields';
import { useFormError } from '../forms/form-error';
import { prefetchOnUse } from '../forms/prefetch-on-use';
import { isWellFormedResetToken } from '../forms/rules';

const RESET_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

type Outcome = { kind: 'checking' } | { kind: 'form' } | { kind: 'invalid-token'; message: string } | { kind: 'done' };

const deadLink = (message = RESET_TOKEN_INVALID_MESSAGE): Outcome => ({ kind: 'invalid-token', message });

export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  // Another link is another page: its own check and its own form.
  return <ResetPassword key={token} token={token} />;
}

function ResetPassword({ token }: { token: string }) {
  // The token comes from the link, not from a field: a malformed one means a broken link.
  const [outcome, setOutcome] = useState<Outcome>(() => (isWellFormedResetToken(token) ? { kind: 'checking' } : deadLink()));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '', password_confirmation: '' } });
  const { formError, setFormError } = useFormError(errors);

  // Whether the link still works is asked when the page opens, so that a dead one says so before
  // a new password is typed. Without a verdict on the token (offline, limited) the form shows, and
  // its submit tells.
  useEffect(() => {
    if (!isWellFormedResetToken(token)) return undefined;
    let current = true;
    sendRequest<unknown>({ url: API_PATHS.resetPasswordCheck, method: 'POST', data: { token }, silent: true }).then(
      () => {
        if (current) setOutcome({ kind: 'form' });
      },
      (error: unknown) => {
        if (!current) return;
        const tokenError = fieldErrors(error).token;
        setOutcome(tokenError ? deadLink(tokenError) : { kind: 'form' });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sendRequest<unknown>({ url: API_PATHS.resetPassword, method: 'POST', data: { token, ...values }, silent: true });
      setOutcome({ kind: 'done' });
    } catch (error) {
      const tokenError = fieldErrors(error).token;
      if (tokenError) setOutcome(deadLink(tokenError));
      else setFormError(applyServerErrors(error, setError, RESET_PASSWORD_FIELDS));
    }
  });

  if (outcome.kind === 'checking') return <LoadingIndicator label="Checking the reset link" />;

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
