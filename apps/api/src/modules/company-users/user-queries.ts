import { eq } from 'drizzle-orm';
import { type CurrentUser, ROLES, type Role, type UserType } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { companies, customerManagers, users } from './tables';

/** Drops anything stored that the API schema does not know, so a stray value cannot break responses. */
export function knownRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

/** What a CurrentUser is made of: columns of users, left-joined with companyJoin and customerManagerJoin. */
export const currentUserColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  type: users.type,
  roles: users.roles,
  isAgreed: users.isAgreed,
  photo: users.photo,
  companyId: users.companyId,
  companyName: companies.name,
  managerFirstName: customerManagers.firstName,
  managerLastName: customerManagers.lastName,
  managerEmail: customerManagers.email,
  managerPhoto: customerManagers.photo,
};

export const companyJoin = eq(companies.id, users.companyId);
export const customerManagerJoin = eq(customerManagers.id, users.customerManagerId);

interface CurrentUserRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  type: UserType;
  roles: string[];
  isAgreed: boolean;
  photo: string | null;
  companyId: string | null;
  companyName: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerEmail: string | null;
  managerPhoto: string | null;
}

export function toCurrentUser(row: CurrentUserRow): CurrentUser {
  return {
    id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    type: row.type,
    extracted_roles: knownRoles(row.roles),
    is_agreed: row.isAgreed,
    photo: row.photo,
    customer_manager:
      row.managerFirstName !== null && row.managerLastName !== null && row.managerEmail !== null
        ? {
            first_name: row.managerFirstName,
            last_name: row.managerLastName,
            email: row.managerEmail,
            photo: row.managerPhoto,
          }
        : null,
    company: row.companyId !== null && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
  };
}

export async function loadCurrentUser(db: Database, userId: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select(currentUserColumns)
    .from(users)
    .leftJoin(companies, companyJoin)
    .leftJoin(customerManagers, customerManagerJoin)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toCurrentUser(row) : null;
}
