import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../auth/sign-in-constants';
import { pageLimitSchema } from '../envelope';
import { ROLES } from '../roles';
import { text } from '../text';
import { idSchema, userIdentitySchema } from '../user';
import {
  isKnownTimeZone,
  isPhoneNumber,
  ROLE_GROUP_KEYS,
  USER_FIELD_LIMITS as LIMITS,
  USER_GROUP_FILTERS,
  USER_MESSAGES as MESSAGES,
  USER_STATUSES,
} from './users-constants';

const isoDateTime = z.iso.datetime({ offset: true });

/** GET /api/client-cabinet/users: search (name or e-mail), status, group and one keyset page, by name. */
export const userListQuerySchema = z.object({
  q: text().trim().max(LIMITS.search).optional(),
  status: z.enum(USER_STATUSES).optional(),
  group: z.enum(USER_GROUP_FILTERS).optional(),
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** A user of the company in the users list. */
const companyUserSummarySchema = z.object({
  id: idSchema,
  first_name: text(),
  last_name: text(),
  email: z.email(),
  photo: text().nullable(),
  job_title: text().nullable(),
  extracted_roles: z.array(z.enum(ROLES)),
  /** The group preset the roles match exactly (finance before legal, which grant the same), or null. */
  group: z.enum(ROLE_GROUP_KEYS).nullable(),
  enabled: z.boolean(),
  last_sign_in_at: isoDateTime.nullable(),
  /** A new e-mail address waits for its confirmation link to be opened. */
  email_change_pending: z.boolean(),
});
export type CompanyUserSummary = z.infer<typeof companyUserSummarySchema>;

export const userPageSchema = z.object({
  items: z.array(companyUserSummarySchema),
  next_cursor: text().nullable(),
  total: z.number().int().nonnegative(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** A user of the caller's company: GET and PUT /api/client-cabinet/users/{id}. */
export const companyUserSchema = userIdentitySchema.extend({
  enabled: z.boolean(),
  group: z.enum(ROLE_GROUP_KEYS).nullable(),
  job_title: text().nullable(),
  phone: text().nullable(),
  /** IANA name, e.g. 'Europe/Warsaw'. */
  time_zone: text().nullable(),
  /** The new address waiting for its confirmation link to be opened; the e-mail stays as it is until then. */
  pending_email: z.email().nullable(),
  last_sign_in_at: isoDateTime.nullable(),
  /** The only enabled account editor of the company: they keep the role and stay enabled. */
  last_account_editor: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

const name = (required: string) => text().trim().min(1, required).max(LIMITS.name, MESSAGES.nameTooLong);

/** An optional text: blank (or null) clears it. */
const clearable = (max: number, tooLong: string, isValid: (value: string) => boolean = () => true, invalid?: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .refine((value) => value === '' || isValid(value), { message: invalid })
    .transform((value) => (value === '' ? null : value))
    .nullable();

const email = text()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

/**
 * PUT /api/client-cabinet/users/{id}: the user data, partial by section. Info (names, job title,
 * phone, time zone, e-mail: a new address changes only once its confirmation link is opened),
 * `extracted_roles` (the whole new list) and `enabled`. Fields left out stay as they are; a body
 * without any is refused (on `body`) once the user is found.
 */
export const userUpdateRequestSchema = z.object({
  first_name: name(MESSAGES.firstNameRequired).optional(),
  last_name: name(MESSAGES.lastNameRequired).optional(),
  job_title: clearable(LIMITS.jobTitle, MESSAGES.jobTitleTooLong).optional(),
  phone: clearable(LIMITS.phone, MESSAGES.phoneTooLong, isPhoneNumber, MESSAGES.phoneInvalid).optional(),
  time_zone: clearable(LIMITS.timeZone, MESSAGES.timeZoneUnknown, isKnownTimeZone, MESSAGES.timeZoneUnknown).optional(),
  email: email.optional(),
  extracted_roles: z
    .array(z.enum(ROLES))
    .max(ROLES.length * 2)
    .transform((roles) => ROLES.filter((role) => roles.includes(role)))
    .optional(),
  enabled: z.boolean().optional(),
});
export type UserUpdateRequest = z.input<typeof userUpdateRequestSchema>;
export type UserUpdate = z.output<typeof userUpdateRequestSchema>;

/** The info section of the user data, as the info form edits it. */
export const userInfoFormSchema = z.object({
  first_name: name(MESSAGES.firstNameRequired),
  last_name: name(MESSAGES.lastNameRequired),
  job_title: text().trim().max(LIMITS.jobTitle, MESSAGES.jobTitleTooLong),
  phone: text()
    .trim()
    .max(LIMITS.phone, MESSAGES.phoneTooLong)
    .refine((value) => value === '' || isPhoneNumber(value), { message: MESSAGES.phoneInvalid }),
  time_zone: text().refine((value) => value === '' || isKnownTimeZone(value), { message: MESSAGES.timeZoneUnknown }),
  email,
});
export type UserInfoForm = z.input<typeof userInfoFormSchema>;

/** POST /api/user/email-confirmation: the token of the link sent to the new address. */
export const emailConfirmationRequestSchema = z.object({
  token: text().min(1, MESSAGES.emailChangeTokenMissing).max(LIMITS.emailChangeToken, MESSAGES.emailChangeTokenInvalid),
});

export const emailConfirmationSchema = z.object({ email: z.email() });
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;

/** POST /api/client-cabinet/users/{id}/password-reset: where the link went. */
export const passwordResetLinkSchema = z.object({ email: z.email() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;
