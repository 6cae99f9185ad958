import {
  ACH_METHOD_SLUG,
  type BookingPurpose,
  CARD_METHOD_SLUG,
  CONTRACT_STATUS_LABELS,
  describeRoles,
  DISPUTE_REASON_LABELS,
  HIRING_NEED_LABELS,
  HIRING_TIMELINE_LABELS,
  INVOICE_STATUS_LABELS,
  moneyWithCode,
  type Role,
  ROLES,
} from '@portal/api-schema';
import { formatterPerZone } from '../../platform/time-zones/wall-clock';

/** What a summary is made from: the entry's action and metadata, and the viewer's time zone for times. */
export interface SummaryInput {
  action: string;
  metadata: Record<string, unknown>;
  timeZone: string;
}

/** A summary is a line, not a story: longer values are cut to this many characters. */
const MAX_VALUE_LENGTH = 120;
/** Controls (line breaks too), lone surrogates and bidirectional overrides: what `text()` refuses, and what would break a line. */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\p{Cs}]/gu;

/** A metadata string as one plain line: unsafe characters dropped, whitespace collapsed, cut when long. */
export function plainValue(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const line = String(value).replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  if (line === '') return null;
  return line.length > MAX_VALUE_LENGTH ? `${line.slice(0, MAX_VALUE_LENGTH - 1)}…` : line;
}

/** A label of `labels` for a known key; an unknown one as plain text. */
function labelled(labels: Readonly<Record<string, string>>, value: unknown): string | null {
  if (typeof value === 'string' && Object.hasOwn(labels, value)) return labels[value] ?? null;
  return plainValue(value);
}

type Part = string | null | false | undefined;
const kept = (parts: Part[]) => parts.filter((part): part is string => typeof part === 'string' && part !== '');
/** The parts given, as a list: 'Open → Paid, payment PAY-1'. */
const join = (...parts: Part[]) => (kept(parts).length > 0 ? kept(parts).join(', ') : null);
/** The parts given, as words of one phrase: 'PAY-1 by card'. */
const words = (...parts: Part[]) => (kept(parts).length > 0 ? kept(parts).join(' ') : null);

function paymentMethodLabel(slug: unknown): string | null {
  if (slug === CARD_METHOD_SLUG) return 'by card';
  if (slug === ACH_METHOD_SLUG) return 'by US bank transfer (ACH)';
  if (typeof slug === 'string' && slug.endsWith('-wire')) return 'by wire transfer';
  return null;
}

const PURPOSE_LABELS: Record<BookingPurpose, string> = {
  intro_call: 'Intro call',
  sale: 'Call with sales',
  onboarding: 'Onboarding call',
};

const LOGIN_FAILURES: Record<string, string> = {
  wrong_password: 'Wrong password',
  disabled: 'The account is disabled',
  unknown_email: 'Unknown e-mail address',
  wrong_code: 'Wrong two-factor code',
  wrong_recovery_code: 'Wrong recovery code',
};

const SECOND_FACTORS: Record<string, string> = {
  totp: 'With a two-factor code',
  recovery_code: 'With a recovery code',
};

function statusChange(metadata: Record<string, unknown>): string | null {
  const from = labelled(INVOICE_STATUS_LABELS, metadata.from);
  const to = labelled(INVOICE_STATUS_LABELS, metadata.to);
  return from && to ? `${from} → ${to}` : (to ?? null);
}

function payment(metadata: Record<string, unknown>): string | null {
  const reference = plainValue(metadata.reference);
  return reference ? `payment ${reference}` : null;
}

const dateTimeFormat = formatterPerZone('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** 'Dec 31, 2026': a calendar day (a contract's dates), the same in every time zone. */
function day(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}

const CHANGE_REQUEST_KINDS: Record<string, string> = { extension: 'Extension', end: 'End' };

/** '38.25 h': a timesheet's minutes as hours. */
function hours(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? `${Number((value / 60).toFixed(2))} h` : null;
}

/** 'Ada Lovelace, week of Mar 2, 2026, 38.5 h': whose timesheet, which week, how many hours. */
function timesheetWeek(metadata: Record<string, unknown>): string | null {
  return join(
    plainValue(metadata.talent_name) ?? plainValue(metadata.contract_number),
    day(metadata.week_start) && `week of ${day(metadata.week_start)}`,
    hours(metadata.total_minutes),
  );
}

/** 'Feb 3, 2026, 4:00 PM GMT+1': the portal's date-time, with the zone, as a summary is read apart from its page. */
function dateTime(value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(timeZone).format(date);
}

// My Company (company part): the changed fields by name, never their values.
const COMPANY_SECTIONS: Record<string, string> = { information: 'Information', business: 'Business details' };
const COMPANY_FIELDS: Record<string, string> = {
  legal_name: 'legal name',
  name: 'display name',
  website: 'website',
  size: 'size',
  industry: 'industry',
  address: 'address',
  time_zone: 'time zone',
  tax_id: 'tax ID',
  billing_address_same: 'billing address',
  billing_address: 'billing address',
  billing_contacts: 'billing contacts',
  default_po_number: 'default PO number',
  default_cost_centre: 'default cost centre',
  preferred_currency: 'preferred currency',
};
const LOGO_CHANGES: Record<string, string> = { uploaded: 'Uploaded', replaced: 'Replaced', removed: 'Removed' };

function companyFields(metadata: Record<string, unknown>): string | null {
  const fields = Array.isArray(metadata.fields) ? metadata.fields : [];
  const names = [
    ...new Set(fields.map((field) => (typeof field === 'string' ? COMPANY_FIELDS[field.split('.')[0] ?? ''] : undefined)).filter(Boolean)),
  ];
  const section = labelled(COMPANY_SECTIONS, metadata.section);
  return names.length > 0 ? words(section && `${section}:`, names.join(', ')) : section;
}

function logoChange(metadata: Record<string, unknown>): string | null {
  const type = typeof metadata.content_type === 'string' ? plainValue(metadata.content_type.replace(/^image\//, '').toUpperCase()) : null;
  const size = typeof metadata.size_bytes === 'number' ? `${Math.max(1, Math.round(metadata.size_bytes / 1024))} KB` : null;
  return words(labelled(LOGO_CHANGES, metadata.change), join(type, size) && `(${join(type, size)})`);
}

// billing: an invoice's own PO number and cost centre; '' is the company's default.
const INVOICE_REFERENCE_FIELDS: Record<string, string> = { po_number: 'PO number', cost_centre: 'cost centre' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function invoiceReferencesChange(metadata: Record<string, unknown>): string | null {
  const before = isRecord(metadata.before) ? metadata.before : {};
  const after = isRecord(metadata.after) ? metadata.after : {};
  const changes = Object.entries(INVOICE_REFERENCE_FIELDS)
    .filter(([field]) => typeof after[field] === 'string' && after[field] !== before[field])
    .map(([field, label]) => {
      const value = (stored: unknown) => plainValue(stored) ?? "the company's default";
      return `${label} ${value(before[field])} → ${value(after[field])}`;
    });
  return join(plainValue(metadata.number), ...changes);
}

/** Autopay's method and limit as the audit keeps them: 'with Bank account ending 6789, up to 5,000.00 USD per invoice'. */
function autopaySetting(after: unknown): string | null {
  if (!isRecord(after)) return null;
  const method = isRecord(after.method) ? plainValue(after.method.label) : null;
  const limit = isRecord(after.limit) ? after.limit : null;
  const amount =
    limit && typeof limit.amount_minor === 'number' && typeof limit.currency === 'string' && /^[A-Z]{3}$/.test(limit.currency)
      ? moneyWithCode(limit.amount_minor, limit.currency)
      : null;
  return join(words(method && 'with', method), amount ? `up to ${amount} per invoice` : 'no limit');
}

type Summarizer = (metadata: Record<string, unknown>, timeZone: string) => string | null;

// users
const USER_FIELD_NAMES: Record<string, string> = {
  first_name: 'first name',
  last_name: 'last name',
  job_title: 'job title',
  phone: 'phone',
  time_zone: 'time zone',
};

/** 'Finance / Legal', 'Invoices, Contracts' or 'No access' for a stored list of roles. */
function roles(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  return describeRoles(ROLES.filter((role: Role) => value.includes(role)));
}

function changedFields(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const names = Object.keys(value).flatMap((field) => (Object.hasOwn(USER_FIELD_NAMES, field) ? [USER_FIELD_NAMES[field] ?? field] : []));
  return names.length > 0 ? `Changed: ${names.join(', ')}` : null;
}

// invitations
/** 'access: Interview' for the roles of an invitation's metadata; nothing for anything else. */
function access(roles: unknown): string | null {
  if (!Array.isArray(roles)) return null;
  const known = ROLES.filter((role) => roles.includes(role));
  return known.length > 0 ? `access: ${describeRoles(known)}` : null;
}

const INVITATION_FIELD_NAMES: Record<string, string> = {
  email: 'e-mail',
  first_name: 'first name',
  last_name: 'last name',
  roles: 'access',
};

/** What an invitation's change changed: 'e-mail a@x.test → b@x.test, access, a new link sent'. */
function invitationChanges(metadata: Record<string, unknown>): string | null {
  const changes = metadata.changes;
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return null;
  const parts = Object.keys(changes)
    .filter((field) => Object.hasOwn(INVITATION_FIELD_NAMES, field))
    .map((field) => {
      if (field !== 'email') return INVITATION_FIELD_NAMES[field] ?? null;
      const change = (changes as Record<string, { from?: unknown; to?: unknown } | undefined>).email;
      const from = plainValue(change?.from);
      const to = plainValue(change?.to);
      return from && to ? `e-mail ${from} → ${to}` : 'e-mail';
    });
  return join(...parts, metadata.new_link === true && 'a new link sent');
}

/**
 * A summary per action that has details worth a line. An action without one (sign-in, sign-out...)
 * says all in its label. Every value is written as plain text: the portal shows it as text and the
 * CSV neutralizes formulas, so nothing in the metadata becomes markup or a formula.
 */
const SUMMARIES: Partial<Record<string, Summarizer>> = {
  'auth.login': (metadata) => (typeof metadata.second_factor === 'string' ? labelled(SECOND_FACTORS, metadata.second_factor) : null),
  'auth.login_failed': (metadata) => labelled(LOGIN_FAILURES, metadata.reason),
  'two_factor.policy_changed': (metadata) =>
    metadata.require_for_admins === true
      ? 'Required of admins'
      : metadata.require_for_admins === false
        ? 'No longer required of admins'
        : null,
  'user.disabled': (metadata) => (metadata.by === 'operator' ? 'By an operator' : null),
  'user.enabled': (metadata) => (metadata.by === 'operator' ? 'By an operator' : null),
  'user.activated': (metadata) =>
    metadata.after === 'onboarding_call' ? 'After the onboarding call' : metadata.by === 'operator' ? 'By an operator' : null,
  'user.updated': (metadata) => changedFields(metadata.changed),
  'user.roles_changed': (metadata) => {
    const before = roles(metadata.before);
    const after = roles(metadata.after);
    return before && after ? `${before} → ${after}` : after;
  },
  'user.email_change_requested': (metadata) => words(plainValue(metadata.to) && 'To', plainValue(metadata.to)),
  'user.email_changed': (metadata) => {
    const from = plainValue(metadata.from);
    const to = plainValue(metadata.to);
    return from && to ? `From ${from} to ${to}` : words(to && 'To', to);
  },
  'invoice.delivery_accepted': (metadata) => statusChange(metadata),
  'invoice.status_changed': (metadata) =>
    join(statusChange(metadata), payment(metadata), metadata.payment_status === 'failed' && 'the payment failed'),
  'invoice.dispute_raised': (metadata) => join(statusChange(metadata), labelled(DISPUTE_REASON_LABELS, metadata.reason)),
  'invoice.dispute_message_added': (metadata) => (metadata.attachment === true ? 'With an attachment' : null),
  'invoice.dispute_resolved': (metadata) => statusChange(metadata),
  'invoice.dispute_adjusted': (metadata) =>
    join(statusChange(metadata), words(plainValue(metadata.credit_note) && 'credit note', plainValue(metadata.credit_note))),
  'invoice.references_changed': (metadata) => invoiceReferencesChange(metadata),
  'payment.created': (metadata) => words(plainValue(metadata.reference), paymentMethodLabel(metadata.method)),
  'payment.succeeded': (metadata) => join(statusChange(metadata), words(payment(metadata), paymentMethodLabel(metadata.method))),
  'payment.failed': (metadata) => join(payment(metadata), plainValue(metadata.message)),
  'payment.refunded': (metadata) => join(payment(metadata), plainValue(metadata.reason)),
  'payment.wire_announced': (metadata) => words(plainValue(metadata.reference), paymentMethodLabel(metadata.method)),
  'bank_account.created': (metadata) => {
    const last4 = plainValue(metadata.last4);
    return join(last4 && `ending ${last4}`, words(payment(metadata) && 'for', payment(metadata)));
  },
  'autopay.enabled': (metadata) => autopaySetting(metadata.after),
  'autopay.changed': (metadata) => autopaySetting(metadata.after),
  'autopay.paid': (metadata) => join(payment(metadata), words(day(metadata.due_on) && 'due', day(metadata.due_on))),
  'autopay.failed': (metadata) => join(words(day(metadata.due_on) && 'due', day(metadata.due_on)), plainValue(metadata.message)),
  'autopay.skipped': (metadata) => join(words(day(metadata.due_on) && 'due', day(metadata.due_on)), plainValue(metadata.message)),
  'bank_account.verified': (metadata) => words(payment(metadata) && 'for', payment(metadata)),
  'bank_account.verification_failed': (metadata) => words(payment(metadata) && 'for', payment(metadata)),
  'proposal.declined': (metadata) => {
    const reason = plainValue(metadata.reason);
    const canceled = Array.isArray(metadata.canceled_meetings) ? metadata.canceled_meetings.length : 0;
    return join(
      reason && `Reason: ${reason}`,
      canceled === 1 ? 'its intro call canceled' : canceled > 1 ? `${canceled} intro calls canceled` : null,
    );
  },
  'meeting.booked': (metadata, timeZone) => {
    const purpose = labelled(PURPOSE_LABELS, metadata.purpose);
    const when = dateTime(metadata.starts_at, timeZone);
    return purpose && when ? `${purpose} on ${when}` : (purpose ?? when);
  },
  // invitations
  'invitation.created': (metadata) => join(words(plainValue(metadata.email) && 'to', plainValue(metadata.email)), access(metadata.roles)),
  'invitation.updated': (metadata) => invitationChanges(metadata),
  'invitation.resent': (metadata) =>
    join(words(plainValue(metadata.email) && 'to', plainValue(metadata.email)), metadata.was_expired === true && 'the link had expired'),
  'invitation.revoked': (metadata) =>
    join(
      words(plainValue(metadata.email) && 'for', plainValue(metadata.email)),
      // Kept for entries written while an address had one open invitation across companies.
      metadata.reason === 'invited_by_another_company' && 'another company invited them after the link expired',
      metadata.reason === 'accepted_elsewhere' && 'they joined another company with its invitation',
    ),
  'invitation.accepted': (metadata) => access(metadata.roles),
  'company.onboarded': (metadata) =>
    join(
      words(plainValue(metadata.size), plainValue(metadata.size) && 'people'),
      labelled(HIRING_NEED_LABELS, metadata.need),
      words(labelled(HIRING_TIMELINE_LABELS, metadata.timeline) && 'start:', labelled(HIRING_TIMELINE_LABELS, metadata.timeline)),
    ),
  // My Company (company part)
  'company.updated': companyFields,
  'company.logo_changed': logoChange,
  'proposal.hired': (metadata) =>
    words(plainValue(metadata.contract_number) && `Contract ${plainValue(metadata.contract_number)} sent for signature`),
  'contract.created': (metadata) =>
    join(
      words(plainValue(metadata.number), plainValue(metadata.vendor_name) && `from ${plainValue(metadata.vendor_name)}`),
      plainValue(metadata.terms_version) && `terms ${plainValue(metadata.terms_version)}`,
    ),
  'contract.signed': (metadata) =>
    join(
      words(plainValue(metadata.number), plainValue(metadata.vendor_name) && `with ${plainValue(metadata.vendor_name)}`),
      plainValue(metadata.terms_version) && `under terms ${plainValue(metadata.terms_version)}`,
      labelled(CONTRACT_STATUS_LABELS, metadata.status) && `now ${labelled(CONTRACT_STATUS_LABELS, metadata.status)?.toLowerCase()}`,
    ),
  'contract.started': (metadata) => words(day(metadata.starts_on) && `On ${day(metadata.starts_on)}`),
  'contract.ended': (metadata) => words(day(metadata.ends_on) && `Last day ${day(metadata.ends_on)}`),
  'contract.extension_requested': (metadata) =>
    join(
      words(plainValue(metadata.number), day(metadata.requested_end_on) && `to end on ${day(metadata.requested_end_on)}`),
      day(metadata.current_end_on) && `instead of ${day(metadata.current_end_on)}`,
    ),
  'contract.end_requested': (metadata) =>
    join(
      words(plainValue(metadata.number), day(metadata.requested_end_on) && `to end on ${day(metadata.requested_end_on)}`),
      metadata.notice_short === true &&
        typeof metadata.notice_period_days === 'number' &&
        `shorter than its ${metadata.notice_period_days}-day notice`,
    ),
  'contract.change_request_withdrawn': (metadata) =>
    words(
      plainValue(metadata.number),
      labelled(CHANGE_REQUEST_KINDS, metadata.kind) && `${labelled(CHANGE_REQUEST_KINDS, metadata.kind)?.toLowerCase()} request`,
    ),
  'contract.reminder_sent': (metadata) =>
    join(
      typeof metadata.days_left === 'number' && (metadata.days_left === 1 ? 'Ends tomorrow' : `Ends in ${metadata.days_left} days`),
      typeof metadata.recipients === 'number' && (metadata.recipients === 1 ? 'to 1 person' : `to ${metadata.recipients} people`),
    ),
  'timesheet.submitted': timesheetWeek,
  'timesheet.resubmitted': (metadata) =>
    join(timesheetWeek(metadata), typeof metadata.revision === 'number' && `revision ${metadata.revision}`),
  'timesheet.queried': (metadata) =>
    join(
      timesheetWeek(metadata),
      Array.isArray(metadata.days) &&
        metadata.days.length > 0 &&
        (metadata.days.length === 1 ? '1 day queried' : `${metadata.days.length} days queried`),
      plainValue(metadata.reason) && `“${plainValue(metadata.reason)}”`,
    ),
  'timesheet.approved': timesheetWeek,
  'timesheet.auto_approved': (metadata) => join(timesheetWeek(metadata), 'nobody queried it within five business days'),
  'connection.ended': (metadata) => words(plainValue(metadata.vendor_name), metadata.previous_status === 'pending' && '(it was pending)'),
};

/** A short readable line about an entry's details, or null when the label says it all. */
export function summarizeActivity(input: SummaryInput): string | null {
  const summarize = SUMMARIES[input.action];
  if (!summarize) return null;
  const line = summarize(input.metadata, input.timeZone);
  if (!line) return null;
  return line.charAt(0).toUpperCase() + line.slice(1);
}
