import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { API_PATHS, type OnboardingInput, WIZARD_DRAFT_LIMITS, wizardDraftSchema } from '@portal/api-schema';
import { COMPANY_ALREADY_SET_UP_MESSAGE } from './submit-onboarding';
import { WIZARD_DRAFT_TOO_LARGE_MESSAGE } from './onboarding.routes';
import { wizardDrafts } from './tables';
import { TEST_WIZARD_DRAFT } from '../../testing/hiring-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

const draft = TEST_WIZARD_DRAFT;

async function newSandboxUser() {
  const user = await createTestUser(context.db, { type: 'SandboxUser', isAgreed: false });
  return { user, token: await context.login(user.email, user.password) };
}

function send(method: 'GET' | 'PUT' | 'DELETE', token: string | null, payload?: unknown) {
  return context.app.inject({
    method,
    url: API_PATHS.onboardingDraft,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function errorsOf(response: Awaited<ReturnType<typeof send>>) {
  return (dataOf(response) as { errors: { property: string; message: string }[] }).errors;
}

describe('the wizard draft', () => {
  test('none at first; kept as sent; read back by another session of the same user; replaced by the next one', async () => {
    const { user, token } = await newSandboxUser();
    const first = await send('GET', token);
    expect(first.statusCode).toBe(200);
    expect(dataOf(first)).toBeNull();

    const saved = await send('PUT', token, draft);
    expect(saved.statusCode).toBe(200);
    expect(wizardDraftSchema.parse(dataOf(saved))).toEqual(draft);

    // Another browser: a second sign-in of the same user.
    const otherBrowser = await context.login(user.email, user.password);
    const read = await send('GET', otherBrowser);
    expect(dataOf(read)).toEqual(draft);

    const next = {
      ...draft,
      step: 5,
      answers: { ...draft.answers, budget: { currency: 'USD', amount: 65.5 } },
      saved_at: '2026-11-24T10:05:00.000Z',
    };
    expect((await send('PUT', otherBrowser, next)).statusCode).toBe(200);
    expect(dataOf(await send('GET', token))).toEqual(next);
    expect(await context.db.select().from(wizardDrafts).where(eq(wizardDrafts.userId, user.id))).toHaveLength(1);
  });

  test("one user's draft is never another's", async () => {
    const owner = await newSandboxUser();
    const stranger = await newSandboxUser();
    await send('PUT', owner.token, draft);
    expect(dataOf(await send('GET', stranger.token))).toBeNull();
    expect((await send('DELETE', stranger.token)).statusCode).toBe(200);
    expect(dataOf(await send('GET', owner.token))).toEqual(draft);
  });

  test('needs a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await send(method, null, method === 'PUT' ? draft : undefined)).statusCode).toBe(401);
    }
  });

  test.each([
    ['step', { ...draft, step: 7 }, 'step'],
    ['step', { ...draft, step: 1.5 }, 'step'],
    ['company name', { ...draft, answers: { ...draft.answers, company: { name: 'x'.repeat(121), size: '' } } }, 'answers.company.name'],
    ['company size', { ...draft, answers: { ...draft.answers, company: { name: '', size: 'huge' } } }, 'answers.company.size'],
    ['need', { ...draft, answers: { ...draft.answers, need: 'everything' } }, 'answers.need'],
    [
      'skills',
      { ...draft, answers: { ...draft.answers, skills: Array.from({ length: 11 }, (_, index) => `Skill ${index}`) } },
      'answers.skills',
    ],
    ['one skill', { ...draft, answers: { ...draft.answers, skills: ['x'.repeat(41)] } }, 'answers.skills.0'],
    ['seniority', { ...draft, answers: { ...draft.answers, seniority: 'wise' } }, 'answers.seniority'],
    ['timeline', { ...draft, answers: { ...draft.answers, timeline: 'someday' } }, 'answers.timeline'],
    ['budget amount', { ...draft, answers: { ...draft.answers, budget: { currency: 'USD', amount: -1 } } }, 'answers.budget.amount'],
    ['budget currency', { ...draft, answers: { ...draft.answers, budget: { currency: 'BTC', amount: 50 } } }, 'answers.budget.currency'],
    ['saved_at', { ...draft, saved_at: 'yesterday' }, 'saved_at'],
  ])('a wrong %s is 422 with one message on that field, and nothing is kept', async (_name, payload, property) => {
    const { token } = await newSandboxUser();
    const response = await send('PUT', token, payload);
    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.property).toBe(property);
    expect(dataOf(await send('GET', token))).toBeNull();
  });

  test('a body over the limit is refused with 413 before it is read whole', async () => {
    const { token } = await newSandboxUser();
    const oversized = { ...draft, padding: 'x'.repeat(WIZARD_DRAFT_LIMITS.maxBytes) };
    const response = await send('PUT', token, oversized);
    expect(response.statusCode).toBe(413);
    expect(dataOf(response)).toMatchObject({ message: WIZARD_DRAFT_TOO_LARGE_MESSAGE });
    expect(dataOf(await send('GET', token))).toBeNull();
  });

  test('DELETE forgets it', async () => {
    const { token } = await newSandboxUser();
    await send('PUT', token, draft);
    expect((await send('DELETE', token)).statusCode).toBe(200);
    expect(dataOf(await send('GET', token))).toBeNull();
  });

  test('submitting the wizard deletes the draft, and a set-up company keeps no new one (409)', async () => {
    const { token } = await newSandboxUser();
    await send('PUT', token, draft);
    const answers: OnboardingInput = {
      company: { name: 'Initech', size: '11-50' },
      need: 'extend_team',
      skills: ['React'],
      seniority: 'senior',
      timeline: 'immediately',
      hourly_budget: { currency: 'EUR', added_value: 6_500 },
    };
    const submitted = await context.app.inject({ method: 'POST', url: API_PATHS.onboarding, headers: bearer(token), payload: answers });
    expect(submitted.statusCode).toBe(201);
    expect(dataOf(await send('GET', token))).toBeNull();

    const late = await send('PUT', token, draft);
    expect(late.statusCode).toBe(409);
    expect(dataOf(late)).toEqual({ message: COMPANY_ALREADY_SET_UP_MESSAGE });
    expect(dataOf(await send('GET', token))).toBeNull();
  });
});
