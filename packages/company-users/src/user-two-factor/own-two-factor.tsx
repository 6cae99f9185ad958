import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CurrentUser, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@portal/api-schema';
import { errorToastText, isTermsNotAgreed } from '@portal/api-client';
import { ErrorState, formatDate, FormErrorAlert, notify } from '@portal/ui';
import { useState } from 'react';
import {
  useDisableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorSetupMutation,
} from '../endpoints/two-factor-api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorProofDialog } from './two-factor-proof-dialog';
import { TwoFactorSetupSteps } from './two-factor-setup';

export const TWO_FACTOR_REQUIRED_EXPLANATION =
  'Your company requires two-factor sign-in for admins. Set it up here to go on using the portal: until then the other pages stay closed.';
export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is off.';
/** Fewer recovery codes left than this: time for new ones. */
const FEW_CODES = 3;

type View =
  { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: RecoveryCodes; fresh: 'enabled' | 'regenerated' };

function StatusLine({ status }: { status: TwoFactorStatus }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Chip label={status.enabled ? 'On' : 'Off'} color={status.enabled ? 'success' : 'default'} size="small" />
      {status.enabled && status.enabled_at && <Typography color="text.secondary">Since {formatDate(status.enabled_at)}</Typography>}
    </Box>
  );
}

/** The signed-in user's own two-factor sign-in: turn it on, see the recovery codes once, replace them, turn it off. */
export function OwnTwoFactor({ user }: { user: CurrentUser }) {
  const status = useGetTwoFactorStatusQuery();
  const [start] = useStartTwoFactorSetupMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'regenerate' | 'disable' | null>(null);

  async function startSetup() {
    setStarting(true);
    setStartError(null);
    try {
      setView({ kind: 'setup', setup: await start().unwrap() });
    } catch (error) {
      setStartError(errorToastText(error));
    } finally {
      setStarting(false);
    }
  }

  const required = Boolean(user.two_factor_setup_required) || Boolean(status.data?.required);
  let body;
  // A refusal until the terms are agreed is no failure: the terms modal is up and asks again after.
  if (view.kind === 'codes') {
    body = (
      <RecoveryCodesPanel
        email={user.email}
        codes={view.codes.recovery_codes}
        fresh={view.fresh}
        onDone={() => setView({ kind: 'status' })}
      />
    );
  } else if (view.kind === 'setup') {
    body = (
      <TwoFactorSetupSteps
        setup={view.setup}
        onEnabled={(codes) => setView({ kind: 'codes', codes, fresh: 'enabled' })}
        onCancel={() => setView({ kind: 'status' })}
      />
    );
  } else if (status.isError && !isTermsNotAgreed(status.error)) {
    body = <ErrorState title="Your two-factor sign-in could not be loaded." onRetry={() => void status.refetch()} />;
  } else if (!status.data) {
    body = <Skeleton variant="rounded" height={72} aria-label="Loading two-factor sign-in" />;
  } else if (!status.data.enabled) {
    body = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <StatusLine status={status.data} />
        <Typography color="text.secondary">
          With two-factor sign-in, signing in asks for a code from an authenticator app on your phone as well as your password, so a stolen
          password alone does not open your account.
        </Typography>
        <FormErrorAlert text={startError} />
        <Button variant="contained" onClick={startSetup} loading={starting}>
          Set up two-factor sign-in
        </Button>
      </Box>
    );
  } else {
    const left = status.data.recovery_codes_left;
    body = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <StatusLine status={status.data} />
        <Typography color={left < FEW_CODES ? 'warning.main' : 'text.secondary'}>
          {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}
          {left < FEW_CODES && ' Make new ones before you run out.'}
        </Typography>
        {status.data.required && (
          <Typography color="text.secondary">Your company requires two-factor sign-in for admins, so it stays on.</Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" onClick={() => setDialog('regenerate')}>
            New recovery codes
          </Button>
          {!status.data.required && (
            <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
              Turn off
            </Button>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {required && view.kind !== 'codes' && !status.data?.enabled && <Alert severity="warning">{TWO_FACTOR_REQUIRED_EXPLANATION}</Alert>}
      {body}
      <TwoFactorProofDialog
        open={dialog === 'regenerate'}
        title="New recovery codes"
        description="Your current recovery codes stop working and you get ten new ones. Confirm it is you."
        confirmLabel="Make new codes"
        onClose={() => setDialog(null)}
        onSubmit={async (proof) => {
          const codes = await regenerate(proof).unwrap();
          setDialog(null);
          setView({ kind: 'codes', codes, fresh: 'regenerated' });
        }}
      />
      <TwoFactorProofDialog
        open={dialog === 'disable'}
        title="Turn off two-factor sign-in?"
        description="You will sign in with your password alone, and your recovery codes stop working. Confirm it is you."
        confirmLabel="Turn off"
        destructive
        onClose={() => setDialog(null)}
        onSubmit={async (proof) => {
          await disable(proof).unwrap();
          setDialog(null);
          notify(TWO_FACTOR_OFF_MESSAGE, 'success');
        }}
      />
    </Box>
  );
}
