import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { type Invitation, invitationBeyondRolesMessage, mayManageRoles, type Role } from '@portal/api-schema';
import { describeRoles } from '@portal/api-schema/constants';
import { formatDate, fullName, ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { inviteEditPath } from '../invite-form/invite-paths';

// The text columns wrap, so that at a laptop's width the dates and the row's actions stay in view
// whatever the addresses, names and access: kept on one line, they pushed Actions out of the table.
const COLUMNS = [
  { label: 'E-mail', wrap: { minWidth: 180, maxWidth: 260 } },
  { label: 'Name', wrap: { minWidth: 120, maxWidth: 200 } },
  { label: 'Access', wrap: { minWidth: 140, maxWidth: 220 } },
  { label: 'Invited by', wrap: { minWidth: 110, maxWidth: 180 } },
  'Sent',
  'Expires',
  { label: 'Actions', align: 'right' as const },
] as const;
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
  return invitation.invited_by ? fullName(invitation.invited_by) : 'Former user';
}

export function InvitesTable({ invitations, resending, onResend, onRevoke, viewerRoles }: InvitesTableProps) {
  return (
    <ScrollTable {...TABLE}>
      {invitations.map((invitation) => (
        <ScrollTableRow key={invitation.id}>
          <ScrollTableCell>
            <strong className={scrollTableClasses.breakAnywhere}>{invitation.email}</strong>
          </ScrollTableCell>
          <ScrollTableCell>
            {invitation.first_name} {invitation.last_name}
          </ScrollTableCell>
          <ScrollTableCell>{describeRoles(invitation.roles)}</ScrollTableCell>
          <ScrollTableCell>{invitedByText(invitation)}</ScrollTableCell>
          <ScrollTableCell>{formatDate(invitation.sent_at)}</ScrollTableCell>
          <ScrollTableCell>
            {invitation.status === 'expired' ? (
              <Chip size="small" color="warning" variant="outlined" label="Expired" />
            ) : (
              formatDate(invitation.expires_at)
            )}
          </ScrollTableCell>
          <ScrollTableCell>
            {!mayManageRoles(viewerRoles, invitation.roles) ? (
              <span className={`${scrollTableClasses.secondary} ${scrollTableClasses.endNote}`}>
                {invitationBeyondRolesMessage(viewerRoles, invitation.roles)}
              </span>
            ) : (
              <div className={scrollTableClasses.actions}>
                <Button
                  size="small"
                  component={RouterLink}
                  to={inviteEditPath(invitation.id)}
                  aria-label={`Edit the invite for ${invitation.email}`}
                >
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
                <Button
                  size="small"
                  color="error"
                  onClick={() => onRevoke(invitation)}
                  aria-label={`Revoke the invite for ${invitation.email}`}
                >
                  Revoke
                </Button>
              </div>
            )}
          </ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
