import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/api-schema';
import { createInvitingCompany, createTestInvitation } from '../../testing/invitation-fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { invitationsExpiring } from './invitation-actions';
import { invitations } from './tables';

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
let database: Handle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const DAY = 86_400_000;

describe('invitations about to expire', () => {
  test('open invitations expiring within three days, soonest first; not expired, answered, withdrawn or later ones', async () => {
    const { db } = database;
    const { companyId } = await createInvitingCompany(db);
    const now = new Date();
    const expiringIn = async (days: number, email: string) => {
      const invitation = await createTestInvitation(db, { companyId, email });
      await db
        .update(invitations)
        .set({ expiresAt: new Date(now.getTime() + days * DAY) })
        .where(eq(invitations.id, invitation.id));
      return invitation;
    };
    await expiringIn(2, 'two@tests.test');
    await expiringIn(0.5, 'half@tests.test');
    await expiringIn(6, 'six@tests.test');
    await expiringIn(-1, 'expired@tests.test');
    const accepted = await expiringIn(1, 'accepted@tests.test');
    await db.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, accepted.id));
    const withdrawn = await expiringIn(1, 'withdrawn@tests.test');
    await db.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, withdrawn.id));
    // Another company's invitation is not this company's business.
    const other = await createInvitingCompany(db);
    await createTestInvitation(db, { companyId: other.companyId, email: 'other@tests.test' }).then((row) =>
      db
        .update(invitations)
        .set({ expiresAt: new Date(now.getTime() + DAY) })
        .where(eq(invitations.id, row.id)),
    );

    const source = invitationsExpiring({ db });
    expect(source.role).toBe('account_editor');
    const group = await source.collect({
      actor: { userId: 'u', companyId, ip: '127.0.0.1', userAgent: 'test' },
      roles: [...ROLES],
      limit: 5,
      today: now.toISOString().slice(0, 10),
      now,
    });
    expect(group.count).toBe(2);
    expect(group.items.map((item) => item.detail)).toEqual(['half@tests.test', 'two@tests.test']);
    expect(group.items.every((item) => item.href === '/users/invites')).toBe(true);
  });

  test('an editor with fewer roles is shown, and counted, only the invitations whose roles they all hold', async () => {
    const { db } = database;
    const { companyId } = await createInvitingCompany(db);
    const now = new Date();
    const expiring = async (email: string, roles: Role[]) => {
      const invitation = await createTestInvitation(db, { companyId, email, roles });
      await db
        .update(invitations)
        .set({ expiresAt: new Date(now.getTime() + DAY) })
        .where(eq(invitations.id, invitation.id));
    };
    await expiring('within@tests.test', ['proposals']);
    await expiring('same@tests.test', ['account_editor', 'proposals']);
    await expiring('none@tests.test', []);
    // Resending or withdrawing these would answer 403: they grant a role the editor lacks.
    await expiring('invoices@tests.test', ['proposals', 'invoices']);
    await expiring('contracts@tests.test', ['contracts']);

    const group = await invitationsExpiring({ db }).collect({
      actor: { userId: 'u', companyId, ip: '127.0.0.1', userAgent: 'test' },
      roles: ['account_editor', 'proposals'],
      limit: 5,
      today: now.toISOString().slice(0, 10),
      now,
    });
    expect(group.count).toBe(3);
    expect(group.items.map((item) => item.detail).sort()).toEqual(['none@tests.test', 'same@tests.test', 'within@tests.test']);
  });
});
