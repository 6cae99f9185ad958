import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasRole, useSession } from '@portal/auth';
import { ColleagueTwoFactor } from './colleague-two-factor';
import { OwnTwoFactor } from './own-two-factor';

/**
 * The 'Two-factor sign-in' section of a user page's password tab: on one's own page, turning it on
 * and off; on a colleague's, for an account_editor, its state and reset. Nothing for anyone else.
 */
export function UserTwoFactorSection({ userId }: { userId: string }) {
  const { user } = useSession();
  if (!user) return null;
  const own = user.id === userId;
  if (!own && !hasRole(user, 'account_editor')) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="two-factor-heading"
      id="two-factor"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mt: 3 }}
    >
      <Box sx={{ mb: 2 }}>
        <Typography id="two-factor-heading" variant="h2" gutterBottom>
          Two-factor sign-in
        </Typography>
        <Typography color="text.secondary">
          {own
            ? 'A code from an authenticator app on your phone, asked for after your password.'
            : 'A code from an authenticator app, asked for after the password.'}
        </Typography>
      </Box>
      {own ? <OwnTwoFactor user={user} /> : <ColleagueTwoFactor userId={userId} />}
    </Paper>
  );
}
