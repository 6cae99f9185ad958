import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CompanyUser, type CurrentUser, describeRoles, type Role } from '@portal/api-schema';
import { applyServerErrors, ConfirmDialog, FormErrorAlert, formSaver, fullName, notify, UnsavedChangesGuard } from '@portal/ui';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateCompanyUserMutation } from '../endpoints/company-users-api';
import { RolesPicker } from '../roles-picker/roles-picker';
import { UserPageContent } from '../user-single/user-page';
import { accessLocks } from './access-locks';

/** A reset of the whole form: `keepDirtyValues` is for a reload of the user only. */
const EVERYTHING = { keepDirtyValues: false } as const;

export const ACCESS_SAVED_MESSAGE = 'The access is saved.';
export const EDITORS_ONLY_MESSAGE = 'Only an account editor can change access. Ask an account editor of your company.';
export const REMOVE_OWN_EDITOR_TITLE = 'Remove your own account editor access?';
export const REMOVE_OWN_EDITOR_TEXT =
  'You will no longer manage users and invitations, and you cannot give this access back to yourself: only another account editor can.';
export const REMOVE_OWN_EDITOR_CONFIRM = 'Remove my access';

interface AccessForm {
  extracted_roles: Role[];
}

function AccessEditor({ user, me, isMe }: { user: CompanyUser; me: CurrentUser | null; isMe: boolean }) {
  const [update] = useUpdateCompanyUserMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { lockedRoles, reasons } = accessLocks({ user, editorRoles: me?.extracted_roles ?? [], isMe });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AccessForm>({
    // Follows the user as loaded again, keeping what is being edited.
    values: useMemo(() => ({ extracted_roles: [...user.extracted_roles] }), [user.extracted_roles]),
    resetOptions: { keepDirtyValues: true },
  });

  // Removing one's own account editor role cannot be undone by oneself: it is confirmed first.
  const [confirming, setConfirming] = useState<AccessForm | null>(null);
  const removesOwnEditor = (values: AccessForm) =>
    isMe && user.extracted_roles.includes('account_editor') && !values.extracted_roles.includes('account_editor');

  const save = async (values: AccessForm): Promise<boolean> => {
    setFormError(null);
    try {
      const updated = await update({ id: user.id, changes: { extracted_roles: values.extracted_roles }, isMe }).unwrap();
      reset({ extracted_roles: [...updated.extracted_roles] }, EVERYTHING);
      notify(ACCESS_SAVED_MESSAGE, 'success');
      return true;
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['extracted_roles'], (property) =>
          property.startsWith('extracted_roles') ? 'extracted_roles' : null,
        ),
      );
      return false;
    }
  };

  const saveOrConfirm = async (values: AccessForm): Promise<boolean> => {
    if (!removesOwnEditor(values)) return save(values);
    setConfirming(values);
    return false;
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(async (values) => void (await saveOrConfirm(values)))}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <UnsavedChangesGuard when={isDirty} onSave={formSaver(handleSubmit, saveOrConfirm)} />
      <ConfirmDialog
        open={confirming !== null}
        title={REMOVE_OWN_EDITOR_TITLE}
        confirmLabel={REMOVE_OWN_EDITOR_CONFIRM}
        destructive
        busy={isSubmitting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const values = confirming;
          setConfirming(null);
          if (values) void save(values);
        }}
      >
        {REMOVE_OWN_EDITOR_TEXT}
      </ConfirmDialog>
      <FormErrorAlert text={formError} />
      <Controller
        control={control}
        name="extracted_roles"
        render={({ field }) => (
          <>
            <RolesPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={isMe ? 'Your access' : `Access of ${user.first_name}`.trim()}
              lockedRoles={lockedRoles}
              lockedReason={reasons.join(' ')}
              error={errors.extracted_roles?.message}
            />
            <Typography color="text.secondary">Group: {describeRoles(field.value)}</Typography>
          </>
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Save access
        </Button>
        <Button
          type="button"
          color="inherit"
          disabled={!isDirty || isSubmitting}
          onClick={() => reset({ extracted_roles: [...user.extracted_roles] }, EVERYTHING)}
        >
          Discard changes
        </Button>
      </Box>
    </Box>
  );
}

/** What a user without account_editor, or an editor below this colleague, sees: the access, not changeable, and why. */
function AccessReadOnly({ user, reason }: { user: CompanyUser; reason: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="info">{reason}</Alert>
      <RolesPicker value={user.extracted_roles} onChange={() => undefined} disabled />
      <Typography color="text.secondary">Group: {describeRoles(user.extracted_roles)}</Typography>
    </Box>
  );
}

/** /users/:id/access: the user's roles, with the four groups as presets; only account editors change them. */
export function UserAccessScreen() {
  return (
    <UserPageContent>
      {({ user, me, isMe, isEditor, outOfScope }) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Typography variant="h2" gutterBottom>
            Access
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            What {isMe ? 'you' : fullName(user)} can see and do in the portal. A change applies from the next page{' '}
            {isMe ? 'you open' : 'they open'}.
          </Typography>
          {isEditor ? (
            <AccessEditor key={user.id} user={user} me={me} isMe={isMe} />
          ) : (
            <AccessReadOnly user={user} reason={outOfScope ?? EDITORS_ONLY_MESSAGE} />
          )}
        </Paper>
      )}
    </UserPageContent>
  );
}
