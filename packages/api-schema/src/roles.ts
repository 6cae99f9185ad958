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
