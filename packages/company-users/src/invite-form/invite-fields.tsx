import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  EMAIL_MAX_LENGTH,
  INVITATION_MESSAGES,
  INVITATION_NAME_MAX_LENGTH,
  type InvitationRequest,
  type Role,
  ROLES,
} from '@portal/api-schema';
import { fieldErrorProps } from '@portal/ui';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { RolesPicker } from '../roles-picker/roles-picker';

/** The invite forms' fields, in the order they show (the first with an error gets the focus). */
export const INVITE_FIELDS = ['email', 'first_name', 'last_name', 'roles'] as const;
export type InviteField = (typeof INVITE_FIELDS)[number];

/** The field of an API property: `roles.0` is the roles field. */
export function inviteFieldOf(property: string): InviteField | null {
  const field = property.split('.')[0];
  return INVITE_FIELDS.find((candidate) => candidate === field) ?? null;
}

export const EMPTY_INVITE: InvitationRequest = { email: '', first_name: '', last_name: '', roles: [] };

/** The roles an editor cannot grant: those they do not hold themselves. */
export function lockedRolesOf(held: readonly Role[]): Role[] {
  return ROLES.filter((role) => !held.includes(role));
}

export interface InviteFieldsProps {
  register: UseFormRegister<InvitationRequest>;
  control: Control<InvitationRequest, unknown, unknown>;
  errors: FieldErrors<InvitationRequest>;
  lockedRoles: readonly Role[];
  /** Under the e-mail field while it has no error. */
  emailHint?: string;
}

/** E-mail, first and last name, and the roles with the group presets. */
export function InviteFields({ register, control, errors, lockedRoles, emailHint }: InviteFieldsProps) {
  return (
    <>
      <TextField
        {...register('email')}
        id="field-email"
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        fullWidth
        {...fieldErrorProps(errors.email, emailHint)}
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          {...register('first_name')}
          id="field-first_name"
          label="First name"
          autoComplete="off"
          required
          {...fieldErrorProps(errors.first_name)}
          slotProps={{ htmlInput: { maxLength: INVITATION_NAME_MAX_LENGTH } }}
        />
        <TextField
          {...register('last_name')}
          id="field-last_name"
          label="Last name"
          autoComplete="off"
          required
          {...fieldErrorProps(errors.last_name)}
          slotProps={{ htmlInput: { maxLength: INVITATION_NAME_MAX_LENGTH } }}
        />
      </Box>
      <Controller
        control={control}
        name="roles"
        render={({ field, fieldState }) => (
          <RolesPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            lockedRoles={lockedRoles}
            lockedReason={lockedRoles.length > 0 ? INVITATION_MESSAGES.rolesNotHeld : undefined}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
