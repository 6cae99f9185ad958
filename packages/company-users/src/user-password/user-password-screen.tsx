import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CompanyUser, PASSWORD_MIN_LENGTH, passwordChangeRequestSchema, type PasswordChangeRequest } from '@portal/api-schema';
import { applyServerErrors, fieldErrorProps, FormErrorAlert, notify, placeServerErrors } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePasswordMutation, useSendPasswordResetLinkMutation } from '../endpoints/company-users-api';
import { UserPageContent, useUserPage } from '../user-single/user-page';
import { PasswordTextField } from './password-text-field';
import { UserTwoFactorSection } from '../user-two-factor/user-two-factor-section';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Other sessions were signed out.';

const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

const EMPTY_FORM: PasswordChangeRequest = { current_password: '', new_password: '', new_password_confirmation: '' };

function PasswordChangeForm() {
  const [changePassword] = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeRequest>({
    defaultValues: EMPTY_FORM,
    resolver: zodResolver(passwordChangeRequestSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword(values).unwrap();
      reset(EMPTY_FORM);
      notify(PASSWORD_CHANGED_MESSAGE, 'success');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading" sx={{ display: 'grid', gap: 2.5 }}>
        <Box>
          <Typography id="password-heading" variant="h2" gutterBottom>
            Change password
          </Typography>
          <Typography color="text.secondary">
            Use at least {PASSWORD_MIN_LENGTH} characters. Your other sessions are signed out when the password changes.
          </Typography>
        </Box>
        <FormErrorAlert text={formError} />
        <PasswordTextField
          {...register('current_password')}
          id="field-current_password"
          label="Current password"
          autoComplete="current-password"
          required
          fullWidth
          {...fieldErrorProps(errors.current_password)}
        />
        <PasswordTextField
          {...register('new_password')}
          id="field-new_password"
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
          {...fieldErrorProps(errors.new_password, `At least ${PASSWORD_MIN_LENGTH} characters.`)}
        />
        <PasswordTextField
          {...register('new_password_confirmation')}
          id="field-new_password_confirmation"
          label="Repeat the new password"
          autoComplete="new-password"
          required
          fullWidth
          {...fieldErrorProps(errors.new_password_confirmation)}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            Change password
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export function resetLinkSentMessage(email: string): string {
  return `We sent ${email} a link to choose a new password. It works once, for an hour.`;
}

/** An account editor on a colleague's page: the forgotten-password e-mail, sent for them. */
function ResetLink({ user }: { user: CompanyUser }) {
  const [send, { isLoading }] = useSendPasswordResetLinkMutation();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const sendLink = async () => {
    setOutcome(null);
    try {
      const { email } = await send(user.id).unwrap();
      setOutcome({ severity: 'success', text: resetLinkSentMessage(email) });
    } catch (error) {
      setOutcome({ severity: 'error', text: placeServerErrors(error, () => null).formError ?? '' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560, display: 'grid', gap: 2 }}>
      <Typography variant="h2">Password</Typography>
      <Typography color="text.secondary">
        Only {user.first_name || 'the user'} can change their password. If they forgot it, send them the link to choose a new one: the
        e-mail of the Forgot password page.
      </Typography>
      {!user.enabled && <Alert severity="info">{user.first_name || 'The user'} is disabled. Enable them before sending a link.</Alert>}
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={() => void sendLink()} loading={isLoading} disabled={!user.enabled}>
          Send password reset link
        </Button>
      </Box>
    </Paper>
  );
}

/** /users/:id/password: one's own password form; on a colleague's page, an account editor sends a reset link. */
export function UserPasswordScreen() {
  const { id, isMe, isEditor, outOfScope } = useUserPage();
  if (isMe)
    return (
      <>
        <PasswordChangeForm />
        <UserTwoFactorSection userId={id} />
      </>
    );
  // Neither a reset link nor a two-factor reset for a colleague with roles the editor lacks.
  if (outOfScope) return <Alert severity="info">{outOfScope}</Alert>;
  if (!isEditor) {
    return (
      <Alert severity="info">
        Only the user can change their own password. To change yours, open Personal Settings from your account menu.
      </Alert>
    );
  }
  return (
    <UserPageContent>
      {({ user }) => (
        <>
          <ResetLink user={user} />
          <UserTwoFactorSection userId={user.id} />
        </>
      )}
    </UserPageContent>
  );
}
