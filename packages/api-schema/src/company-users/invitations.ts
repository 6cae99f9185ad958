import { z } from 'zod';
import { AUTH_FIELD_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/sign-in-constants';
import { pageLimitSchema } from '../envelope';
import {
  INVITATION_MESSAGES as MESSAGES,
  INVITATION_NAME_MAX_LENGTH,
  INVITATION_SEARCH_MAX_LENGTH,
  INVITATION_STATES,
  INVITATION_STATUSES,
  INVITATION_TOKEN_MAX_LENGTH,
} from './invitations-constants';
import { ROLES, type Role } from '../roles';
import { text } from '../text';
import { idSchema } from '../user';

const isoDateTime = z.iso.datetime({ offset: true });

const inviteeEmail = text()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_FIELD_MESSAGES.emailTooLong)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

const personName = (required: string) => text().trim().min(1, required).max(INVITATION_NAME_MAX_LENGTH, MESSAGES.nameTooLong);

/** The roles of an invitation, each once, in the order of ROLES. */
const invitedRoles = z
  .array(z.enum(ROLES, { message: 'Choose roles from the list.' }))
  .max(ROLES.length * 2)
  .transform((roles): Role[] => ROLES.filter((role) => roles.includes(role)))
  .refine((roles) => roles.length > 0, { message: MESSAGES.rolesRequired });

/** POST /api/client-cabinet/invitations: who to invite, and with which roles. */
export const invitationRequestSchema = z.object({
  email: inviteeEmail,
  first_name: personName(MESSAGES.firstNameRequired),
  last_name: personName(MESSAGES.lastNameRequired),
  roles: invitedRoles,
});
export type InvitationRequest = z.input<typeof invitationRequestSchema>;
export type InvitationInput = z.output<typeof invitationRequestSchema>;

/**
 * PATCH /api/client-cabinet/invitations/{id}: the fields to change, before the invitation is
 * accepted. A new e-mail address gets a new link (the old one stops working) and the e-mail.
 */
export const invitationUpdateSchema = invitationRequestSchema.partial();
export type InvitationUpdate = z.input<typeof invitationUpdateSchema>;

export const invitationIdParamsSchema = z.object({ id: idSchema });

const personSchema = z.object({ id: idSchema, first_name: text(), last_name: text() });

/** One invitation as the company's account editors see it. */
export const invitationSchema = z.object({
  id: idSchema,
  email: text(),
  first_name: text(),
  last_name: text(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(INVITATION_STATES),
  /** Null once the inviting user is gone. */
  invited_by: personSchema.nullable(),
  /** When the e-mail last went out (the invitation, a resend, a new address). */
  sent_at: isoDateTime,
  expires_at: isoDateTime,
  accepted_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/client-cabinet/invitations: the invitations not yet accepted, newest first. */
export const invitationListQuerySchema = z.object({
  status: z
    .union([z.enum(INVITATION_STATUSES), z.array(z.enum(INVITATION_STATUSES))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  /** Words of the e-mail address or the names, case-insensitive. */
  q: text().trim().max(INVITATION_SEARCH_MAX_LENGTH).optional(),
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;

export const invitationPageSchema = z.object({
  items: z.array(invitationSchema),
  next_cursor: text().nullable(),
  total: z.number().int().nonnegative(),
});
export type InvitationPage = z.infer<typeof invitationPageSchema>;

const invitationToken = text().min(1, MESSAGES.linkIncomplete).max(INVITATION_TOKEN_MAX_LENGTH, MESSAGES.linkInvalid);

/** GET /api/invitation?token=: the token of the e-mailed link (in the query, which the logs blank out). */
export const invitationLookupQuerySchema = z.object({ token: invitationToken });

/** What the invitee sees before accepting: who invites them to which company, as whom. */
export const invitationPreviewSchema = z.object({
  company: z.object({ name: text() }),
  inviter: z.object({ first_name: text(), last_name: text() }).nullable(),
  email: text(),
  first_name: text(),
  last_name: text(),
  roles: z.array(z.enum(ROLES)),
  expires_at: isoDateTime,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /api/invitation/accept: the invitee chooses a password (the rules of sign-up and reset)
 * and may correct the names the inviter typed. Answers a session, as signing in does.
 */
export const acceptInvitationRequestSchema = z
  .object({
    token: invitationToken,
    first_name: personName(MESSAGES.firstNameRequired),
    last_name: personName(MESSAGES.lastNameRequired),
    password: text()
      .min(PASSWORD_MIN_LENGTH, AUTH_FIELD_MESSAGES.newPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH, AUTH_FIELD_MESSAGES.newPasswordTooLong),
    password_confirmation: text(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: AUTH_FIELD_MESSAGES.passwordsDiffer,
    path: ['password_confirmation'],
  });
