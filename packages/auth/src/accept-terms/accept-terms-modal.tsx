import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useWaitingForConsent } from '@portal/api-client';
import { useState } from 'react';
import { useReconfirmConsentMutation } from '../endpoints/auth-api';
import { needsTermsConsent } from '../roles/roles';
import { useSession } from '../session/session';
import { useLogout } from '../session/use-logout';

export interface AcceptTermsModalProps {
  /** The name of the current route: the check runs again on every change of it. */
  routeName: string;
  termsOfServiceUrl: string;
  privacyPolicyUrl: string;
}

/**
 * A signed-in, non-sandbox user who has not agreed to the terms gets this modal on
 * each route change. It cannot be dismissed (no close button; Escape and the backdrop do
 * nothing); it hides once the server has the agreement. Log Out is the way out for a user who
 * does not agree (or signed in with the wrong account).
 */
export function AcceptTermsModal({ routeName, termsOfServiceUrl, privacyPolicyUrl }: AcceptTermsModalProps) {
  const { user } = useSession();
  const needsConsent = needsTermsConsent(user);
  const refusedForConsent = useWaitingForConsent();
  // The check runs when the route name changes and when a user signs in (the same route then); a
  // load of the page waiting for the terms to be agreed asks at once. A user who becomes a client
  // on this page (booking the onboarding call) is asked on the next page, not over this one.
  const checkKey = `${routeName}|${user?.id ?? ''}`;
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [sendConsent, { isLoading }] = useReconfirmConsentMutation();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  if (checkKey !== checkedKey) {
    setCheckedKey(checkKey);
    if (needsConsent && !shown) setShown(true);
  }

  const submit = async () => {
    try {
      await sendConsent().unwrap();
    } catch {
      // The base query showed the error toast; the modal stays so the user can try again.
    }
  };

  return (
    // Without onClose, MUI ignores Escape and backdrop clicks.
    <Dialog open={needsConsent && (shown || refusedForConsent)} aria-labelledby="accept-terms-title" aria-describedby="accept-terms-text">
      <DialogTitle id="accept-terms-title">Please accept our terms</DialogTitle>
      <DialogContent>
        <DialogContentText id="accept-terms-text" sx={{ mb: 2 }}>
          To keep using the client portal, please read and accept our Terms of Service and Privacy Policy.
        </DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label={
            <>
              I agree to the{' '}
              <Link href={termsOfServiceUrl} target="_blank" rel="noopener noreferrer">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </Link>
            </>
          }
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setLoggingOut(true);
            void logout();
          }}
          loading={loggingOut}
          disabled={isLoading}
        >
          Log Out
        </Button>
        <Button variant="contained" onClick={submit} disabled={!agreed || loggingOut} loading={isLoading}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
