import { Box, Button, Link, Typography } from '@mui/material';
import type { RouteHandle } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { ROLE_LABELS } from '../roles/roles';

export const USERS_PAGE_PATH = '/users';

function MissingAccess({ handle }: { handle: RouteHandle }) {
  if (handle.role) {
    return (
      <>
        Opening {handle.title} needs the “{ROLE_LABELS[handle.role]}” access, which your account does not have. An
        administrator of your company can grant it on the{' '}
        <Link component={RouterLink} to={USERS_PAGE_PATH}>
          Users page
        </Link>
        .
      </>
    );
  }
  return <>{handle.title} is only available to client users of a company account.</>;
}

/** What a role-gated route shows when the user lacks its access: never a blank page. */
export function NoAccessPage({ handle }: { handle: RouteHandle }) {
  return (
    <Box component="section" aria-labelledby="no-access-heading" sx={{ maxWidth: 560, mx: 'auto', py: 8, textAlign: 'center' }}>
      <Typography id="no-access-heading" variant="h1" gutterBottom>
        You don’t have access to this page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <MissingAccess handle={handle} />
      </Typography>
      <Button variant="contained" component={RouterLink} to="/dashboard">
        Go to the dashboard
      </Button>
    </Box>
  );
}
