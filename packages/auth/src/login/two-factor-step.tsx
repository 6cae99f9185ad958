import { isApiError, sendRequest } from '@portal/api-client/light';
import type { LoginTwoFactorRequest, Session } from '@portal/api-schema';
import { API_PATHS, TWO_FACTOR_CHALLENGE_EXPIRED_CODE } from '@portal/api-schema/constants';
import { applyServerErrors, Button, Field, PublicPageForm } from '@portal/ui/light';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormError } from '../forms/form-error';
import { prefetchOnUse } from '../forms/prefetch-on-use';
import { checkRecoveryCode, checkTotpCode, normaliseRecoveryCode, normaliseTotpCode } from '../forms/two-factor-rules';

type Mode = 'code' | 'recovery_code';
interface Values {
  code: string;
  recovery_code: string;
}
const FIELDS = ['code', 'recovery_code'] as const;

export interface TwoFactorStepProps {
  challenge: string;
  /** The session is open and the page is being replaced: the form stays busy. */
  leaving: boolean;
  /** The session is open: the sign-in screen stores it and leaves. */
  onSignedIn: (session: Session) => void;
  /** Back to the e-mail and password; with a message when the challenge expired. */
  onBack: (message?: string) => void;
}

/** The second step of a sign-in with two-factor sign-in: a code of the authenticator app, or a recovery code. */
export function TwoFactorStep({ challenge, leaving, onSignedIn, onBack }: TwoFactorStepProps) {
  const [mode, setMode] = useState<Mode>('code');
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { code: '', recovery_code: '' } });
  const { formError, setFormError } = useFormError(errors);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const data: LoginTwoFactorRequest =
      mode === 'code'
        ? { challenge, code: normaliseTotpCode(values.code) }
        : { challenge, recovery_code: normaliseRecoveryCode(values.recovery_code) };
    try {
      onSignedIn(await sendRequest<Session>({ url: API_PATHS.loginTwoFactor, method: 'POST', data, silent: true }));
    } catch (error) {
      if (isApiError(error) && error.status === 401 && error.data.code === TWO_FACTOR_CHALLENGE_EXPIRED_CODE) {
        onBack(error.data.message);
        return;
      }
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  function switchMode() {
    const next = mode === 'code' ? 'recovery_code' : 'code';
    setFormError(null);
    clearErrors();
    setMode(next);
    // After the field of the new mode is rendered.
    setTimeout(() => setFocus(next), 0);
  }

  return (
    <PublicPageForm
      onSubmit={onSubmit}
      {...prefetchOnUse}
      headingId="two-factor-heading"
      title="Two-factor sign-in"
      lead={
        mode === 'code'
          ? 'Enter the 6-digit code your authenticator app shows for this account.'
          : 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each code works once.'
      }
      formError={formError}
      submitLabel="Verify"
      submitting={isSubmitting || leaving}
      after={
        <div className="portal-row" style={{ justifyContent: 'space-between' }}>
          <Button variant="text" onClick={() => onBack()} disabled={isSubmitting || leaving}>
            Back
          </Button>
          <Button variant="text" onClick={switchMode} disabled={isSubmitting || leaving}>
            {mode === 'code' ? 'Use a recovery code' : 'Use the authenticator app'}
          </Button>
        </div>
      }
    >
      {mode === 'code' ? (
        <Field
          key="code"
          {...register('code', { validate: checkTotpCode })}
          id="field-code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
          required
          error={errors.code?.message}
        />
      ) : (
        <Field
          key="recovery_code"
          {...register('recovery_code', { validate: checkRecoveryCode })}
          id="field-recovery_code"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          autoFocus
          required
          error={errors.recovery_code?.message}
          helperText="Like k7m2p-x9qte."
        />
      )}
    </PublicPageForm>
  );
}
