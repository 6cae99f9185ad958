import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CompanyUser,
  describeRoles,
  USER_FIELD_LIMITS,
  userInfoFormSchema,
  type UserInfoForm,
  type UserUpdateRequest,
} from '@portal/api-schema';
import {
  applyServerErrors,
  DetailItem,
  DetailList,
  fieldErrorProps,
  formatDateTime,
  FormErrorAlert,
  formSaver,
  fullName,
  notify,
  placeServerErrors,
  UnsavedChangesGuard,
  UserAvatar,
} from '@portal/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateCompanyUserMutation } from '../endpoints/company-users-api';
import { UserPageContent } from '../user-single/user-page';
import { UserStatusChip } from '../user-single/user-status-chip';
import { TimeZoneController } from '../company/company-fields';
import { USER_TYPE_LABELS } from './user-labels';

/** A reset of the whole form: `keepDirtyValues` is for a reload of the user only. */
const EVERYTHING = { keepDirtyValues: false } as const;

const FIELDS = ['first_name', 'last_name', 'email', 'job_title', 'phone', 'time_zone'] as const;

type FormOutput = z.output<typeof userInfoFormSchema>;

export const SAVED_MESSAGE = 'The details are saved.';

export function confirmationSentMessage(email: string): string {
  return `We sent a confirmation link to ${email}. The e-mail address changes when the link is opened.`;
}

export function formValuesOf(user: CompanyUser): UserInfoForm {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    job_title: user.job_title ?? '',
    phone: user.phone ?? '',
    time_zone: user.time_zone ?? '',
  };
}

const DETAIL_ROW = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.5, sm: 2 }, py: 1.25 } as const;

/** A line of the user's details: the term beside its value from `sm` up. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailItem term={label} termVariant="body1" sx={DETAIL_ROW} valueSx={{ overflowWrap: 'anywhere' }}>
      {children}
    </DetailItem>
  );
}

const orNotSet = (value: string | null) => value ?? <Typography color="text.secondary">Not set</Typography>;

/** Who the user is at a glance: avatar, name, address, state and access. */
function UserSummary({ user }: { user: CompanyUser }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2">{fullName(user)}</Typography>
          {user.job_title && <Typography sx={{ overflowWrap: 'anywhere' }}>{user.job_title}</Typography>}
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <DetailList gap={0}>
        <Detail label="Status">
          <UserStatusChip enabled={user.enabled} />
        </Detail>
        <Detail label="Access">
          <Typography>{describeRoles(user.extracted_roles)}</Typography>
        </Detail>
        <Detail label="Type">
          <Typography>{USER_TYPE_LABELS[user.type]}</Typography>
        </Detail>
        <Detail label="Last sign-in">
          <Typography>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Never'}</Typography>
        </Detail>
      </DetailList>
    </Paper>
  );
}

/** The details as a colleague without account_editor sees them: read only. */
function ReadOnlyDetails({ user }: { user: CompanyUser }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" gutterBottom>
        Details
      </Typography>
      <DetailList gap={0}>
        <Detail label="E-mail">{user.email}</Detail>
        <Detail label="Job title">{orNotSet(user.job_title)}</Detail>
        <Detail label="Phone">{orNotSet(user.phone)}</Detail>
        <Detail label="Time zone">{orNotSet(user.time_zone)}</Detail>
      </DetailList>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Only {user.first_name || 'the user'} and the account editors of your company can change these details.
      </Typography>
    </Paper>
  );
}

/** The new address waiting for its link: send the link again, or keep the current address. */
function PendingEmail({ user, isMe }: { user: CompanyUser; isMe: boolean }) {
  const [update, { isLoading }] = useUpdateCompanyUserMutation();
  const [error, setError] = useState<string | null>(null);
  const pending = user.pending_email;
  if (!pending) return null;
  const send = async (email: string, done: string) => {
    setError(null);
    try {
      await update({ id: user.id, changes: { email }, isMe }).unwrap();
      notify(done, 'success');
    } catch (failure) {
      setError(placeServerErrors(failure, () => null).formError);
    }
  };
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" disabled={isLoading} onClick={() => void send(pending, confirmationSentMessage(pending))}>
            Send again
          </Button>
          <Button
            color="inherit"
            size="small"
            disabled={isLoading}
            onClick={() => void send(user.email, 'The e-mail address stays as it is.')}
          >
            Keep {user.email}
          </Button>
        </Box>
      }
    >
      New e-mail address {pending} waits for confirmation: we sent a link to it. Until the link is opened, the e-mail address stays{' '}
      {user.email}.{error && <Box sx={{ mt: 1 }}>{error}</Box>}
    </Alert>
  );
}

function UserInfoForm({ user, isMe }: { user: CompanyUser; isMe: boolean }) {
  const [update] = useUpdateCompanyUserMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = useForm<UserInfoForm, unknown, FormOutput>({
    // Follows the user as loaded again, keeping what is being edited.
    values: useMemo(() => formValuesOf(user), [user]),
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(userInfoFormSchema),
  });

  const save = async (values: FormOutput): Promise<boolean> => {
    setFormError(null);
    // Only what changed: sending the current e-mail address would withdraw a pending change.
    const changes: UserUpdateRequest = {};
    for (const field of FIELDS) if (dirtyFields[field]) Object.assign(changes, { [field]: values[field] });
    if (changes.email !== undefined && changes.email === user.email) delete changes.email;
    if (Object.keys(changes).length === 0) {
      reset(formValuesOf(user), EVERYTHING);
      return true;
    }
    try {
      const updated = await update({ id: user.id, changes, isMe }).unwrap();
      reset(formValuesOf(updated), EVERYTHING);
      notify(changes.email && updated.pending_email ? confirmationSentMessage(updated.pending_email) : SAVED_MESSAGE, 'success');
      return true;
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
      return false;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(async (values) => void (await save(values)))}
        aria-labelledby="user-info-heading"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <UnsavedChangesGuard when={isDirty} onSave={formSaver(handleSubmit, save)} />
        <Typography id="user-info-heading" variant="h2">
          Details
        </Typography>
        <FormErrorAlert text={formError} />
        <PendingEmail user={user} isMe={isMe} />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...register('first_name')}
            id="field-first_name"
            label="First name"
            autoComplete={isMe ? 'given-name' : 'off'}
            required
            slotProps={{ htmlInput: { maxLength: USER_FIELD_LIMITS.name } }}
            {...fieldErrorProps(errors.first_name)}
          />
          <TextField
            {...register('last_name')}
            id="field-last_name"
            label="Last name"
            autoComplete={isMe ? 'family-name' : 'off'}
            required
            slotProps={{ htmlInput: { maxLength: USER_FIELD_LIMITS.name } }}
            {...fieldErrorProps(errors.last_name)}
          />
        </Box>
        <TextField
          {...register('email')}
          id="field-email"
          type="email"
          label="E-mail"
          autoComplete={isMe ? 'email' : 'off'}
          required
          {...fieldErrorProps(errors.email, 'A new address changes once the link we send to it is opened.')}
        />
        <TextField
          {...register('job_title')}
          id="field-job_title"
          label="Job title"
          autoComplete={isMe ? 'organization-title' : 'off'}
          slotProps={{ htmlInput: { maxLength: USER_FIELD_LIMITS.jobTitle } }}
          {...fieldErrorProps(errors.job_title)}
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...register('phone')}
            id="field-phone"
            type="tel"
            label="Phone"
            autoComplete={isMe ? 'tel' : 'off'}
            slotProps={{ htmlInput: { maxLength: USER_FIELD_LIMITS.phone } }}
            {...fieldErrorProps(errors.phone)}
          />
          <TimeZoneController control={control} name="time_zone" label="Time zone" saved={user.time_zone} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Save
          </Button>
          <Button type="button" color="inherit" disabled={!isDirty || isSubmitting} onClick={() => reset(formValuesOf(user), EVERYTHING)}>
            Discard changes
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** /users/:id/info: a user's details. The user and the account editors edit them; others read them. */
export function UserInfoScreen() {
  return (
    <UserPageContent>
      {({ user, isMe, isEditor, outOfScope }) => (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
          <UserSummary user={user} />
          {outOfScope && <Alert severity="info">{outOfScope}</Alert>}
          {isMe || isEditor ? <UserInfoForm key={user.id} user={user} isMe={isMe} /> : <ReadOnlyDetails user={user} />}
        </Box>
      )}
    </UserPageContent>
  );
}
