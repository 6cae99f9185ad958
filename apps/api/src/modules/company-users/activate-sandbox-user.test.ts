import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/api-schema';
import { companies, users } from './tables';
import { createTestUser } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { activateSandboxUser, activationMessage } from './activate-sandbox-user';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('activating a new customer (cli activate <email>)', () => {
  test('a SandboxUser with a company becomes a ClientUser with every role, once', async () => {
    const [company] = await database.db.insert(companies).values({ name: 'Newcomer' }).returning();
    const user = await createTestUser(database.db, { type: 'SandboxUser', companyId: company?.id });
    const result = await activateSandboxUser({ db: database.db }, { email: `  ${user.email.toUpperCase()} ` });
    expect(result).toEqual({ kind: 'activated', userId: user.id, companyId: company?.id });
    expect(activationMessage(user.email, result)).toBe(`${user.email} is now a ClientUser with every role.`);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ type: 'ClientUser', roles: [...ROLES] });

    const again = await activateSandboxUser({ db: database.db }, { email: user.email });
    expect(again.kind).toBe('already_active');
    expect(activationMessage(user.email, again)).toContain('already an active ClientUser');
  });

  test('an unknown address and an account without a company are explained, and nothing changes', async () => {
    const unknown = await activateSandboxUser({ db: database.db }, { email: 'nobody@nowhere.test' });
    expect(activationMessage('nobody@nowhere.test', unknown)).toBe('No account has the e-mail nobody@nowhere.test.');

    const user = await createTestUser(database.db, { type: 'SandboxUser' });
    const result = await activateSandboxUser({ db: database.db }, { email: user.email });
    expect(result.kind).toBe('no_company');
    expect(activationMessage(user.email, result)).toContain('complete the onboarding wizard first');
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ type: 'SandboxUser', roles: [] });
  });
});
