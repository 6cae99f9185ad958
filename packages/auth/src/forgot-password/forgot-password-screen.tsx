import { sendRequest } from '@portal/api-client/light';
import type { ForgotPasswordRequest } from '@portal/api-schema';
import { API_PATHS, FORGOT_PASSWORD_MESSAGE } from '@portal/api-schema/constants';
import { Alert, applyServerErrors, PublicPage, PublicPageForm, TextLink } from '@portal/ui/light';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BackToLogin, EmailField } from '../forms/auth-fields';
import { useFormError } from '../forms/form-error';
import { prefetchOnUse } from '../forms/prefetch-on-use';
import { checkEmail, normaliseEmail } from '../forms/rules';

const FORGOT_PASSWORD_FIELDS = ['email'] as const;

export function ForgotPasswordScreen() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({ defaultValues: { email: '' } });
  const { formError, setFormError } = useFormError(errors);

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
      <PublicPage headingId="forgot-heading" title="Check your e-mail">
        <Alert severity="success" role="status">
          {sentMessage}
        </Alert>
        <p className="portal-secondary">
          The link is valid for a limited time. If nothing arrives within a few minutes, check your spam folder or ask for a new link.
        </p>
        <div>
          <TextLink to="/login">Back to login</TextLink>
        </div>
      </PublicPage>
    );
  }

  return (
    <PublicPageForm
      onSubmit={onSubmit}
      {...prefetchOnUse}
      headingId="forgot-heading"
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      formError={formError}
      submitLabel="Send reset link"
      submitting={isSubmitting}
      after={<BackToLogin />}
    >
      <EmailField {...register('email', { validate: checkEmail })} autoFocus error={errors.email?.message} />
    </PublicPageForm>
  );
}
