import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type Role, ROLES } from '@portal/api-schema';
import { timeStep, totpCode } from '../modules/auth/totp';
import { twoFactorPolicies } from '../modules/auth/tables';
import { companies } from '../modules/company-users/tables';
import type { Database } from '../platform/database/database';
import { bearer, createTestUser, dataOf } from './test-app';

/** The code of the authenticator app, `steps` time steps from now. */
export function codeAt(secret: string, steps = 0): string {
  return totpCode(secret, timeStep(Date.now()) + steps);
}

/**
 * Turns two-factor sign-in on through the API, as a user does (the confirmation uses the code of the
 * step before the current one, so that the current and the next are still unused), and answers the
 * key and the recovery codes.
 */
export async function enableTwoFactor(app: FastifyInstance, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({ method: 'POST', url: API_PATHS.twoFactorSetup, headers: bearer(token) });
  if (started.statusCode !== 200) throw new Error(`Two-factor setup answered ${started.statusCode}: ${started.body}`);
  const { secret } = dataOf<{ secret: string }>(started);
  const confirmed = await app.inject({
    method: 'POST',
    url: API_PATHS.twoFactorConfirm,
    headers: bearer(token),
    payload: { code: codeAt(secret, -1) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`Two-factor confirmation answered ${confirmed.statusCode}: ${confirmed.body}`);
  return { secret, recoveryCodes: dataOf<{ recovery_codes: string[] }>(confirmed).recovery_codes };
}

/** A company of its own that requires two-factor sign-in of its admins (or not), with an admin. */
export async function createTwoFactorCompany(db: Database, options: { required: boolean; roles?: Role[] } = { required: true }) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Two-factor ${randomUUID()}` })
    .returning({ id: companies.id });
  if (!company) throw new Error('No company created');
  if (options.required) await db.insert(twoFactorPolicies).values({ companyId: company.id, requireForAdmins: true });
  const admin = await createTestUser(db, { companyId: company.id, roles: options.roles ?? [...ROLES] });
  return { companyId: company.id, admin };
}
