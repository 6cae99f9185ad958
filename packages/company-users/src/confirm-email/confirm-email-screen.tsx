import { fieldErrors, sendRequest, tokenStorage } from '@portal/api-client/light';
import { API_PATHS, USER_FIELD_LIMITS, USER_MESSAGES } from '@portal/api-schema/constants';
import type { EmailConfirmation } from '@portal/api-schema';
import { Alert, Button, ButtonLink, placeServerErrors, PublicPage, TextLink } from '@portal/ui/light';
import { useState } from 'react';
import { useParams } from 'react-router';

type Outcome = { kind: 'ask' } | { kind: 'failed'; message: string } | { kind: 'done'; email: string };

// The HTTP client is not part of the sign-in screens' first download: sendRequest fetches it when
// confirming.

/**
 * The page of the link sent to a new e-mail address (public, signed in or not). Confirming is a
 * click, not the opening of the page, so that a mail scanner that follows links changes nothing.
 */
export function ConfirmEmailScreen() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token.length > 0 && token.length <= USER_FIELD_LIMITS.emailChangeToken
      ? { kind: 'ask' }
      : { kind: 'failed', message: USER_MESSAGES.emailChangeTokenInvalid },
  );
  const [busy, setBusy] = useState(false);
  const signedIn = tokenStorage.get() !== null;

  const confirm = async () => {
    setBusy(true);
    try {
      const { email } = await sendRequest<EmailConfirmation>({
        url: API_PATHS.emailConfirmation,
        method: 'POST',
        data: { token },
        silent: true,
      });
      setOutcome({ kind: 'done', email });
    } catch (error) {
      setOutcome({ kind: 'failed', message: fieldErrors(error).token ?? placeServerErrors(error, () => null).formError ?? '' });
    } finally {
      setBusy(false);
    }
  };

  if (outcome.kind === 'done') {
    return (
      <PublicPage headingId="confirm-email-heading" title="E-mail address confirmed">
        <Alert severity="success" role="status">
          Your e-mail address is now {outcome.email}. Use it to log in from now on.
        </Alert>
        <div>
          <ButtonLink to={signedIn ? '/dashboard' : '/login'} replace>
            {signedIn ? 'Go to the dashboard' : 'Log in'}
          </ButtonLink>
        </div>
      </PublicPage>
    );
  }

  if (outcome.kind === 'failed') {
    return (
      <PublicPage headingId="confirm-email-heading" title="This link no longer works">
        <Alert severity="warning">{outcome.message}</Alert>
        <p className="portal-secondary">Your e-mail address has not changed.</p>
        <div className="portal-row">
          <TextLink to={signedIn ? '/dashboard' : '/login'}>{signedIn ? 'Go to the dashboard' : 'Back to login'}</TextLink>
        </div>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      headingId="confirm-email-heading"
      title="Confirm your new e-mail address"
      lead="Confirm to make this address the e-mail of your client portal account. You then log in with it; your password stays the same."
    >
      <Button size="large" fullWidth loading={busy} onClick={() => void confirm()}>
        Confirm e-mail address
      </Button>
    </PublicPage>
  );
}
