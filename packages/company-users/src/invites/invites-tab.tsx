import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Invitation } from '@portal/api-schema';
import { useSession } from '@portal/auth';
import { countText, KeysetListView, notify, useCursorStack, useUrlFilters } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation } from '../endpoints/invitations-api';
import { INVITE_PATHS } from '../invite-form/invite-paths';
import { inviteFiltersSchema, inviteListQueryOf } from './invite-filters';
import { InvitesFiltersBar } from './invites-filters-bar';
import { InvitesTable, InvitesTableSkeleton } from './invites-table';
import { RevokeInviteDialog } from './revoke-invite-dialog';

export const NO_INVITES = 'No pending invites';
export const NO_MATCHES = 'No invites match these filters';

const inviteCount = (count: number) => countText(count, 'invite');

function InviteUserButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  return (
    <Button variant={variant} component={RouterLink} to={INVITE_PATHS.create} startIcon={<AddIcon />}>
      Invite user
    </Button>
  );
}

/**
 * /users/invites: the company's invitations still waiting for an answer, with the way to invite
 * someone, change, resend or withdraw an invitation. A tab of the users page (account editors).
 */
export function InvitesTab() {
  const viewerRoles = useSession().user?.extracted_roles ?? [];
  const { filters, setFilters, clearFilters, active, key } = useUrlFilters(inviteFiltersSchema);
  const paging = useCursorStack(key);
  // Invitations are accepted elsewhere: a list opened again is fetched again.
  const list = useGetInvitationsQuery(inviteListQueryOf(filters, paging.cursor), { refetchOnMountOrArgChange: true });
  const [resend] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const [resending, setResending] = useState<string | null>(null);
  const [target, setTarget] = useState<{ invitation: Invitation; open: boolean } | null>(null);

  const onResend = async (invitation: Invitation) => {
    setResending(invitation.id);
    try {
      const resent = await resend(invitation.id).unwrap();
      notify(`The invite was sent again to ${resent.email}.`, 'success');
    } catch {
      // The API client's toast says what went wrong.
    } finally {
      setResending(null);
    }
  };

  const closeDialog = () => setTarget((current) => (current ? { ...current, open: false } : null));
  const onConfirmRevoke = async () => {
    if (!target) return;
    try {
      await revoke(target.invitation.id).unwrap();
      notify(`The invite for ${target.invitation.email} was deleted.`, 'success');
      closeDialog();
    } catch {
      // The API client's toast says what went wrong; the dialog stays for another try or Cancel.
    }
  };

  return (
    <>
      {/* The users page's header holds the 'Invite user' button. */}
      <InvitesFiltersBar filters={filters} active={active} onChange={setFilters} onClear={clearFilters} />
      <KeysetListView
        query={list}
        paging={paging}
        errorTitle="The invites could not be loaded."
        skeleton={<InvitesTableSkeleton />}
        empty={{
          title: NO_INVITES,
          description: 'Invite colleagues to work with you here: choose what each of them can access, and they set their own password.',
          action: <InviteUserButton />,
        }}
        noMatch={{ title: NO_MATCHES, onClear: clearFilters }}
        filtered={active}
        pagerLabel="Invite pages"
        countText={(page) => inviteCount(page.total)}
      >
        {(page) => (
          <InvitesTable
            invitations={page.items}
            resending={resending}
            onResend={(invitation) => void onResend(invitation)}
            onRevoke={(invitation) => setTarget({ invitation, open: true })}
            viewerRoles={viewerRoles}
          />
        )}
      </KeysetListView>
      <RevokeInviteDialog
        open={target?.open ?? false}
        email={target?.invitation.email ?? ''}
        busy={revoking.isLoading}
        onConfirm={() => void onConfirmRevoke()}
        onCancel={closeDialog}
      />
    </>
  );
}
