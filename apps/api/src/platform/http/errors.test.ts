import { once } from 'node:events';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, apiPath, SANDBOX_PATHS, SINGLE_LINE_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@portal/api-schema';
import { DEMO_USERS } from '../../demo/seed';
import { bearer, createTestContext, type TestContext } from '../../testing/test-app';

// Hostile input the way an attacker sends it: every answer is a 4xx in the envelope, with a
// message written for a person, never a 500 or the framework's own words.

let context: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  context = await createTestContext();
  admin = bearer(await context.login('admin@acme.test'));
}, 120_000);
afterAll(() => context?.close());

const FRAMEWORK_WORDS = /Invalid input|expected .* received|FST_ERR|<=\d{6,}|Too (big|small)/;

type Body = { data?: { message?: unknown; errors?: Array<{ property: unknown; message: unknown }> } };

function expectEnvelope(response: { statusCode: number; body: string }, status: number) {
  expect({ status: response.statusCode, body: response.body }).toEqual({ status, body: expect.any(String) });
  const body = JSON.parse(response.body) as Body;
  expect(body.data).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(Object.keys(body)).toEqual(['data']);
  expect(response.body).not.toMatch(FRAMEWORK_WORDS);
  return body.data!;
}

const fieldMessage = (data: Body['data'], property: string) => data?.errors?.find((error) => error.property === property)?.message;

describe('characters that must not be stored', () => {
  const talentRequest = {
    title: 'Backend engineer',
    skills: ['TypeScript'],
    seniority: 'senior',
    hours_per_week: 40,
    hourly_budget: { currency: 'USD', added_value: 6000 },
    start_date: '2027-01-04',
  };

  test.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0007b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a bidi override', 'safe\u202Etxt.exe'],
    ['a bidi isolate', 'a\u2066b'],
    ['a delete', 'a\u007Fb'],
    ['a C1 control', 'a\u009Bb'],
  ])('%s in a body field answers 422 with the field named', async (_name, value) => {
    for (const field of ['title', 'notes'] as const) {
      const response = await context.app.inject({
        method: 'POST',
        url: API_PATHS.talentRequests,
        headers: admin,
        payload: { ...talentRequest, [field]: value },
      });
      expect(fieldMessage(expectEnvelope(response, 422), field)).toBe(UNSAFE_TEXT_MESSAGE);
    }
  });

  test("a line break in a company name or an invitee's name answers 422 beside the field, before any e-mail", async () => {
    const company = await context.app.inject({
      method: 'PUT',
      url: API_PATHS.companyInformation,
      headers: admin,
      payload: {
        legal_name: 'Acme Corporation',
        name: 'A\r\nBcc: eve@example.org',
        website: '',
        size: '51-200',
        industry: 'software',
        address: { line1: 'Main St\n1', line2: '', city: 'Austin', region: 'TX', postal_code: '78744', country: 'US' },
      },
    });
    const body = expectEnvelope(company, 422);
    expect(fieldMessage(body, 'name')).toBe(SINGLE_LINE_MESSAGE);
    expect(fieldMessage(body, 'address.line1')).toBe(SINGLE_LINE_MESSAGE);

    const invitation = await context.app.inject({
      method: 'POST',
      url: API_PATHS.invitations,
      headers: admin,
      payload: { email: 'crlf@tests.test', first_name: 'Nora\r\nBcc: eve@example.org', last_name: 'New\tcomer', roles: ['proposals'] },
    });
    const invited = expectEnvelope(invitation, 422);
    expect(fieldMessage(invited, 'first_name')).toBe(SINGLE_LINE_MESSAGE);
    expect(fieldMessage(invited, 'last_name')).toBe(SINGLE_LINE_MESSAGE);

    for (const value of ['a\u2028b', 'a\u0085b']) {
      const title = await context.app.inject({
        method: 'POST',
        url: API_PATHS.talentRequests,
        headers: admin,
        payload: { ...talentRequest, title: value },
      });
      expect(fieldMessage(expectEnvelope(title, 422), 'title')).toBeDefined();
    }
  });

  test('tabs, new lines and emoji are kept', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.talentRequests,
      headers: admin,
      payload: { ...talentRequest, notes: 'line one\r\n\tline two 🚀' },
    });
    expect(response.statusCode).toBe(201);
  });

  test('NUL in sign-up names, a decline comment, a query and path parameters answers 422', async () => {
    const signup = await context.app.inject({
      method: 'POST',
      url: API_PATHS.signup,
      payload: { first_name: 'A\u0000', last_name: 'B\u0000', email: 'nul@tests.test', password: 'long-enough-password' },
    });
    expect(fieldMessage(expectEnvelope(signup, 422), 'first_name')).toBe(UNSAFE_TEXT_MESSAGE);

    const decline = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.declineProposal, { id: '0b7d6a4e-5d1f-4c1e-9a43-ffffffffffff' }),
      headers: admin,
      payload: { msg: 'Other: \u0000' },
    });
    expect(fieldMessage(expectEnvelope(decline, 422), 'msg')).toBe(UNSAFE_TEXT_MESSAGE);

    const search = await context.app.inject({ method: 'GET', url: `${API_PATHS.rfps}?q=%00`, headers: admin });
    expect(fieldMessage(expectEnvelope(search, 422), 'q')).toBe(UNSAFE_TEXT_MESSAGE);

    for (const url of [
      apiPath(API_PATHS.paymentMetadata, { reference: 'R\u0000', slug: 'stripe-card' }),
      apiPath(API_PATHS.paymentMetadata, { reference: 'R-1', slug: 'x\u0000' }),
      apiPath(SANDBOX_PATHS.cardCheckout, { reference: '\u0000' }),
      '/dev/mailbox.json?to=%00',
      '/sandbox/meetings/%00',
      '/sandbox/meetings/x?ticket=%00',
    ]) {
      const response = await context.app.inject({ method: 'GET', url, headers: admin });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
      expectEnvelope(response, 422);
    }
  });
});

describe('malformed bodies', () => {
  const tokenize = (payload: string, contentType = 'application/json') =>
    context.app.inject({
      method: 'POST',
      url: SANDBOX_PATHS.bankAccountTokens,
      headers: { ...admin, 'content-type': contentType },
      payload,
    });

  test.each([
    ['broken JSON', '{bad', 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a __proto__ key', '{"__proto__":{"x":1},"routing_number":"110000000"}', 'application/json', 400],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"x":1}}}', 'application/json', 400],
    ['a UTF-16 charset', '{}', 'application/json; charset=utf-16', 415],
    ['an unknown content type', 'x', 'application/x-unknown', 415],
  ])('%s answers %s in the envelope', async (_name, payload, contentType, status) => {
    expectEnvelope(await tokenize(payload, contentType), status);
  });

  test('a body of the wrong shape names each field for a person', async () => {
    const data = expectEnvelope(await tokenize('{"routing_number":5}'), 422);
    expect(fieldMessage(data, 'routing_number')).toBe('This field must be text.');
    expect(fieldMessage(data, 'account_holder_name')).toBe('This field is required.');
  });
});

describe('errors of the router, the HTTP parser and unknown paths', () => {
  test('a path parameter longer than the router takes answers 414 in the envelope', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/client-cabinet/invoice/${'a'.repeat(200)}`, headers: admin });
    expectEnvelope(response, 414);
  });

  test('a malformed URL answers 400 in the envelope', async () => {
    expectEnvelope(await context.app.inject({ method: 'GET', url: '/api/client-cabinet/invoice/%E0%A4%A' }), 400);
  });

  test.each(['/sandbox/nothing-here', '/api/nothing-here', '/dev/nothing-here'])('%s answers 404 in the envelope', async (url) => {
    const response = await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expectEnvelope(response, 404);
  });

  test('headers larger than the server takes answer 431 in the envelope on a real socket', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const request = httpRequest({ host: '127.0.0.1', port, path: `/api/health?q=${'a'.repeat(50_000)}` });
    request.end();
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    let body = '';
    for await (const chunk of response) body += String(chunk);
    expect(response.headers['content-type']).toContain('application/json');
    expectEnvelope({ statusCode: response.statusCode ?? 0, body }, 431);
  });
});

describe('validator messages are written for a person', () => {
  test.each([
    ['a number far too large', { hours_per_week: 1e20 }, 'hours_per_week', 'At most 60 hours per week'],
    [
      'a budget far too large',
      { hourly_budget: { currency: 'USD', added_value: 2 ** 60 } },
      'hourly_budget.added_value',
      'The hourly budget must be at most 500.00',
    ],
    ['a value not offered', { seniority: 'wizard' }, 'seniority', 'Choose a seniority'],
    ['a bad date', { start_date: '2027-02-31x' }, 'start_date', 'Enter a date as YYYY-MM-DD.'],
    ['a skill too long', { skills: ['x'.repeat(500)] }, 'skills.0', expect.stringMatching(/^Use at most \d+ characters\.$/)],
  ])('%s', async (_name, change, property, message) => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.talentRequests,
      headers: admin,
      payload: {
        title: 'Backend engineer',
        skills: ['TypeScript'],
        seniority: 'senior',
        hours_per_week: 40,
        hourly_budget: { currency: 'USD', added_value: 6000 },
        start_date: '2027-01-04',
        ...change,
      },
    });
    expect(fieldMessage(expectEnvelope(response, 422), property)).toEqual(message);
  });

  test('a bad identifier in a path says so', async () => {
    const response = await context.app.inject({ method: 'GET', url: apiPath(API_PATHS.invoice, { id: 'not-an-id' }), headers: admin });
    expect(fieldMessage(expectEnvelope(response, 422), 'id')).toBe('This is not a valid identifier.');
  });

  test('a user of the demo data exists for each test above', () => {
    expect(DEMO_USERS.some((user) => user.email === 'admin@acme.test')).toBe(true);
  });
});
