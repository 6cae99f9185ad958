import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorToastText } from '@portal/api-client';
import { ConfirmDialog, ErrorState, formatDate, fullName, notify } from '@portal/ui';
import { useState } from 'react';
import { useGetCompanyUserQuery } from '../endpoints/company-users-api';
import { useGetUserTwoFactorQuery, useResetUserTwoFactorMutation } from '../endpoints/two-factor-api';

/** An account_editor's view of a colleague's two-factor sign-in, with its reset for a lost phone. */
export function ColleagueTwoFactor({ userId }: { userId: string }) {
  const state = useGetUserTwoFactorQuery(userId);
  const { data: colleague } = useGetCompanyUserQuery(userId);
  const [reset, { isLoading: resetting }] = useResetUserTwoFactorMutation();
  const [confirming, setConfirming] = useState(false);
  const name = colleague ? fullName(colleague) : 'this user';

  if (state.isError) return <ErrorState title="Their two-factor sign-in could not be loaded." onRetry={() => void state.refetch()} />;
  if (!state.data) return <Skeleton variant="rounded" height={72} aria-label="Loading two-factor sign-in" />;

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Chip label={state.data.enabled ? 'On' : 'Off'} color={state.data.enabled ? 'success' : 'default'} size="small" />
        {state.data.enabled && state.data.enabled_at && (
          <Typography color="text.secondary">Since {formatDate(state.data.enabled_at)}</Typography>
        )}
      </Box>
      {state.data.enabled ? (
        <>
          <Typography color="text.secondary">
            If {name} has lost their phone and their recovery codes, reset their two-factor sign-in: they sign in with their password alone
            until they set it up again.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Reset two-factor sign-in
          </Button>
        </>
      ) : (
        <Typography color="text.secondary">Only {name} can turn it on, from their own Password page.</Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Reset two-factor sign-in for ${name}?`}
        confirmLabel="Reset"
        destructive
        busy={resetting}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await reset(userId).unwrap();
            notify(`Two-factor sign-in of ${name} is reset.`, 'success');
          } catch (error) {
            notify(errorToastText(error), 'error');
          } finally {
            setConfirming(false);
          }
        }}
      >
        {`${name} will sign in with their password alone until they set two-factor sign-in up again. Do this only when you are sure it is them asking.`}
      </ConfirmDialog>
    </Box>
  );
}
