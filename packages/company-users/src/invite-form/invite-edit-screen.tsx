import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '@portal/auth';
import {
  describeRoles,
  type Invitation,
  type InvitationRequest,
  invitationBeyondRolesMessage,
  mayManageRoles,
  type Role,
} from '@portal/api-schema';
import {
  DetailItem,
  DetailList,
  formatDate,
  FormErrorAlert,
  formSaver,
  fullName,
  notify,
  PageScaffold,
  PageStates,
  UnsavedChangesGuard,
} from '@portal/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { useGetInvitationQuery, useResendInvitationMutation, useUpdateInvitationMutation } from '../endpoints/invitations-api';
import { invitedByText } from '../invites/invites-table';
import { RolesPicker } from '../roles-picker/roles-picker';
import { InviteFields, lockedRolesOf } from './invite-fields';
import { INVITE_PATHS } from './invite-paths';
import { useInviteForm } from './use-invite-form';

export const NEW_ADDRESS_HINT = 'A new address gets a new link by e-mail; the old link stops working.';

function formValuesOf(invitation: Invitation): InvitationRequest {
  return { email: invitation.email, first_name: invitation.first_name, last_name: invitation.last_name, roles: [...invitation.roles] };
}

/** InviteEdit (/invite/edit/:id): change an invitation before it is accepted, or send it again. */
export function InviteEditScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useGetInvitationQuery(id, { refetchOnMountOrArgChange: true });
  const invitation = query.currentData;

  if (!invitation || !user || (query.isError && !query.isFetching)) {
    return (
      <PageStates
        title="Edit invite"
        query={query}
        notFound={{
          title: 'This invite no longer exists',
          description: 'It was deleted, or the address is not an invite of your company.',
          back: { label: 'Back to invites', to: INVITE_PATHS.list },
        }}
        errorTitle="The invite could not be loaded."
      />
    );
  }

  let content;
  if (invitation.status === 'accepted') {
    content = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/users" color="inherit">
            Users
          </Button>
        }
      >
        {invitation.first_name} {invitation.last_name} accepted this invite on {formatDate(invitation.accepted_at ?? '')}: they are a user
        of your company now, and their access is changed on their user page.
      </Alert>
    );
  } else if (!mayManageRoles(user.extracted_roles, invitation.roles)) {
    // The API refuses every change of it, its resend included: shown, not offered.
    content = <InviteReadOnly invitation={invitation} reason={invitationBeyondRolesMessage(user.extracted_roles, invitation.roles)} />;
  } else {
    // Keyed by the invitation: what is typed stays when a resend brings the invitation's new dates.
    content = <InviteEditForm key={invitation.id} invitation={invitation} heldRoles={user.extracted_roles} />;
  }
  return <PageScaffold title="Edit invite">{content}</PageScaffold>;
}

function InviteStatus({ invitation, resendable = true }: { invitation: Invitation; resendable?: boolean }) {
  const [resend, { isLoading }] = useResendInvitationMutation();
  const onResend = async () => {
    try {
      const resent = await resend(invitation.id).unwrap();
      notify(`The invite was sent again to ${resent.email}.`, 'success');
    } catch {
      // The API client's toast says what went wrong.
    }
  };
  const sent = `Sent on ${formatDate(invitation.sent_at)} by ${invitedByText(invitation)}.`;
  const resendButton = resendable && (
    <Button color="inherit" size="small" loading={isLoading} onClick={() => void onResend()}>
      Resend
    </Button>
  );
  return invitation.status === 'expired' ? (
    <Alert severity="warning" action={resendButton}>
      {sent} The link expired on {formatDate(invitation.expires_at)}: resend the invite to e-mail a new link.
    </Alert>
  ) : (
    <Alert severity="info" action={resendButton}>
      {sent} The link works until {formatDate(invitation.expires_at)}.
    </Alert>
  );
}

function BackToInvites() {
  return (
    <Button component={RouterLink} to={INVITE_PATHS.list} size="large" color="inherit">
      Back to invites
    </Button>
  );
}

/** An invitation granting roles the editor lacks: what it is, and why it is not theirs to change. */
function InviteReadOnly({ invitation, reason }: { invitation: Invitation; reason: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <Alert severity="info">{reason}</Alert>
      <InviteStatus invitation={invitation} resendable={false} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <DetailList gap={1.5}>
          <DetailItem term="E-mail">{invitation.email}</DetailItem>
          <DetailItem term="Name">{fullName(invitation)}</DetailItem>
          <DetailItem term="Group">{describeRoles(invitation.roles)}</DetailItem>
        </DetailList>
        <RolesPicker value={invitation.roles} onChange={() => undefined} disabled />
        <Box>
          <BackToInvites />
        </Box>
      </Paper>
    </Box>
  );
}

function InviteEditForm({ invitation, heldRoles }: { invitation: Invitation; heldRoles: readonly Role[] }) {
  const [updateInvitation] = useUpdateInvitationMutation();
  const {
    form: {
      register,
      control,
      handleSubmit,
      reset,
      formState: { errors, isSubmitting, isDirty },
    },
    formError,
    saver,
  } = useInviteForm(formValuesOf(invitation));

  const save = saver(async (values) => {
    const saved = await updateInvitation({ id: invitation.id, changes: values }).unwrap();
    reset(formValuesOf(saved));
    const newLink = saved.email !== invitation.email;
    notify(newLink ? `The invite was saved and a new link sent to ${saved.email}.` : 'The invite was saved.', 'success');
  });
  const onSubmit = handleSubmit(save);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <InviteStatus invitation={invitation} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit invite" sx={{ display: 'grid', gap: 2.5 }}>
          <UnsavedChangesGuard when={isDirty} onSave={formSaver(handleSubmit, save)} />
          <Typography color="text.secondary">Change the invite until your colleague accepts it.</Typography>
          <FormErrorAlert text={formError} />
          <InviteFields
            register={register}
            control={control}
            errors={errors}
            lockedRoles={lockedRolesOf(heldRoles)}
            emailHint={NEW_ADDRESS_HINT}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
              Save changes
            </Button>
            <BackToInvites />
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
