import { sendRequest } from '@portal/api-client/light';
import type { ForgotPasswordRequest } from '@portal/api-schema';
import { API_PATHS, FORGOT_PASSWORD_MESSAGE } from '@portal/api-schema/constants';
import { Alert, applyServerErrors, Button, Field, TextLink } from '@portal/ui/light';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { prefetchOnUse } from '../forms/prefetch-on-use';
import { checkEmail, normaliseEmail } from '../forms/rules';

const FORGOT_PASSWORD_FIELDS = ['email'] as const;

export function ForgotPasswordScreen() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const answer = await sendRequest<{ message?: string } | null>({
        url: API_PATHS.forgotPassword,
        method: 'POST',
        data: { email: normaliseEmail(email) },
        silent: true,
      });
      setSentMessage(answer?.message || FORGOT_PASSWORD_MESSAGE);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FORGOT_PASSWORD_FIELDS));
    }
  });

  if (sentMessage) {
    return (
      <section aria-labelledby="forgot-heading">
        <h1 id="forgot-heading" className="portal-h1">
          Check your e-mail
        </h1>
        <div className="portal-stack">
          <Alert severity="success" role="status">
            {sentMessage}
          </Alert>
          <p className="portal-secondary">
            The link is valid for a limited time. If nothing arrives within a few minutes, check your spam folder or
            ask for a new link.
          </p>
          <div>
            <TextLink to="/login">Back to login</TextLink>
          </div>
        </div>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="forgot-heading" {...prefetchOnUse}>
      <h1 id="forgot-heading" className="portal-h1">
        Forgot your password?
      </h1>
      <p className="portal-lead">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <div className="portal-stack">
        {formError && <Alert severity="error">{formError}</Alert>}
        <Field
          {...register('email', { validate: checkEmail })}
          id="field-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          required
          error={errors.email?.message}
        />
        <Button type="submit" size="large" fullWidth loading={isSubmitting}>
          Send reset link
        </Button>
        <p className="portal-center portal-secondary">
          <TextLink to="/login">Back to login</TextLink>
        </p>
      </div>
    </form>
  );
}
