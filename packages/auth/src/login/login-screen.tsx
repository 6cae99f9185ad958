import { sendRequest, tokenStorage } from '@portal/api-client/light';
import type { LoginChallenge, LoginRequest, LoginResponse, Session } from '@portal/api-schema';
import { API_PATHS } from '@portal/api-schema/constants';
import { applyServerErrors, PasswordField, PublicPageForm, TextLink } from '@portal/ui/light';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { pageNavigation } from '../browser/page-navigation';
import { EmailField } from '../forms/auth-fields';
import { useFormError } from '../forms/form-error';
import { prefetchOnUse } from '../forms/prefetch-on-use';
import { checkEmail, checkLoginPassword, normaliseEmail } from '../forms/rules';
import { safeNextPath } from '../guard/next-path';
import { TwoFactorStep } from './two-factor-step';

const LOGIN_FIELDS = ['email', 'password'] as const;

/** The answer of an account with two-factor sign-in: no session yet, a challenge for the code. */
function isChallenge(response: LoginResponse): response is LoginChallenge {
  return 'two_factor_required' in response && response.two_factor_required === true;
}

export function LoginScreen() {
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ defaultValues: { email: '', password: '' } });
  const { formError, setFormError } = useFormError(errors);

  function signedIn(session: Session) {
    tokenStorage.set(session.token);
    setLeaving(true);
    // A full page load: start-up then loads the user and the whole app, as for a returning user.
    pageNavigation.assign(safeNextPath(location.search));
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    // A token left from an expired session must not ride along with the login request.
    tokenStorage.clear();
    try {
      const response = await sendRequest<LoginResponse>({
        url: API_PATHS.login,
        method: 'POST',
        data: { email: normaliseEmail(email), password },
        silent: true,
      });
      if (isChallenge(response)) setChallenge(response.challenge);
      else signedIn(response);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LOGIN_FIELDS));
    }
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        leaving={leaving}
        onSignedIn={signedIn}
        onBack={(message) => {
          setChallenge(null);
          // The password is asked for again: the challenge was all it had earned.
          resetField('password');
          setFormError(message ?? null);
        }}
      />
    );
  }

  return (
    <PublicPageForm
      onSubmit={onSubmit}
      {...prefetchOnUse}
      headingId="login-heading"
      title="Log in"
      lead="Welcome back. Sign in to manage your hiring, team, contracts and invoices."
      formError={formError}
      submitLabel="Log in"
      submitting={isSubmitting || leaving}
      after={
        <p className="portal-secondary portal-small portal-center">
          New to the marketplace? <TextLink to="/register">Create an account</TextLink>
        </p>
      }
    >
      <EmailField {...register('email', { validate: checkEmail })} autoFocus error={errors.email?.message} />
      <PasswordField
        {...register('password', { validate: checkLoginPassword })}
        id="field-password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
      />
      <div className="portal-end">
        <TextLink to="/forgot-password">Forgot password?</TextLink>
      </div>
    </PublicPageForm>
  );
}
