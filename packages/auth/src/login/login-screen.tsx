import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { tokenStorage } from '@portal/api-client';
import { loginRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useLoginMutation } from '../endpoints/auth-api';
import { muiField } from '../forms/form-field';
import { PasswordField } from '../forms/password-field';
import { applyServerErrors } from '../forms/server-errors';
import { safeNextPath } from '../guard/next-path';
import { startSession, type AppDispatch } from '../session/session';

const LOGIN_FIELDS = ['email', 'password'] as const;

export function LoginScreen() {
  const [login] = useLoginMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // A token left from an expired session must not ride along with the login request.
    tokenStorage.clear();
    try {
      const session = await login(values).unwrap();
      startSession(dispatch, session.token, session.user);
      await navigate(safeNextPath(location.search), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LOGIN_FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="login-heading">
      <Typography id="login-heading" variant="h1" gutterBottom>
        Log in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back. Sign in to manage your hiring, team, contracts and invoices.
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
        <PasswordField
          {...muiField(register, 'password')}
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to="/forgot-password">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          Log in
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to the marketplace?{' '}
          <Link component={RouterLink} to="/register">
            Create an account
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
