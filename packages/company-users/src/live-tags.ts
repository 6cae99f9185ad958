import type { API_TAG_TYPES } from '@portal/api-client';
import { defineLiveTags, liveTag } from '@portal/api-client/light';
import type { COMPANY_TAG_TYPES } from './company/company-api';
import type { COMPANY_USERS_TAG_TYPES } from './endpoints/company-users-api';
import type { INVITATION_TAG_TYPES } from './endpoints/invitations-api';
import type { TWO_FACTOR_TAG_TYPES } from './endpoints/two-factor-api';

type CompanyUsersTagType =
  | (typeof COMPANY_USERS_TAG_TYPES)[number]
  | Extract<(typeof API_TAG_TYPES)[number], 'User'>
  | (typeof TWO_FACTOR_TAG_TYPES)[number]
  | (typeof INVITATION_TAG_TYPES)[number]
  | (typeof COMPANY_TAG_TYPES)[number];

/** What the users and My Company pages show of the live updates: a user with their two-factor state, an invitation, the company. */
export const liveTags = defineLiveTags<CompanyUsersTagType>({
  user: ({ id }) => ['Users', liveTag('User', id), liveTag('TwoFactor', id), 'TwoFactorPolicy'],
  invitation: ({ id }) => ['Invitations', liveTag('Invitation', id)],
  company: () => ['Company', 'CompanyConnections'],
});
