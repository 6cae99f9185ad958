import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useSession } from '@portal/auth';
import type { InvitationRequest } from '@portal/api-schema';
import { AFTER_SAVE, FormErrorAlert, LoadingState, notify, PageScaffold } from '@portal/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCreateInvitationMutation } from '../endpoints/invitations-api';
import { EMPTY_INVITE, InviteFields, lockedRolesOf } from './invite-fields';
import { INVITE_PATHS } from './invite-paths';
import { useInviteForm } from './use-invite-form';

/** Invite (/invite/create): an account editor invites a colleague with the roles they may grant. */
export function InviteCreateScreen() {
  const { user } = useSession();
  return (
    <PageScaffold
      title="Invite user"
      subtitle="We e-mail your colleague a link to set their password and join your company. The link works for 7 days."
    >
      {user ? <InviteCreateForm heldRoles={user.extracted_roles} /> : <LoadingState />}
    </PageScaffold>
  );
}

function InviteCreateForm({ heldRoles }: { heldRoles: InvitationRequest['roles'] }) {
  const navigate = useNavigate();
  const [createInvitation] = useCreateInvitationMutation();
  const {
    form: {
      register,
      control,
      handleSubmit,
      formState: { errors, isSubmitting },
    },
    formError,
    saver,
  } = useInviteForm(EMPTY_INVITE);

  const onSubmit = handleSubmit(
    saver(async (values) => {
      const invitation = await createInvitation(values).unwrap();
      notify(`The invite was sent to ${invitation.email}.`, 'success');
      void navigate(INVITE_PATHS.list, { state: AFTER_SAVE });
    }),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Invite user" sx={{ display: 'grid', gap: 2.5 }}>
        <FormErrorAlert text={formError} />
        <InviteFields register={register} control={control} errors={errors} lockedRoles={lockedRolesOf(heldRoles)} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            Send invite
          </Button>
          <Button component={RouterLink} to={INVITE_PATHS.list} size="large" color="inherit">
            Cancel
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
