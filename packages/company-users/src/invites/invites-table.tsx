import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Invitation, invitationBeyondRolesMessage, mayManageRoles, type Role } from '@portal/api-schema';
import { describeRoles } from '@portal/api-schema/constants';
import { formatDate, ScrollTable, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { inviteEditPath } from '../invite-form/invite-paths';

const COLUMNS = ['E-mail', 'Name', 'Access', 'Invited by', 'Sent', 'Expires', { label: 'Actions', align: 'right' as const }] as const;
const TABLE = { label: 'Invites', columns: COLUMNS, minWidth: 980 };

export function InvitesTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={3} />;
}

export interface InvitesTableProps {
  invitations: readonly Invitation[];
  /** The invitation whose resend is on its way: its button waits. */
  resending: string | null;
  onResend(invitation: Invitation): void;
  onRevoke(invitation: Invitation): void;
  /** The signed-in editor's roles: an invite granting roles beyond them is not theirs to change. */
  viewerRoles: readonly Role[];
}

export function invitedByText(invitation: Invitation): string {
  return invitation.invited_by ? `${invitation.invited_by.first_name} ${invitation.invited_by.last_name}` : 'Former user';
}

export function InvitesTable({ invitations, resending, onResend, onRevoke, viewerRoles }: InvitesTableProps) {
  return (
    <ScrollTable {...TABLE}>
      {invitations.map((invitation) => (
        <TableRow key={invitation.id} hover>
          <TableCell sx={{ fontWeight: 600 }}>{invitation.email}</TableCell>
          <TableCell>
            {invitation.first_name} {invitation.last_name}
          </TableCell>
          <TableCell>{describeRoles(invitation.roles)}</TableCell>
          <TableCell>{invitedByText(invitation)}</TableCell>
          <TableCell>{formatDate(invitation.sent_at)}</TableCell>
          <TableCell>
            {invitation.status === 'expired' ? (
              <Chip size="small" color="warning" variant="outlined" label="Expired" />
            ) : (
              formatDate(invitation.expires_at)
            )}
          </TableCell>
          <TableCell align="right">
            {!mayManageRoles(viewerRoles, invitation.roles) ? (
              <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 280, ml: 'auto' }}>
                {invitationBeyondRolesMessage(viewerRoles, invitation.roles)}
              </Typography>
            ) : (
            <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
              <Button size="small" component={RouterLink} to={inviteEditPath(invitation.id)} aria-label={`Edit the invite for ${invitation.email}`}>
                Edit
              </Button>
              <Button
                size="small"
                onClick={() => onResend(invitation)}
                loading={resending === invitation.id}
                disabled={resending !== null}
                aria-label={`Resend the invite for ${invitation.email}`}
              >
                Resend
              </Button>
              <Button size="small" color="error" onClick={() => onRevoke(invitation)} aria-label={`Revoke the invite for ${invitation.email}`}>
                Revoke
              </Button>
            </Box>
            )}
          </TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
