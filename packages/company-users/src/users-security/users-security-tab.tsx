import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorToastText } from '@portal/api-client';
import type { TwoFactorAdmin } from '@portal/api-schema';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  fullName,
  notify,
  ScrollTable,
  ScrollTableCell,
  ScrollTableRow,
  ScrollTableSkeleton,
} from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetTwoFactorPolicyQuery, useSetTwoFactorPolicyMutation } from '../endpoints/two-factor-api';

export const REQUIRE_LABEL = 'Require two-factor sign-in for admins';

/** "2 of 5 admins have not set it up." */
export function missingSummary(admins: readonly TwoFactorAdmin[]): string {
  const missing = admins.filter((admin) => !admin.two_factor_enabled).length;
  if (admins.length === 0) return 'Your company has no admins.';
  if (missing === 0) return admins.length === 1 ? 'The admin has set it up.' : `All ${admins.length} admins have set it up.`;
  return `${missing} of ${admins.length} ${admins.length === 1 ? 'admin has' : 'admins have'} not set it up.`;
}

const ADMIN_COLUMNS = ['Name', 'E-mail', 'Two-factor sign-in'] as const;

function AdminsTable({ admins }: { admins: readonly TwoFactorAdmin[] }) {
  if (admins.length === 0) {
    return <EmptyState title="No admins" description="Admins are users with all five roles. Your company has none at the moment." />;
  }
  return (
    <ScrollTable label="Admins and their two-factor sign-in" columns={ADMIN_COLUMNS} minWidth={520}>
      {admins.map((admin) => (
        <ScrollTableRow key={admin.id}>
          <ScrollTableCell>
            <Link component={RouterLink} to={`/users/${admin.id}/password`}>
              {fullName(admin) || admin.email}
            </Link>
          </ScrollTableCell>
          <ScrollTableCell>{admin.email}</ScrollTableCell>
          <ScrollTableCell>
            <Chip
              size="small"
              label={admin.two_factor_enabled ? 'Set up' : 'Not set up'}
              color={admin.two_factor_enabled ? 'success' : 'warning'}
              variant={admin.two_factor_enabled ? 'filled' : 'outlined'}
            />
          </ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}

/**
 * /users/security (account_editor): whether the company requires two-factor sign-in of its admins
 * (users with all five roles), and which admins have not set it up.
 */
export function UsersSecurityTab() {
  const policy = useGetTwoFactorPolicyQuery();
  const [save, { isLoading: saving }] = useSetTwoFactorPolicyMutation();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(requireForAdmins: boolean) {
    setError(null);
    try {
      await save({ require_for_admins: requireForAdmins }).unwrap();
      notify(requireForAdmins ? 'Admins now need two-factor sign-in.' : 'Admins no longer need two-factor sign-in.', 'success');
    } catch (failure) {
      setError(errorToastText(failure));
    } finally {
      setAsking(null);
    }
  }

  if (policy.isError) return <ErrorState title="The security settings could not be loaded." onRetry={() => void policy.refetch()} />;
  const data = policy.data;
  const missing = data?.admins.filter((admin) => !admin.two_factor_enabled).length ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="two-factor-policy-heading"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      >
        <Box>
          <Typography id="two-factor-policy-heading" variant="h2" gutterBottom>
            Two-factor sign-in for admins
          </Typography>
          <Typography color="text.secondary">
            Admins (users with all five roles) can pay invoices, sign contracts and change everyone&apos;s access. When you require
            two-factor sign-in, an admin who has not set it up can do nothing else in the portal until they do. You need to use it yourself
            to require it.
          </Typography>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        {data ? (
          <FormControlLabel
            control={<Switch checked={data.require_for_admins} onChange={(event) => setAsking(event.target.checked)} disabled={saving} />}
            label={REQUIRE_LABEL}
          />
        ) : (
          <Skeleton variant="rounded" width={320} height={38} aria-label="Loading the requirement" />
        )}
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="two-factor-admins-heading"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      >
        <Box>
          <Typography id="two-factor-admins-heading" variant="h2" gutterBottom>
            Admins
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {data ? missingSummary(data.admins) : 'Loading the admins…'} Each sets it up on their own Password page.
          </Typography>
        </Box>
        {data ? (
          <AdminsTable admins={data.admins} />
        ) : (
          <ScrollTableSkeleton label="Admins and their two-factor sign-in" columns={ADMIN_COLUMNS} minWidth={520} rows={3} />
        )}
      </Paper>

      <ConfirmDialog
        open={asking === true}
        title="Require two-factor sign-in for admins?"
        confirmLabel="Require"
        busy={saving}
        onCancel={() => setAsking(null)}
        onConfirm={() => void change(true)}
      >
        {missing > 0
          ? `${missing === 1 ? 'One admin has' : `${missing} admins have`} not set it up: from their next page on, they can do nothing but set it up.`
          : 'Every admin has set it up. Admins added later will have to set it up before anything else.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === false}
        title="Stop requiring two-factor sign-in?"
        confirmLabel="Stop requiring"
        destructive
        busy={saving}
        onCancel={() => setAsking(null)}
        onConfirm={() => void change(false)}
      >
        Admins who use it keep it on, but new admins can work without it.
      </ConfirmDialog>
    </Box>
  );
}
