/** Limits and texts of the invitations: the schemas in ./invitations, the invite forms and the accept page share them. */

/** How long an invitation link works, from its sending (and again from each resend). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_NAME_MAX_LENGTH = 80;
export const INVITATION_TOKEN_MAX_LENGTH = 200;
export const INVITATION_SEARCH_MAX_LENGTH = 100;

/** The portal's public page of an invitation link: `/invitation/<token>`. */
export const INVITATION_PAGE_PATH = '/invitation';

/** What the invites list shows: invitations still waiting for an answer, whose link works or has expired. */
export const INVITATION_STATUSES = ['pending', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Where one invitation stands: also accepted, once the colleague has joined. */
export const INVITATION_STATES = ['pending', 'expired', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationState, string> = {
  pending: 'Pending',
  expired: 'Expired',
  accepted: 'Accepted',
};

export const INVITATION_MESSAGES = {
  emailRequired: 'Enter the e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  firstNameRequired: 'Enter the first name.',
  lastNameRequired: 'Enter the last name.',
  nameTooLong: `Use at most ${INVITATION_NAME_MAX_LENGTH} characters.`,
  rolesRequired: 'Choose at least one role.',
  rolesNotHeld: 'You can grant only roles you have yourself.',
  existingUser: 'This person is already a user of your company.',
  alreadyInvited: 'This person already has an invitation. Resend or edit it in the list of invites instead.',
  alreadyAccepted: 'This invitation has already been accepted: the colleague is now a user of your company.',
  /** Unknown, expired, used and withdrawn links answer alike: nobody learns which links exist. */
  linkInvalid:
    'This invitation link is no longer valid: it has expired, has already been used or was withdrawn. Ask the person who invited you to send a new invitation.',
  linkIncomplete: 'The invitation link is incomplete.',
  acceptedAccountExists: 'An account with this e-mail address exists already. Log in with it instead.',
} as const;
