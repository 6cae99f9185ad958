import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { CompanyUserSummary } from '@portal/api-schema';
import { describeRoles } from '@portal/api-schema/constants';
import {
  formatDateTime,
  fullName,
  ScrollTable,
  ScrollTableCell,
  scrollTableClasses,
  ScrollTableRow,
  ScrollTableSkeleton,
  UserAvatar,
} from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { UserStatusChip } from '../user-single/user-status-chip';

const COLUMNS = ['Name', 'E-mail', 'Role group', 'Status', 'Last sign-in'] as const;
const TABLE = { label: 'Users', columns: COLUMNS, minWidth: 860 };

const userPagePath = (id: string) => `/users/${id}/info`;

export function UsersTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={5} />;
}

export function UsersTable({ users }: { users: readonly CompanyUserSummary[] }) {
  return (
    <ScrollTable {...TABLE}>
      {users.map((user) => {
        const name = fullName(user);
        return (
          <ScrollTableRow key={user.id}>
            <ScrollTableCell title>
              <div className={scrollTableClasses.person}>
                {/* The name beside it says who it is. */}
                <span aria-hidden>
                  <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={32} />
                </span>
                <div>
                  <Link component={RouterLink} to={userPagePath(user.id)}>
                    {name}
                  </Link>
                  {user.job_title && <span className={scrollTableClasses.secondary}>{user.job_title}</span>}
                </div>
              </div>
            </ScrollTableCell>
            <ScrollTableCell>
              {user.email}
              {user.email_change_pending && (
                <span className={scrollTableClasses.below}>
                  <Chip size="small" variant="outlined" label="New e-mail unconfirmed" />
                </span>
              )}
            </ScrollTableCell>
            <ScrollTableCell>{describeRoles(user.extracted_roles)}</ScrollTableCell>
            <ScrollTableCell>
              <UserStatusChip enabled={user.enabled} />
            </ScrollTableCell>
            <ScrollTableCell>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Never'}</ScrollTableCell>
          </ScrollTableRow>
        );
      })}
    </ScrollTable>
  );
}
