import { ROLES, type CurrentUser, type Role } from '@portal/api-schema';

const baseUser: CurrentUser = {
  id: '0b8f3c1e-5d2a-4c1b-9f3e-2a7d6c5b4a31',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@acme.test',
  type: 'ClientUser',
  extracted_roles: [...ROLES],
  is_agreed: true,
  photo: null,
  customer_manager: null,
  company: { id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Acme Robotics' },
};

/** A signed-in client user with every role unless overridden. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { ...baseUser, ...overrides };
}

export function userWithRoles(roles: readonly Role[], overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({ extracted_roles: [...roles], ...overrides });
}

/** A self-signed-up account whose company is still being set up. */
export function makeSandboxUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    id: '7e6d5c4b-3a29-4188-9766-554433221100',
    first_name: 'Sam',
    last_name: 'Sandbox',
    email: 'sam@sandbox.test',
    type: 'SandboxUser',
    extracted_roles: [],
    is_agreed: false,
    company: null,
    ...overrides,
  });
}
