import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type RecoveryCodes, twoFactorConfirmRequestSchema, type TwoFactorSetup } from '@portal/api-schema';
import { applyServerErrors, fieldErrorProps, FormErrorAlert, notify } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirmTwoFactorMutation } from '../endpoints/two-factor-api';

/** The key in groups of four, as people type it into an app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface TwoFactorSetupStepsProps {
  setup: TwoFactorSetup;
  onEnabled: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then confirm with the app's code: only then is it on. */
export function TwoFactorSetupSteps({ setup, onEnabled, onCancel }: TwoFactorSetupStepsProps) {
  const [confirm] = useConfirmTwoFactorMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' }, resolver: zodResolver(twoFactorConfirmRequestSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onEnabled(await confirm(values).unwrap());
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['code']));
    }
  });

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      notify('The key is copied.', 'success');
    } catch {
      notify('The key could not be copied. Select it and copy it by hand.', 'error');
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Set up two-factor sign-in" sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h3" gutterBottom>
          1. Add this account to your authenticator app
        </Typography>
        <Typography color="text.secondary">
          Scan the QR code with an app such as Google Authenticator, Microsoft Authenticator or 1Password.
        </Typography>
      </Box>
      <Box
        component="img"
        src={setup.qr_code}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
        sx={{ width: 200, height: 200, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Cannot scan it? Enter this key in the app instead (time-based):
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography
            component="code"
            data-testid="two-factor-secret"
            sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '1rem', overflowWrap: 'anywhere' }}
          >
            {groupedSecret(setup.secret)}
          </Typography>
          <Button size="small" variant="outlined" onClick={copySecret}>
            Copy key
          </Button>
        </Box>
      </Box>
      <Box>
        <Typography variant="h3" gutterBottom>
          2. Enter the code the app shows
        </Typography>
        <Typography color="text.secondary">Two-factor sign-in is on once the code is confirmed.</Typography>
      </Box>
      <FormErrorAlert text={formError} />
      <TextField
        {...register('code')}
        id="field-two-factor-code"
        label="6-digit code"
        required
        autoComplete="one-time-code"
        sx={{ maxWidth: 240 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        {...fieldErrorProps(errors.code)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Turn on
        </Button>
        <Button onClick={onCancel} disabled={isSubmitting} color="inherit">
          Cancel
        </Button>
      </Box>
      <Alert severity="info" variant="outlined">
        Keep the app on a device you always have with you: you will need a code each time you sign in.
      </Alert>
    </Box>
  );
}
