import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RoleGroup } from '@portal/api-schema';
import type { RouteHandle } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { ROLE_LABELS } from '../roles/roles';

const USERS_PAGE_PATH = '/users';

/** Who a group-gated page is for, as the no-access text names them. */
const GROUP_AUDIENCES: Record<RoleGroup, string> = {
  admin: 'administrators of your company (users with every access)',
  finance: 'the finance users of your company',
  legal: 'the legal users of your company',
  interview: 'the interviewers of your company',
};

function UsersPageLink() {
  return (
    <Link component={RouterLink} to={USERS_PAGE_PATH}>
      Users page
    </Link>
  );
}

function MissingAccess({ handle }: { handle: RouteHandle }) {
  if (handle.group) {
    return (
      <>
        {handle.title} is only available to {GROUP_AUDIENCES[handle.group]}. An administrator can grant access on the <UsersPageLink />.
      </>
    );
  }
  if (handle.role) {
    return (
      <>
        Opening {handle.title} needs the “{ROLE_LABELS[handle.role]}” access, which your account does not have. An administrator of your
        company can grant it on the <UsersPageLink />.
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
