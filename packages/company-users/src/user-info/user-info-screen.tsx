import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isApiError } from '@portal/api-client';
import { ROLE_LABELS } from '@portal/auth';
import type { CompanyUser } from '@portal/api-schema';
import { EmptyState, ErrorState, LoadingState, UserAvatar } from '@portal/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useGetCompanyUserQuery } from '../endpoints/company-users-api';
import { USER_TYPE_LABELS } from './user-labels';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.5, sm: 2 }, py: 1.5 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function UserDetails({ user }: { user: CompanyUser }) {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2">{fullName}</Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label="E-mail">
          <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
        </Detail>
        <Detail label="Type">
          <Typography>{USER_TYPE_LABELS[user.type]}</Typography>
        </Detail>
        <Detail label="Access">
          {user.extracted_roles.length === 0 ? (
            <Typography color="text.secondary">No access rights</Typography>
          ) : (
            <Box component="ul" aria-label="Access rights" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
              {user.extracted_roles.map((role) => (
                <li key={role}>
                  <Chip label={ROLE_LABELS[role]} size="small" />
                </li>
              ))}
            </Box>
          )}
        </Detail>
        <Detail label="Status">
          <Chip
            label={user.enabled ? 'Enabled' : 'Disabled'}
            color={user.enabled ? 'success' : 'default'}
            size="small"
            variant={user.enabled ? 'filled' : 'outlined'}
          />
        </Detail>
      </Box>
    </Paper>
  );
}

export function UserInfoScreen() {
  const { id = '' } = useParams();
  const { data: user, error, isLoading, isFetching, refetch } = useGetCompanyUserQuery(id);

  if (isLoading || (error && isFetching)) return <LoadingState label="Loading the user" />;
  // The API answers 422 for an id that is not a user id at all.
  if (isApiError(error) && (error.status === 404 || error.status === 422)) {
    return (
      <EmptyState
        title="User not found"
        description="There is no such user in your company. The link may be wrong, or the user was removed."
      />
    );
  }
  if (error || !user) {
    return (
<ErrorState title="The user could not be loaded." onRetry={() => void refetch()} />
    );
  }
  return <UserDetails user={user} />;
}
