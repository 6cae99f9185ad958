import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanyUser } from '@portal/api-schema';
import { ConfirmDialog, FormErrorAlert, fullName, notify, placeServerErrors } from '@portal/ui';
import { useState } from 'react';
import { useUpdateCompanyUserMutation } from '../endpoints/company-users-api';
import { UserPageContent } from '../user-single/user-page';
import { UserStatusChip } from '../user-single/user-status-chip';

const nameOf = (user: CompanyUser) => fullName(user) || user.email;

/** The Disable user and Enable user dialogs: each says what the change does to the user before it is made. */
export const disableDialog = (name: string) => ({
  title: `Disable ${name}?`,
  body: `${name} will no longer be able to log in or use the features of the portal. Any session they have open ends at once.`,
  confirm: 'Disable',
});
export const enableDialog = (name: string) => ({
  title: `Enable ${name}?`,
  body: `${name} will be able to log in and use the features again.`,
  confirm: 'Enable',
});

function DisableOrEnable({ user }: { user: CompanyUser }) {
  const [update, { isLoading }] = useUpdateCompanyUserMutation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = nameOf(user);
  const dialog = user.enabled ? disableDialog(name) : enableDialog(name);
  const lastEditor = user.enabled && user.last_account_editor;

  const confirm = async () => {
    setError(null);
    try {
      const updated = await update({ id: user.id, changes: { enabled: !user.enabled }, isMe: false }).unwrap();
      notify(updated.enabled ? `${name} is enabled again.` : `${name} is disabled.`, 'success');
    } catch (failure) {
      setError(placeServerErrors(failure, () => null).formError);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography>Status:</Typography>
        <UserStatusChip enabled={user.enabled} />
      </Box>
      <Typography color="text.secondary">
        {user.enabled
          ? `Disabling ${name} signs them out everywhere at once and keeps them from logging in. Their history stays, and you can enable them again at any time.`
          : `${name} cannot log in. Enabling lets them log in again with their password.`}
      </Typography>
      <FormErrorAlert text={error} />
      {lastEditor && (
        <Alert severity="info">
          {name} is the company’s last enabled account editor. Make someone else an account editor before disabling them.
        </Alert>
      )}
      <Box>
        <Button variant="contained" color={user.enabled ? 'error' : 'primary'} disabled={lastEditor} onClick={() => setAsking(true)}>
          {user.enabled ? 'Disable user' : 'Enable user'}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        destructive={user.enabled}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {dialog.body}
      </ConfirmDialog>
    </Box>
  );
}

/** /users/:id/disable: an account editor disables or enables a colleague (never themselves). */
export function UserDisableScreen() {
  return (
    <UserPageContent>
      {({ user, isMe, outOfScope }) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Typography variant="h2" gutterBottom>
            {user.enabled ? 'Disable user' : 'Enable user'}
          </Typography>
          {isMe ? (
            <Alert severity="info">You cannot disable your own account.</Alert>
          ) : outOfScope ? (
            <Alert severity="info">{outOfScope}</Alert>
          ) : (
            <DisableOrEnable user={user} />
          )}
        </Paper>
      )}
    </UserPageContent>
  );
}
