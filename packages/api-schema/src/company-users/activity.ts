import { z } from 'zod';
import { pageLimitSchema } from '../envelope';
import { text } from '../text';
import { idSchema } from '../user';

/** What an entry of the activity log is about, for the log's category filter. */
export const ACTIVITY_CATEGORIES = ['money', 'contract', 'access', 'company', 'account'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const ACTIVITY_CATEGORY_LABELS: Record<ActivityCategory, string> = {
  money: 'Money',
  contract: 'Contracts and hiring',
  access: 'Users and access',
  company: 'Company',
  account: 'Sign-in and account',
};

interface AuditActionInfo {
  /** How the action reads in the log, in the past tense: 'Payment succeeded'. */
  label: string;
  category: ActivityCategory;
}

/**
 * Every action the API writes to the audit log, with its label and category. The API fails to
 * compile while an action it declares (AuditActions) is missing here, or one here is not declared
 * there: a module that adds an action adds its line here too, in its own block.
 */
export const AUDIT_ACTION_CATALOGUE = {
  // auth
  'auth.login': { label: 'Signed in', category: 'account' },
  'auth.login_failed': { label: 'Sign-in failed', category: 'account' },
  'auth.logout': { label: 'Signed out', category: 'account' },
  'auth.password_reset_requested': { label: 'Password reset requested', category: 'account' },
  'auth.password_reset': { label: 'Password reset', category: 'account' },
  'user.password_changed': { label: 'Password changed', category: 'account' },
  'user.signed_up': { label: 'Signed up', category: 'account' },
  'user.disabled': { label: 'User disabled', category: 'access' },
  'user.enabled': { label: 'User enabled', category: 'access' },
  // users
  'user.consent_reconfirmed': { label: 'Agreed to the terms', category: 'account' },
  'user.activated': { label: 'Account activated', category: 'access' },
  'user.updated': { label: 'User details changed', category: 'access' },
  'user.roles_changed': { label: 'User access changed', category: 'access' },
  'user.email_change_requested': { label: 'E-mail change requested', category: 'access' },
  'user.email_change_cancelled': { label: 'E-mail change withdrawn', category: 'access' },
  'user.email_changed': { label: 'E-mail address changed', category: 'access' },
  'user.password_reset_link_sent': { label: 'Password reset link sent', category: 'access' },
  // billing
  'invoice.delivery_accepted': { label: 'Delivery accepted', category: 'money' },
  'invoice.status_changed': { label: 'Invoice status changed', category: 'money' },
  'invoice.references_changed': { label: 'Invoice PO number or cost centre changed', category: 'money' },
  'payment.created': { label: 'Payment started', category: 'money' },
  'payment.succeeded': { label: 'Payment succeeded', category: 'money' },
  'payment.failed': { label: 'Payment failed', category: 'money' },
  'payment.refunded': { label: 'Payment refunded', category: 'money' },
  'payment.wire_announced': { label: 'Wire announced', category: 'money' },
  'bank_account.created': { label: 'Bank account added', category: 'money' },
  'bank_account.verified': { label: 'Bank account verified', category: 'money' },
  'bank_account.verification_failed': { label: 'Bank account verification failed', category: 'money' },
  'invoice.dispute_raised': { label: 'Invoice disputed', category: 'money' },
  'invoice.dispute_message_added': { label: 'Message added to a dispute', category: 'money' },
  'invoice.dispute_resolved': { label: 'Dispute resolved as billed', category: 'money' },
  'invoice.dispute_adjusted': { label: 'Dispute settled by a credit note', category: 'money' },
  'payment.cancelled': { label: 'Payment cancelled', category: 'money' },
  'bank_account.removed': { label: 'Bank account removed', category: 'money' },
  'payment_method.default_changed': { label: 'Default payment method changed', category: 'money' },
  'card.saved': { label: 'Card saved', category: 'money' },
  'card.removed': { label: 'Card removed', category: 'money' },
  // autopay
  'autopay.enabled': { label: 'Autopay turned on', category: 'money' },
  'autopay.changed': { label: 'Autopay changed', category: 'money' },
  'autopay.disabled': { label: 'Autopay turned off', category: 'money' },
  'autopay.paid': { label: 'Invoice paid by autopay', category: 'money' },
  'autopay.failed': { label: 'Autopay could not pay an invoice', category: 'money' },
  'autopay.skipped': { label: 'Autopay left an invoice to pay by hand', category: 'money' },
  'autopay.problem_dismissed': { label: 'Autopay problem dismissed', category: 'money' },
  // hiring
  'proposal.declined': { label: 'Candidate declined', category: 'contract' },
  'meeting.booked': { label: 'Call booked', category: 'contract' },
  'meeting.rescheduled': { label: 'Call rescheduled', category: 'contract' },
  'meeting.canceled': { label: 'Call canceled', category: 'contract' },
  'proposal.hired': { label: 'Candidate hired', category: 'contract' },
  'company.onboarded': { label: 'Company set up', category: 'company' },
  // invitations
  'invitation.created': { label: 'User invited', category: 'access' },
  'invitation.updated': { label: 'Invitation changed', category: 'access' },
  'invitation.resent': { label: 'Invitation sent again', category: 'access' },
  'invitation.revoked': { label: 'Invitation withdrawn', category: 'access' },
  'invitation.accepted': { label: 'Invitation accepted', category: 'access' },
  // My Company (company part)
  'company.updated': { label: 'Company details changed', category: 'company' },
  'company.logo_changed': { label: 'Company logo changed', category: 'company' },
  'connection.ended': { label: 'Vendor connection ended', category: 'contract' },
  // contracts
  'contract.created': { label: 'Contract created', category: 'contract' },
  'contract.signed': { label: 'Contract signed', category: 'contract' },
  'contract.started': { label: 'Contract started', category: 'contract' },
  'contract.ended': { label: 'Contract ended', category: 'contract' },
  'contract.extension_requested': { label: 'Contract extension requested', category: 'contract' },
  'contract.end_requested': { label: 'Contract end requested', category: 'contract' },
  'contract.change_request_withdrawn': { label: 'Contract request withdrawn', category: 'contract' },
  'contract.reminder_sent': { label: 'Contract ending reminder sent', category: 'contract' },
  // timesheets
  'timesheet.submitted': { label: 'Timesheet submitted', category: 'contract' },
  'timesheet.resubmitted': { label: 'Timesheet revised and resubmitted', category: 'contract' },
  'timesheet.queried': { label: 'Timesheet queried', category: 'contract' },
  'timesheet.approved': { label: 'Timesheet approved', category: 'contract' },
  'timesheet.auto_approved': { label: 'Timesheet approved automatically', category: 'contract' },
  // two-factor sign-in
  'two_factor.enabled': { label: 'Two-factor sign-in turned on', category: 'account' },
  'two_factor.disabled': { label: 'Two-factor sign-in turned off', category: 'account' },
  'two_factor.recovery_codes_regenerated': { label: 'New recovery codes made', category: 'account' },
  'two_factor.recovery_code_used': { label: 'Signed in with a recovery code', category: 'account' },
  'two_factor.reset': { label: 'Two-factor sign-in reset for a colleague', category: 'access' },
  'two_factor.policy_changed': { label: 'Two-factor requirement for admins changed', category: 'access' },
} as const satisfies Record<string, AuditActionInfo>;

export type AuditActionName = keyof typeof AUDIT_ACTION_CATALOGUE;

/** The catalogue's actions, in its order (grouped by the module that writes them). */
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTION_CATALOGUE) as [AuditActionName, ...AuditActionName[]];

export function isAuditActionName(value: string): value is AuditActionName {
  return Object.hasOwn(AUDIT_ACTION_CATALOGUE, value);
}

/** The actions of a category, in catalogue order. */
export function auditActionsOf(category: ActivityCategory): AuditActionName[] {
  return AUDIT_ACTION_NAMES.filter((action) => AUDIT_ACTION_CATALOGUE[action].category === category);
}

/** The person filter's value for entries nobody signed in made (webhooks, operators, housekeeping). */
export const ACTIVITY_SYSTEM_PERSON = 'system';

const isoDate = z.iso.date();

/**
 * GET /api/client-cabinet/company/activity and its CSV: filters and keyset page. `from` and `to`
 * are calendar days in the time zone `tz` (an IANA name such as 'Europe/Berlin'; UTC when absent),
 * both included.
 */
export const activityQuerySchema = z.object({
  /** An actor's user id, or 'system' for entries without one. */
  person: z.union([idSchema, z.literal(ACTIVITY_SYSTEM_PERSON)]).optional(),
  category: z.enum(ACTIVITY_CATEGORIES).optional(),
  action: z.enum(AUDIT_ACTION_NAMES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  tz: text()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'Use a time zone name such as Europe/Berlin')
    .optional(),
  limit: pageLimitSchema,
  cursor: text().max(200).optional(),
});

/** The export takes the list's filters, without its page. */
export const activityExportQuerySchema = activityQuerySchema.omit({ limit: true, cursor: true });
export type ActivityExportQuery = z.input<typeof activityExportQuerySchema>;

const ACTIVITY_ACTOR_KINDS = ['user', 'system', 'deleted'] as const;

/** Who acted: a user of the company, the system (no one signed in), or a user no longer in the company. */
const activityActorSchema = z.object({
  kind: z.enum(ACTIVITY_ACTOR_KINDS),
  /** The user's id; null for the system. */
  id: idSchema.nullable(),
  /** 'Ada Lindqvist', 'System' or 'Deleted user'. */
  name: text(),
  email: text().nullable(),
});

/** What an entry is about: its type ('invoice', 'user'...), its id, and a readable name when one is known. */
const activitySubjectSchema = z.object({
  type: text(),
  id: text(),
  /** 'INV-2026-0020', 'Farid Haddad', 'Bank account ending 6789'; null when none is known. */
  label: text().nullable(),
});

/** One entry of the activity log. */
const activityEntrySchema = z.object({
  id: text(),
  /** When it happened (UTC). */
  at: z.iso.datetime(),
  actor: activityActorSchema,
  action: text(),
  action_label: text(),
  /** Null for an action the catalogue no longer lists. */
  category: z.enum(ACTIVITY_CATEGORIES).nullable(),
  subject: activitySubjectSchema.nullable(),
  /** The client address the request came from; null when none was recorded. */
  ip: text().nullable(),
  /** A short plain-text account of the details: 'Open → Paid, payment PAY-…'; null when there is nothing to add. */
  summary: text().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** One keyset page of the activity log, newest first. */
export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  next_cursor: text().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET .../company/activity/people: everyone who appears in the company's log, for the person filter. */
const activityPersonSchema = z.object({
  /** A user id, or 'system'. */
  id: z.union([idSchema, z.literal(ACTIVITY_SYSTEM_PERSON)]),
  name: text(),
  email: text().nullable(),
  kind: z.enum(ACTIVITY_ACTOR_KINDS),
});
export type ActivityPerson = z.infer<typeof activityPersonSchema>;
export const activityPeopleSchema = z.array(activityPersonSchema);
