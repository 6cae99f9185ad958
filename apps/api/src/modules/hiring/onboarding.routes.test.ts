import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, currentUserSchema, FORBIDDEN_MESSAGE, type OnboardingInput, onboardingResultSchema } from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { companies, users } from '../company-users/tables';
import { rfps } from './tables';
import { COMPANY_ALREADY_SET_UP_MESSAGE } from './submit-onboarding';
import { createHiringCompany } from '../../testing/hiring-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

const answers: OnboardingInput = {
  company: { name: '  Initech  ', size: '11-50' },
  need: 'extend_team',
  skills: ['React', 'TypeScript'],
  seniority: 'senior',
  timeline: 'within_2_weeks',
  hourly_budget: { currency: 'EUR', added_value: 6_500 },
};

function submit(token: string | null, payload: unknown) {
  return context.app.inject({
    method: 'POST',
    url: API_PATHS.onboarding,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

async function newSandboxUser() {
  const user = await createTestUser(context.db, { type: 'SandboxUser', isAgreed: false });
  return { user, token: await context.login(user.email, user.password) };
}

describe('POST onboarding', () => {
  test("sets up the company and the first request, and the caller's session sees the company at once", async () => {
    const { user, token } = await newSandboxUser();
    const response = await submit(token, answers);
    expect(response.statusCode).toBe(201);
    const result = onboardingResultSchema.parse(dataOf(response));
    expect(result.company.name).toBe('Initech');
    expect(result.rfp).toMatchObject({
      title: 'Senior React developer',
      skills: ['React', 'TypeScript'],
      seniority: 'senior',
      engagement: 'full_time',
      hours_per_week: 40,
      status: 'matching',
      proposals: { total: 0, new: 0, declined: 0 },
    });
    const expectedStart = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect([expectedStart, new Date(Date.now() + 14 * 86_400_000 - 60_000).toISOString().slice(0, 10)]).toContain(result.rfp.start_date);

    const [company] = await context.db.select().from(companies).where(eq(companies.id, result.company.id));
    expect(company).toMatchObject({ name: 'Initech', size: '11-50' });
    const [rfp] = await context.db.select().from(rfps).where(eq(rfps.id, result.rfp.id));
    expect(rfp).toMatchObject({
      source: 'onboarding',
      companyId: company?.id,
      createdBy: user.id,
      hourlyBudgetMinor: 6_500,
      currency: 'EUR',
    });
    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ companyId: company?.id, type: 'SandboxUser', roles: [] });

    const me = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(token) });
    expect(currentUserSchema.parse(dataOf(me)).company).toEqual(result.company);
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.onboarded'), eq(auditLog.actorUserId, user.id)));
    expect(audit).toHaveLength(1);

    const again = await submit(token, answers);
    expect(again.statusCode).toBe(409);
    expect(dataOf(again)).toEqual({ message: COMPANY_ALREADY_SET_UP_MESSAGE });
  });

  test('specific expertise is part time and a later start has no date yet', async () => {
    const { token } = await newSandboxUser();
    const response = await submit(token, { ...answers, need: 'specific_expertise', timeline: 'later', seniority: 'lead', skills: ['Go'] });
    expect(onboardingResultSchema.parse(dataOf(response)).rfp).toMatchObject({
      title: 'Lead Go developer',
      hours_per_week: 20,
      engagement: 'part_time',
      start_date: null,
    });
  });

  test('concurrent submissions set up one company', async () => {
    const { user, token } = await newSandboxUser();
    const responses = await Promise.all(Array.from({ length: 5 }, () => submit(token, answers)));
    expect(responses.map((response) => response.statusCode).sort((a, b) => a - b)).toEqual([201, 409, 409, 409, 409]);
    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    const created = await context.db.select().from(rfps).where(eq(rfps.createdBy, user.id));
    expect(created).toHaveLength(1);
    expect(created[0]?.companyId).toBe(row?.companyId);
  });

  test('a client user with a company gets 409; one without a company is not a new customer; no token is 401', async () => {
    const { user } = await createHiringCompany(context.db);
    const clientToken = await context.login(user.email, user.password);
    expect((await submit(clientToken, answers)).statusCode).toBe(409);

    const stray = await createTestUser(context.db, { type: 'ClientUser' });
    const strayResponse = await submit(await context.login(stray.email, stray.password), answers);
    expect(strayResponse.statusCode).toBe(403);
    expect(dataOf(strayResponse)).toEqual({ message: FORBIDDEN_MESSAGE });

    expect((await submit(null, answers)).statusCode).toBe(401);
  });

  test('bad and hostile answers are 422 with one message per field, and nothing is created', async () => {
    const { user, token } = await newSandboxUser();
    const empty = await submit(token, {});
    expect(empty.statusCode).toBe(422);
    const properties = dataOf<{ errors: Array<{ property: string }> }>(empty)
      .errors.map((error) => error.property)
      .sort();
    expect(properties).toEqual(['company', 'hourly_budget', 'need', 'seniority', 'skills', 'timeline']);

    const cases: Array<[unknown, string]> = [
      [{ ...answers, company: { name: '   ', size: '11-50' } }, 'company.name'],
      [{ ...answers, company: { name: 'x'.repeat(121), size: '11-50' } }, 'company.name'],
      [{ ...answers, company: { name: 'Initech', size: 'huge' } }, 'company.size'],
      [{ ...answers, skills: [] }, 'skills'],
      [{ ...answers, skills: Array.from({ length: 11 }, (_, index) => `Skill ${index}`) }, 'skills'],
      [{ ...answers, seniority: 'guru' }, 'seniority'],
      [{ ...answers, hourly_budget: { currency: 'BTC', added_value: 6_500 } }, 'hourly_budget.currency'],
      [{ ...answers, hourly_budget: { currency: 'USD', added_value: 5 } }, 'hourly_budget.added_value'],
      [{ ...answers, need: { $gt: '' } }, 'need'],
    ];
    for (const [payload, property] of cases) {
      const response = await submit(token, payload);
      expect(response.statusCode).toBe(422);
      expect(dataOf<{ errors: Array<{ property: string }> }>(response).errors.map((error) => error.property)).toContain(property);
    }
    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.companyId).toBeNull();
  });

  test('markup in the company name is stored as text, as given', async () => {
    const { token } = await newSandboxUser();
    const response = await submit(token, { ...answers, company: { name: '<img src=x onerror=alert(1)>', size: '1-10' } });
    expect(response.statusCode).toBe(201);
    expect(onboardingResultSchema.parse(dataOf(response)).company.name).toBe('<img src=x onerror=alert(1)>');
  });
});
