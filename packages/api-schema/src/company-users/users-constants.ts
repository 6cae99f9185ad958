import { GROUP_LABELS, type RoleGroup } from '../roles';

/** A company user's state as the users list filters it. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
};

/** The group presets, in the order of ROLE_GROUPS: what a user's roles can match exactly. */
export const ROLE_GROUP_KEYS = ['admin', 'finance', 'legal', 'interview'] as const satisfies readonly RoleGroup[];

/** The users list's group filter: a group preset, or roles that match none of them. */
export const USER_GROUP_FILTERS = ['admin', 'finance', 'legal', 'interview', 'custom'] as const;
export type UserGroupFilter = (typeof USER_GROUP_FILTERS)[number];

export const USER_GROUP_FILTER_LABELS: Record<UserGroupFilter, string> = {
  ...(GROUP_LABELS satisfies Record<RoleGroup, string>),
  custom: 'Custom roles',
};

export const USER_FIELD_LIMITS = {
  name: 80,
  jobTitle: 100,
  phone: 30,
  search: 100,
  timeZone: 64,
  emailChangeToken: 200,
} as const;

/** Digits, spaces and + ( ) - . as people write phone numbers; at least five digits. */
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
const PHONE_MIN_DIGITS = 5;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS;
}

/** How long the link of a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

let timeZones: Set<string> | null = null;

/** The IANA time zones this runtime knows (`Intl.supportedValuesOf`), and UTC. */
export function supportedTimeZones(): Set<string> {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return timeZones;
}

const TIME_ZONE_SHAPE = /^[A-Z][A-Za-z_]*(?:\/[A-Z][A-Za-z0-9_+-]*){1,2}$/;

/**
 * An IANA time zone name. Runtimes name a few zones differently (a browser's 'Europe/Kyiv' is
 * 'Europe/Kiev' to an older ICU): a well-formed name that this runtime resolves to a zone it knows
 * counts too.
 */
export function isKnownTimeZone(value: string): boolean {
  const zones = supportedTimeZones();
  if (zones.has(value)) return true;
  if (!TIME_ZONE_SHAPE.test(value)) return false;
  try {
    return zones.has(new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** The field messages and refusals of the users calls. */
export const USER_MESSAGES = {
  firstNameRequired: 'Enter a first name.',
  lastNameRequired: 'Enter a last name.',
  nameTooLong: `Use at most ${USER_FIELD_LIMITS.name} characters.`,
  jobTitleTooLong: `Use at most ${USER_FIELD_LIMITS.jobTitle} characters.`,
  phoneInvalid: `Enter a phone number: at least ${PHONE_MIN_DIGITS} digits, with spaces and + ( ) - . if you like.`,
  phoneTooLong: `Use at most ${USER_FIELD_LIMITS.phone} characters.`,
  timeZoneUnknown: 'Choose a time zone from the list.',
  emailRequired: 'Enter an e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  emailTaken: 'Another account already uses this e-mail address.',
  nothingToChange: 'Send at least one field to change.',
  onlyOwnDetails: 'You can change only your own details. An account editor can change anyone’s.',
  onlyEditorAccess: 'Only an account editor can change access.',
  onlyEditorEnabled: 'Only an account editor can disable or enable users.',
  raiseOwnAccess: 'You cannot raise your own access. Ask another account editor.',
  disableSelf: 'You cannot disable your own account.',
  lastEditorRole: 'This is the company’s last enabled account editor. Make someone else an account editor before removing this role.',
  lastEditorDisable: 'This is the company’s last enabled account editor. Make someone else an account editor before disabling this user.',
  resetOwnPassword: 'To change your own password, use the form on your Password tab.',
  resetDisabledUser: 'This user is disabled. Enable them before sending a password reset link.',
  emailChangeTokenMissing: 'The confirmation link is incomplete.',
  emailChangeTokenInvalid: 'This confirmation link is not valid or has already been used.',
  emailChangeTokenExpired: 'This confirmation link has expired. Change the e-mail address again to get a new one.',
  emailChangeTaken: 'Another account now uses this e-mail address. Change the e-mail address again to choose another.',
} as const;

/** 403: the editor tries to grant roles they do not hold themselves. */
export function grantUnheldRolesMessage(labels: readonly string[]): string {
  return `You can grant only roles you have yourself. You do not have: ${labels.join(', ')}.`;
}
