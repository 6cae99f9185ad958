import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useForgotPasswordMutation } from '../endpoints/auth-api';
import { muiField } from '../forms/form-field';
import { applyServerErrors } from '../forms/server-errors';

const FORGOT_PASSWORD_FIELDS = ['email'] as const;

export function ForgotPasswordScreen() {
  const [requestReset] = useForgotPasswordMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await requestReset(values).unwrap();
      setSentMessage(answer?.message || FORGOT_PASSWORD_MESSAGE);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FORGOT_PASSWORD_FIELDS));
    }
  });

  if (sentMessage) {
    return (
      <Box component="section" aria-labelledby="forgot-heading">
        <Typography id="forgot-heading" variant="h1" gutterBottom>
          Check your e-mail
        </Typography>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {sentMessage}
        </Alert>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The link is valid for a limited time. If nothing arrives within a few minutes, check your spam folder or
          ask for a new link.
        </Typography>
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="forgot-heading">
      <Typography id="forgot-heading" variant="h1" gutterBottom>
        Forgot your password?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </Typography>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        <TextField
          {...muiField(register, 'email')}
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          Send reset link
        </Button>
        <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
          Back to login
        </Link>
      </Stack>
    </Box>
  );
}
