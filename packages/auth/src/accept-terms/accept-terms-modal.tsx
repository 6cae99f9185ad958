import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
} from '@mui/material';
import { useState } from 'react';
import { useReconfirmConsentMutation } from '../endpoints/auth-api';
import { needsTermsConsent } from '../roles/roles';
import { useSession } from '../session/session';

export interface AcceptTermsModalProps {
  /** The name of the current route: the check runs again on every change of it. */
  routeName: string;
  termsOfServiceUrl: string;
  privacyPolicyUrl: string;
}

/**
 * A signed-in, non-sandbox user who has not agreed to the terms gets this modal on
 * each route change. It cannot be dismissed (no close button; Escape and the backdrop do
 * nothing); it hides once the server has the agreement.
 */
export function AcceptTermsModal({ routeName, termsOfServiceUrl, privacyPolicyUrl }: AcceptTermsModalProps) {
  const { user } = useSession();
  const needsConsent = needsTermsConsent(user);
  // The check runs when the route name changes, when a user signs in (the same route then), and
  // when the user is fetched again because the API refused a call until the terms are agreed.
  const checkKey = `${routeName}|${user?.id ?? ''}|${needsConsent}`;
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [sendConsent, { isLoading }] = useReconfirmConsentMutation();

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
    <Dialog open={shown && needsConsent} aria-labelledby="accept-terms-title" aria-describedby="accept-terms-text">
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
        <Button variant="contained" onClick={submit} disabled={!agreed} loading={isLoading}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
