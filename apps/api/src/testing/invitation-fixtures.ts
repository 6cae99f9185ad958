import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@portal/api-schema';
import { generateToken, hashToken } from '../platform/access/tokens';
import type { Database } from '../platform/database/database';
import { companies, invitations } from '../modules/company-users/tables';
import { createTestUser } from './test-app';

/** Fixtures of the invitation tests: companies with an account editor, and invitations with known link tokens. */

/** A company of its own, with an admin (every role) who can sign in. */
export async function createInvitingCompany(db: Database, input: { roles?: Role[]; name?: string } = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: input.name ?? `Inviting ${randomUUID().slice(0, 8)}` })
    .returning({ id: companies.id, name: companies.name });
  if (!company) throw new Error('No company created');
  const admin = await createTestUser(db, { companyId: company.id, roles: input.roles ?? [...ROLES] });
  return { companyId: company.id, companyName: company.name, admin };
}

export interface TestInvitationInput {
  companyId: string;
  invitedBy?: string | null;
  email?: string;
  roles?: Role[];
  /** The link expired this many days ago instead of working for another week. */
  expiredDaysAgo?: number;
}

/** An open invitation whose link token is known (as only its e-mail's reader would know it). */
export async function createTestInvitation(db: Database, input: TestInvitationInput) {
  const token = generateToken();
  const email = input.email ?? `invitee-${randomUUID()}@tests.test`;
  const day = 86_400_000;
  const [row] = await db
    .insert(invitations)
    .values({
      companyId: input.companyId,
      email,
      firstName: 'Ivy',
      lastName: 'Invitee',
      roles: input.roles ?? ['proposals', 'my_company'],
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy ?? null,
      expiresAt: new Date(Date.now() + (input.expiredDaysAgo === undefined ? 7 * day : -input.expiredDaysAgo * day)),
    })
    .returning();
  if (!row) throw new Error('No invitation created');
  return { ...row, token };
}
