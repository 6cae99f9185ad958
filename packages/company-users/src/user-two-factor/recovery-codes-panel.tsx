import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { saveBlob } from '@portal/api-client';
import { notify } from '@portal/ui';

export const RECOVERY_CODES_FILE_NAME = 'client-portal-recovery-codes.txt';

/** The text of the saved file: what the codes are for, then one code a line. */
export function recoveryCodesText(email: string, codes: readonly string[]): string {
  return [
    `Client Portal recovery codes for ${email}`,
    'Each code signs you in once when you cannot use your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export interface RecoveryCodesPanelProps {
  email: string;
  codes: readonly string[];
  /** The first codes after turning it on, or new ones that replace the old. */
  fresh: 'enabled' | 'regenerated';
  onDone: () => void;
}

/** The recovery codes, shown once: copy, download, then Done. */
export function RecoveryCodesPanel({ email, codes, fresh, onDone }: RecoveryCodesPanelProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(email, codes));
      notify('The recovery codes are copied.', 'success');
    } catch {
      notify('The codes could not be copied. Select them and copy them by hand, or download them.', 'error');
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-labelledby="recovery-codes-heading" role="region">
      <Alert severity="success">
        {fresh === 'enabled'
          ? 'Two-factor sign-in is on. From now on you sign in with your password and a code from your app.'
          : 'You have new recovery codes. The old ones no longer work.'}
      </Alert>
      <Box>
        <Typography id="recovery-codes-heading" variant="h3" gutterBottom>
          Save your recovery codes
        </Typography>
        <Typography color="text.secondary">
          If you lose your phone, each of these codes signs you in once instead of a code from the app. This is the only time they are
          shown: copy or download them and keep them somewhere safe, such as a password manager.
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' },
          justifyContent: 'start',
          gap: 1.5,
          columnGap: 3,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" onClick={copy}>
          Copy codes
        </Button>
        <Button
          variant="outlined"
          onClick={() => saveBlob(new Blob([recoveryCodesText(email, codes)], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME)}
        >
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Box>
    </Box>
  );
}
