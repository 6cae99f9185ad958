import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CompanyUserSummary } from '@portal/api-schema';
import { describeRoles } from '@portal/api-schema/constants';
import { formatDateTime, ScrollTable, ScrollTableSkeleton, UserAvatar } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { UserStatusChip } from '../user-single/user-status-chip';

const COLUMNS = ['Name', 'E-mail', 'Role group', 'Status', 'Last sign-in'] as const;
const TABLE = { label: 'Users', columns: COLUMNS, minWidth: 860 };

export const userPagePath = (id: string) => `/users/${id}/info`;

export function UsersTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={5} />;
}

export function UsersTable({ users }: { users: readonly CompanyUserSummary[] }) {
  return (
    <ScrollTable {...TABLE}>
      {users.map((user) => {
        const name = `${user.first_name} ${user.last_name}`.trim();
        return (
          <TableRow key={user.id} hover>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {/* The name beside it says who it is. */}
                <Box aria-hidden sx={{ display: 'flex' }}>
                  <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={32} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={userPagePath(user.id)} sx={{ fontWeight: 600 }}>
                    {name}
                  </Link>
                  {user.job_title && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {user.job_title}
                    </Typography>
                  )}
                </Box>
              </Box>
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
              {user.email_change_pending && <Chip size="small" variant="outlined" label="New e-mail unconfirmed" sx={{ mt: 0.5 }} />}
            </TableCell>
            <TableCell>{describeRoles(user.extracted_roles)}</TableCell>
            <TableCell>
              <UserStatusChip enabled={user.enabled} />
            </TableCell>
            <TableCell>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Never'}</TableCell>
          </TableRow>
        );
      })}
    </ScrollTable>
  );
}
