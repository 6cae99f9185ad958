import { inArray } from 'drizzle-orm';
import { ROLES, type Role, type UserType } from '@portal/api-schema';
import demoAccounts from '../../demo/demo-accounts.json' with { type: 'json' };
import type { PasswordHasher } from '../../platform/access/passwords';
import type { Database } from '../../platform/database/database';
import { DEMO_ASSETS_PREFIX } from '../../platform/http/static-files';
import { companies, customerManagers, users } from './tables';

/** The password of every demo account (demo-accounts.json, which `npm start`, e2e and the bench read too). */
export const DEMO_PASSWORD = demoAccounts.password;
const { accounts } = demoAccounts;

/** Fixed ids, so that seeding twice changes nothing and tests can refer to them. */
export const DEMO_IDS = {
  acme: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a0001',
  globex: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a0002',
  manager: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a0101',
  acmeAdmin: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001',
  acmeFinance: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1002',
  acmeInterview: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1003',
  acmeTerms: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1004',
  acmeDisabled: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1005',
  sandbox: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1006',
  globexAdmin: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a2001',
  acmeLegal: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1007',
  acmeFormer: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1008',
} as const;

export const DEMO_MANAGER_PHOTO = `${DEMO_ASSETS_PREFIX}customer-manager.svg`;

interface DemoUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  companyId: string | null;
  roles: readonly Role[];
  isAgreed: boolean;
  enabled: boolean;
  customerManagerId: string | null;
  jobTitle?: string;
  timeZone?: string;
}

const ALL_ROLES = ROLES;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: DEMO_IDS.acmeAdmin,
    email: accounts.acmeAdmin.email,
    firstName: 'Ada',
    lastName: 'Lindqvist',
    type: 'ClientUser',
    companyId: DEMO_IDS.acme,
    roles: ALL_ROLES,
    isAgreed: true,
    enabled: true,
    customerManagerId: DEMO_IDS.manager,
  },
  {
    id: DEMO_IDS.acmeFinance,
    email: accounts.acmeFinance.email,
    firstName: 'Farid',
    lastName: 'Haddad',
    type: 'ClientUser',
    companyId: DEMO_IDS.acme,
    roles: ['invoices', 'contracts', 'my_company'],
    isAgreed: true,
    enabled: true,
    customerManagerId: null,
  },
  {
    id: DEMO_IDS.acmeInterview,
    email: accounts.acmeInterview.email,
    firstName: 'Ines',
    lastName: 'Duarte',
    type: 'ClientUser',
    companyId: DEMO_IDS.acme,
    roles: ['proposals', 'my_company'],
    isAgreed: true,
    enabled: true,
    customerManagerId: null,
  },
  {
    id: DEMO_IDS.acmeTerms,
    email: accounts.acmeTerms.email,
    firstName: 'Theo',
    lastName: 'Brandt',
    type: 'ClientUser',
    companyId: DEMO_IDS.acme,
    roles: ALL_ROLES,
    isAgreed: false,
    enabled: true,
    customerManagerId: null,
  },
  {
    id: DEMO_IDS.acmeDisabled,
    email: accounts.acmeDisabled.email,
    firstName: 'Dana',
    lastName: 'Whitfield',
    type: 'ClientUser',
    companyId: DEMO_IDS.acme,
    roles: ['invoices', 'contracts', 'my_company'],
    isAgreed: true,
    enabled: false,
    customerManagerId: null,
  },
  {
    id: DEMO_IDS.sandbox,
    email: accounts.sandbox.email,
    firstName: 'Sam',
    lastName: 'Rivera',
    type: 'SandboxUser',
    companyId: null,
    roles: [],
    isAgreed: true,
    enabled: true,
    customerManagerId: null,
  },
  {
    id: DEMO_IDS.globexAdmin,
    email: accounts.globexAdmin.email,
    firstName: 'Gloria',
    lastName: 'Benton',
    type: 'ClientUser',
    companyId: DEMO_IDS.globex,
    roles: ALL_ROLES,
    isAgreed: true,
    enabled: true,
    customerManagerId: null,
  },
  {
    id: DEMO_IDS.acmeLegal,
    email: accounts.acmeLegal.email,
    firstName: 'Leah',
    lastName: 'Novak',
    type: 'ClientUser',
    companyId: DEMO_IDS.acme,
    roles: ['invoices', 'contracts', 'my_company'],
    isAgreed: true,
    enabled: true,
    customerManagerId: null,
    jobTitle: 'Legal counsel',
    timeZone: 'Europe/Berlin',
  },
  {
    // Left the company: kept, disabled, so that the history of what they did still names them.
    id: DEMO_IDS.acmeFormer,
    email: 'owen.marsh@acme.test',
    firstName: 'Owen',
    lastName: 'Marsh',
    type: 'ClientUser',
    companyId: DEMO_IDS.acme,
    roles: ['proposals', 'my_company'],
    isAgreed: true,
    enabled: false,
    customerManagerId: null,
    jobTitle: 'Engineering manager',
    timeZone: 'America/New_York',
  },
];

export async function hasAnyCompany(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).limit(1);
  return row !== undefined;
}

type NewUserRow = typeof users.$inferInsert;

/**
 * The demo accounts still missing, with their password hashes: made before the seed's
 * transaction, as hashing is slow. Each account gets its own salt, as any real one would.
 */
export async function missingDemoUsers(db: Database, passwords: PasswordHasher): Promise<NewUserRow[]> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const existingEmails = new Set(existing.map((row) => row.email));
  const missing = DEMO_USERS.filter((user) => !existingEmails.has(user.email));
  return Promise.all(
    missing.map(async (user) => ({
      id: user.id,
      email: user.email,
      passwordHash: await passwords.hash(DEMO_PASSWORD),
      firstName: user.firstName,
      lastName: user.lastName,
      type: user.type,
      companyId: user.companyId,
      roles: [...user.roles],
      isAgreed: user.isAgreed,
      agreedAt: user.isAgreed ? new Date() : null,
      enabled: user.enabled,
      customerManagerId: user.customerManagerId,
      jobTitle: user.jobTitle ?? null,
      timeZone: user.timeZone ?? null,
    })),
  );
}

/** Inserts the demo companies, the manager and the given users where missing; answers how many users were created. */
export async function seedUsersDemoData(db: Database, missingUsers: NewUserRow[]): Promise<number> {
  await db
    .insert(companies)
    .values([
      { id: DEMO_IDS.acme, name: 'Acme Robotics' },
      { id: DEMO_IDS.globex, name: 'Globex' },
    ])
    .onConflictDoNothing();
  await db
    .insert(customerManagers)
    .values({
      id: DEMO_IDS.manager,
      firstName: 'Maya',
      lastName: 'Okafor',
      email: 'maya.okafor@example.com',
      photo: DEMO_MANAGER_PHOTO,
    })
    .onConflictDoNothing();
  if (missingUsers.length === 0) return 0;
  const inserted = await db.insert(users).values(missingUsers).onConflictDoNothing().returning({ id: users.id });
  return inserted.length;
}
