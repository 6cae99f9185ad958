export const ROLES = ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'] as const;
export type Role = (typeof ROLES)[number];

export const USER_TYPES = ['ClientUser', 'SandboxUser'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Derived groups: a user belongs to a group when it has every listed role. */
export const ROLE_GROUPS = {
  admin: ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'],
  finance: ['invoices', 'contracts', 'my_company'],
  legal: ['invoices', 'contracts', 'my_company'],
  interview: ['proposals', 'my_company'],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/** How the access of each role is named to users. */
export const ROLE_LABELS: Record<Role, string> = {
  invoices: 'Invoices',
  contracts: 'Contracts',
  proposals: 'Hiring (proposals)',
  my_company: 'My Company',
  account_editor: 'Account editor',
};

export const GROUP_LABELS: Record<RoleGroup, string> = {
  admin: 'Admin',
  finance: 'Finance',
  legal: 'Legal',
  interview: 'Interview',
};

export const ROLE_GROUP_NAMES = Object.keys(ROLE_GROUPS) as RoleGroup[];

/** The roles a group preset grants, in the order of ROLES. */
export function rolesOfGroup(group: RoleGroup): Role[] {
  const granted: readonly Role[] = ROLE_GROUPS[group];
  return ROLES.filter((role) => granted.includes(role));
}

/**
 * The groups whose roles are exactly these: the group a person is shown in. Finance and legal
 * grant the same roles, so such a person is in both.
 */
export function groupsMatching(roles: readonly Role[]): RoleGroup[] {
  const held = new Set(roles);
  return ROLE_GROUP_NAMES.filter((group) => {
    const granted: readonly Role[] = ROLE_GROUPS[group];
    return granted.length === held.size && granted.every((role) => held.has(role));
  });
}

/** The first group whose roles are exactly these, or null when they match no preset. */
export function groupOfRoles(roles: readonly Role[]): RoleGroup | null {
  return groupsMatching(roles)[0] ?? null;
}

/** 'Admin', 'Finance / Legal', 'Interview', or the roles' own labels when they match no group. */
export function describeRoles(roles: readonly Role[]): string {
  const groups = groupsMatching(roles);
  if (groups.length > 0) return groups.map((group) => GROUP_LABELS[group]).join(' / ');
  const held = ROLES.filter((role) => roles.includes(role));
  return held.length > 0 ? held.map((role) => ROLE_LABELS[role]).join(', ') : 'No access';
}
