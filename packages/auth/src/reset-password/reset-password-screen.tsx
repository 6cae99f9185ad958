import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { fieldErrors } from '@portal/api-client';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_INVALID_MESSAGE, resetPasswordRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { useResetPasswordMutation } from '../endpoints/auth-api';
import { muiField } from '../forms/form-field';
import { PasswordField } from '../forms/password-field';
import { applyServerErrors } from '../forms/server-errors';

const RESET_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

type Outcome = { kind: 'form' } | { kind: 'invalid-token'; message: string } | { kind: 'done' };

export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const [resetPassword] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await resetPassword(values).unwrap();
        setOutcome({ kind: 'done' });
      } catch (error) {
        const tokenError = fieldErrors(error).token;
        if (tokenError) setOutcome({ kind: 'invalid-token', message: tokenError });
        else setFormError(applyServerErrors(error, setError, RESET_PASSWORD_FIELDS));
      }
    },
    (invalid) => {
      // The token comes from the link, not from a field: a malformed one means a broken link.
      if (invalid.token) setOutcome({ kind: 'invalid-token', message: RESET_TOKEN_INVALID_MESSAGE });
    },
  );

  if (outcome.kind === 'invalid-token') {
    return (
      <Box component="section" aria-labelledby="reset-heading">
        <Typography id="reset-heading" variant="h1" gutterBottom>
          This link no longer works
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {outcome.message}
        </Alert>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" component={RouterLink} to="/forgot-password">
            Request a new link
          </Button>
          <Link component={RouterLink} to="/login">
            Back to login
          </Link>
        </Stack>
      </Box>
    );
  }

  if (outcome.kind === 'done') {
    return (
      <Box component="section" aria-labelledby="reset-heading">
        <Typography id="reset-heading" variant="h1" gutterBottom>
          Password changed
        </Typography>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          Your new password is set. Log in with it to continue.
        </Alert>
        <Button variant="contained" component={RouterLink} to="/login" replace>
          Log in
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="reset-heading">
      <Typography id="reset-heading" variant="h1" gutterBottom>
        Choose a new password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Use at least {PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is easy to remember and
        hard to guess.
      </Typography>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        <PasswordField
          {...muiField(register, 'password')}
          label="New password"
          autoComplete="new-password"
          autoFocus
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordField
          {...muiField(register, 'password_confirmation')}
          label="Repeat the new password"
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.password_confirmation)}
          helperText={errors.password_confirmation?.message}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          Set new password
        </Button>
        <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
          Back to login
        </Link>
      </Stack>
    </Box>
  );
}
