import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { LOGINS, openSignedIn, sessionToken, signIn, signupLinkPath, storeToken } from './support';
import { EXEMPT_FIELDS, packPayloads, payloadsFor, STORED_FIELDS, XSS_PAYLOAD_COUNT, type FieldKey, type XssPayload } from './xss-corpus';

// Stored XSS: the corpus goes into every writable text field of the OpenAPI document (through the
// API, as the demo users and as fresh sign-ups of their own companies), then every portal page and
// sandbox page that shows those values is rendered in Chromium. Not one payload may run: no call
// of the marker, no dialog, no script blocked by the CSP (which would mean markup got through).

/** Sign-ups are limited per address and hour; the onboarding spec needs one of them, a retry as many again. */
const SIGNUPS = 3;
const PASSWORD = 'xss-corpus-passphrase-2026';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
};
type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
};

const FIELD_NUMBERS = new Map(Object.keys(STORED_FIELDS).map((key, index) => [key, index + 1]));
function fieldNumber(key: FieldKey): number {
  const number = FIELD_NUMBERS.get(key);
  if (number === undefined) throw new Error(`${key} is not in STORED_FIELDS`);
  return number;
}

/** Every string in a write operation's request body: `<METHOD> <path> <property path>` with its schema. */
function writableStringFields(doc: OpenApi): Map<FieldKey, JsonSchema> {
  const fields = new Map<FieldKey, JsonSchema>();
  const walk = (prefix: string, name: string, schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) walk(prefix, name, branch);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string')) fields.set(`${prefix} ${name}`, schema);
    if (types.includes('array')) walk(prefix, `${name}[]`, schema.items);
    for (const [property, child] of Object.entries(schema.properties ?? {})) walk(prefix, name ? `${name}.${property}` : property, child);
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!WRITE_METHODS.includes(method)) continue;
      for (const content of Object.values(operation.requestBody?.content ?? {}))
        walk(`${method.toUpperCase()} ${path}`, '', content.schema);
    }
  }
  return fields;
}

/** A field no payload can pass: a choice, or a pattern that refuses every payload (ids, dates, digits). */
function refusesEveryPayload(schema: JsonSchema): boolean {
  if (schema.enum || schema.const !== undefined) return true;
  if (!schema.pattern) return false;
  let pattern: RegExp;
  try {
    pattern = new RegExp(schema.pattern, 'u');
  } catch {
    pattern = new RegExp(schema.pattern);
  }
  return payloadsFor(99).every((payload) => !pattern.test(payload.text));
}

/** What the corpus run saw: reports from every frame of every page of the browser context. */
interface Watch {
  markers: string[];
  dialogs: string[];
  blocked: string[];
  pages: string[];
  texts: string[];
}

async function watchContext(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { markers: [], dialogs: [], blocked: [], pages: [], texts: [] };
  await context.exposeBinding('__xssReport', ({ frame }, kind: string, detail: string) => {
    const where = `${detail} at ${frame.url()}`;
    if (kind === 'marker') watch.markers.push(where);
    else watch.blocked.push(where);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (kind: string, detail: string) => void }).__xssReport;
    Object.assign(window, { __xss: (id: unknown) => report('marker', `__xss(${String(id)})`) });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        // Only what a script policy refused: markup or a URL that tried to run code. Not 'eval':
        // zod probes once per page whether `new Function` is allowed, and stored markup cannot
        // reach eval without running a script first, which this reports.
        if (/^script-src/.test(event.effectiveDirective) && event.blockedURI !== 'eval') {
          // The element names the payload (its marker id is the field's number times 100 plus the payload's).
          const element = event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : '';
          report('csp', `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ${element}`);
        }
      },
      true,
    );
  });
  const onPage = (page: Page) =>
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()} "${dialog.message()}" at ${page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return watch;
}

/** Opens a page (or uses the current one), lets it settle, and keeps the text of all its frames. */
async function render(page: Page, watch: Watch, url: string | null, ready?: () => Promise<void>): Promise<void> {
  if (url !== null) await page.goto(url);
  // Bounded: a page whose network never goes quiet (a frame's long poll) is still read and checked.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  if (ready) await ready();
  // A moment for late effects (image errors, autofocus, toggles) to fire.
  await page.waitForTimeout(300);
  let text = '';
  for (const frame of page.frames()) {
    text += `\n${await frame
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '')}`;
  }
  watch.texts.push(text);
  watch.pages.push(url ?? `${page.url()} (after an action)`);
}

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day `days` after `day` ('2026-06-01', 3: '2026-06-04'). */
function isoDateAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.text();
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${body}`).toBe(true);
  return (JSON.parse(body) as { data: T }).data;
}

/** Which payloads went into which field, and the values as stored. */
class Stored {
  readonly payloads = new Map<FieldKey, Map<number, XssPayload>>();
  add(key: FieldKey, payloads: XssPayload[]): void {
    const known = this.payloads.get(key) ?? new Map<number, XssPayload>();
    for (const payload of payloads) known.set(payload.n, payload);
    this.payloads.set(key, known);
  }
}

interface Customer {
  email: string;
  token: string;
}

test('the XSS corpus stored in every writable text field runs no script on any page that shows it', async ({ page, request }) => {
  // Every stored field on every page that shows it: under four minutes on a quiet two-core machine,
  // and past five when that machine is busy.
  test.setTimeout(600_000);

  // 1. Every writable string field of the OpenAPI document is stored or exempt with a reason.
  const docResponse = await request.get('/api/docs/json');
  expect(docResponse.ok()).toBe(true);
  const fields = writableStringFields((await docResponse.json()) as OpenApi);
  const uncovered = [...fields]
    .filter(([key, schema]) => !(key in STORED_FIELDS) && !(key in EXEMPT_FIELDS) && !refusesEveryPayload(schema))
    .map(([key]) => key);
  expect(uncovered, 'writable text fields the XSS corpus neither stores nor lists as exempt (xss-corpus.ts)').toEqual([]);
  const stale = [...Object.keys(STORED_FIELDS), ...Object.keys(EXEMPT_FIELDS)].filter((key) => !fields.has(key));
  expect(stale, 'fields listed in xss-corpus.ts that the OpenAPI document no longer has').toEqual([]);
  for (const [key, schema] of fields) {
    if (key in STORED_FIELDS) expect(schema.maxLength ?? Infinity, `${key} must hold a whole payload`).toBeGreaterThanOrEqual(40);
  }

  const watch = await watchContext(page.context());
  // The detectors work: markup that runs calls the marker; markup the CSP stops is reported.
  await page.goto('about:blank');
  await page.setContent('<img src=x onerror=__xss(0)>');
  await expect.poll(() => watch.markers.length).toBe(1);
  await page.goto('/login');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=__xss(0)>'));
  await expect.poll(() => watch.blocked.length).toBe(1);
  watch.markers.length = 0;
  watch.blocked.length = 0;
  const stored = new Stored();
  const field = (key: FieldKey, maxLength: number) => packPayloads(fieldNumber(key), maxLength);

  // 2. Fresh customers, each a company of its own: names, sign-up answers, the wizard's answers.
  const names = {
    first: field('POST /api/auth/signup first_name', 80),
    last: field('POST /api/auth/signup last_name', 80),
    interest: field('POST /api/auth/signup developer_interest', 80),
    source: field('POST /api/auth/signup source', 80),
    company: field('POST /api/client-cabinet/onboarding company.name', 120),
    userFirst: field('PUT /api/client-cabinet/users/{id} first_name', 80),
    userLast: field('PUT /api/client-cabinet/users/{id} last_name', 80),
    jobTitle: field('PUT /api/client-cabinet/users/{id} job_title', 100),
  };
  const wizardSkills = payloadsFor(fieldNumber('POST /api/client-cabinet/onboarding skills[]'));
  const customers: Customer[] = [];
  for (let index = 0; index < SIGNUPS; index += 1) {
    const pick = <T>(values: T[], slot: number) => values[(slot * SIGNUPS + index) % values.length]!;
    // Different chunks for the first and last name, so the two show more of the corpus together.
    const first = pick(names.first, 0);
    const last = pick(names.last, 1);
    const interest = pick(names.interest, 2);
    const source = pick(names.source, 3);
    const company = pick(names.company, 0);
    const email = `xss-${Date.now()}-${index}@corpus.example.test`;
    await call(request, 'POST', '/api/auth/signup', null, {
      first_name: first.value,
      last_name: last.value,
      email,
      password: PASSWORD,
      developer_interest: interest.value,
      source: source.value,
    });
    const link = new URL(await signupLinkPath(request, email), 'http://portal.test');
    const session = await call<{ token: string }>(request, 'POST', '/api/auth/signup/confirm', null, {
      token: link.searchParams.get('token'),
      password: PASSWORD,
    });
    stored.add('POST /api/auth/signup first_name', first.payloads);
    stored.add('POST /api/auth/signup last_name', last.payloads);
    stored.add('POST /api/auth/signup developer_interest', interest.payloads);
    stored.add('POST /api/auth/signup source', source.payloads);
    const skills = Array.from({ length: 10 }, (_, item) => wizardSkills[(index * 10 + item) % wizardSkills.length]!);
    await call(request, 'POST', '/api/client-cabinet/onboarding', session.token, {
      company: { name: company.value, size: '11-50' },
      need: 'new_product',
      skills: skills.map((skill) => skill.text),
      seniority: 'senior',
      timeline: 'within_2_weeks',
      hourly_budget: { currency: 'USD', added_value: 8000 },
    });
    stored.add('POST /api/client-cabinet/onboarding company.name', company.payloads);
    stored.add('POST /api/client-cabinet/onboarding skills[]', skills);
    customers.push({ email, token: session.token });
  }

  // 3. The first customer's talent requests: the whole corpus in title, skills and notes.
  const owner = customers[0]!;
  const titles = field('POST /api/client-cabinet/talent-requests title', 120);
  const notes = field('POST /api/client-cabinet/talent-requests notes', 2000);
  const requestSkills = payloadsFor(fieldNumber('POST /api/client-cabinet/talent-requests skills[]'));
  const rfpIds: string[] = [];
  const requests = Math.max(titles.length, notes.length, Math.ceil(requestSkills.length / 10));
  for (let index = 0; index < requests; index += 1) {
    const title = titles[index % titles.length]!;
    const note = notes[index % notes.length]!;
    const skills = Array.from({ length: 10 }, (_, item) => requestSkills[(index * 10 + item) % requestSkills.length]!);
    const created = await call<{ id: string }>(request, 'POST', '/api/client-cabinet/talent-requests', owner.token, {
      title: title.value,
      skills: [...new Set(skills.map((skill) => skill.text))],
      seniority: 'senior',
      hours_per_week: 40,
      hourly_budget: { currency: 'USD', added_value: 9500 },
      start_date: isoDateInDays(21),
      notes: note.value,
    });
    rfpIds.push(created.id);
    stored.add('POST /api/client-cabinet/talent-requests title', title.payloads);
    stored.add('POST /api/client-cabinet/talent-requests notes', note.payloads);
    stored.add('POST /api/client-cabinet/talent-requests skills[]', skills);
  }

  // 4. A decline comment, on Globex's open proposal (no other spec reads Globex's hiring).
  const globex = await sessionToken(request, LOGINS.globexAdmin);
  const [globexRfp] = (await call<{ items: Array<{ id: string }> }>(request, 'GET', '/api/client-cabinet/hiring/rfps', globex)).items;
  expect(globexRfp).toBeDefined();
  type ProposalRow = { id: string; status: string; candidate: { id: string }; decline_reason: string | null };
  const rfp = await call<{ proposals_list: ProposalRow[] }>(request, 'GET', `/api/client-cabinet/hiring/rfps/${globexRfp!.id}`, globex);
  // A retry finds the proposal already declined: the first reason stays, which is the same corpus.
  const declined =
    rfp.proposals_list.find((proposal) => proposal.decline_reason?.includes('__xss')) ??
    rfp.proposals_list.find((proposal) => proposal.status === 'new');
  expect(declined, 'a new proposal of Globex to decline').toBeDefined();
  const comment = field('POST /api/client-cabinet/hiring/proposals/{id}/decline msg', 1000)[0]!;
  await call(request, 'POST', `/api/client-cabinet/hiring/proposals/${declined!.id}/decline`, globex, { msg: comment.value });
  stored.add('POST /api/client-cabinet/hiring/proposals/{id}/decline msg', comment.payloads);

  // 4b. Invitations of Globex (no other spec reads Globex's invites): one as invited, one changed,
  //     one accepted, which makes a user whose names the invitee chose.
  const invitee = (index: number) => `xss-invitee-${Date.now()}-${index}@corpus.example.test`;
  const invited = {
    first: field('POST /api/client-cabinet/invitations first_name', 80),
    last: field('POST /api/client-cabinet/invitations last_name', 80),
    editedFirst: field('PATCH /api/client-cabinet/invitations/{id} first_name', 80),
    editedLast: field('PATCH /api/client-cabinet/invitations/{id} last_name', 80),
    acceptedFirst: field('POST /api/invitation/accept first_name', 80),
    acceptedLast: field('POST /api/invitation/accept last_name', 80),
  };
  const invitations: Array<{ id: string; email: string }> = [];
  for (let index = 0; index < 3; index += 1) {
    const first = invited.first[index % invited.first.length]!;
    const last = invited.last[index % invited.last.length]!;
    const email = invitee(index);
    const created = await call<{ id: string }>(request, 'POST', '/api/client-cabinet/invitations', globex, {
      email,
      first_name: first.value,
      last_name: last.value,
      roles: ['invoices', 'contracts', 'my_company'],
    });
    stored.add('POST /api/client-cabinet/invitations first_name', first.payloads);
    stored.add('POST /api/client-cabinet/invitations last_name', last.payloads);
    invitations.push({ id: created.id, email });
  }
  const [, edited, accepted] = invitations;
  const patched = await request.fetch(`/api/client-cabinet/invitations/${edited!.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${globex}` },
    data: { first_name: invited.editedFirst[0]!.value, last_name: invited.editedLast[0]!.value },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  stored.add('PATCH /api/client-cabinet/invitations/{id} first_name', invited.editedFirst[0]!.payloads);
  stored.add('PATCH /api/client-cabinet/invitations/{id} last_name', invited.editedLast[0]!.payloads);
  const invitationToken = async (email: string) => {
    const mail = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      data: Array<{ text: string }>;
    };
    const token = mail.data[0]?.text.match(/\/invitation\/([\w-]+)/)?.[1];
    expect(token, `the invitation e-mail to ${email}`).toBeDefined();
    return token!;
  };
  const joined = await call<{ token: string; user: { id: string } }>(request, 'POST', '/api/invitation/accept', null, {
    token: await invitationToken(accepted!.email),
    first_name: invited.acceptedFirst[0]!.value,
    last_name: invited.acceptedLast[0]!.value,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  stored.add('POST /api/invitation/accept first_name', invited.acceptedFirst[0]!.payloads);
  stored.add('POST /api/invitation/accept last_name', invited.acceptedLast[0]!.payloads);
  await call(request, 'POST', '/api/user/reconfirm-consent', joined.token, { 'reconfirm_consent[isAgreed]': '1' });

  // 4c. End and extension requests of Globex's active contract (the contracts demo's, no other spec
  //     reads Globex's contracts): the corpus in the reasons, each request withdrawn but the last,
  //     which waits for the vendor. A retry withdraws what a failed run left waiting.
  const globexContract = '0b7d6a4e-5d1f-4c1e-9a43-7d0000000007';
  const requestsPath = `/api/client-cabinet/contracts/${globexContract}/change-requests`;
  type RequestRow = { id: string; status: string };
  for (const left of (await call<{ items: RequestRow[] }>(request, 'GET', requestsPath, globex)).items.filter(
    (row) => row.status === 'pending',
  )) {
    await call(request, 'POST', `${requestsPath}/${left.id}/withdraw`, globex);
  }
  const reasons = field('POST /api/client-cabinet/contracts/{id}/change-requests reason', 1000);
  for (const [index, reason] of reasons.entries()) {
    const sent = await call<RequestRow>(request, 'POST', requestsPath, globex, {
      kind: 'extension',
      requested_end_on: isoDateInDays(400 + index),
      reason: reason.value,
    });
    if (index < reasons.length - 1) await call(request, 'POST', `${requestsPath}/${sent.id}/withdraw`, globex);
    stored.add('POST /api/client-cabinet/contracts/{id}/change-requests reason', reason.payloads);
  }

  // 4d. A dispute of Globex's overdue invoice (no other spec reads it): the corpus in the customer's
  //     words and in the names of their files, raised and answered within moments, before the
  //     sandbox's vendor settles it (DISPUTE_ANSWER_DELAY_MS of the e2e stack). Only the first bytes
  //     of a file decide what it is, so every file is the same tiny PDF under another name.
  const disputedInvoice = '/api/client-cabinet/invoice/0b7d6a4e-5d1f-4c1e-9a43-3b0000000002';
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
  const disputeWords = field('POST /api/client-cabinet/invoice/{id}/disputes message', 2000);
  const disputeFiles = field('POST /api/client-cabinet/invoice/{id}/disputes attachment.name', 200);
  const replyWords = field('POST /api/client-cabinet/invoice/{id}/dispute/messages message', 2000);
  const replyFiles = field('POST /api/client-cabinet/invoice/{id}/dispute/messages attachment.name', 200);
  await call(request, 'POST', `${disputedInvoice}/disputes`, globex, {
    reason: 'other',
    message: disputeWords[0]!.value,
    attachment: { name: disputeFiles[0]!.value, content_base64: pdf },
  });
  stored.add('POST /api/client-cabinet/invoice/{id}/disputes message', disputeWords[0]!.payloads);
  stored.add('POST /api/client-cabinet/invoice/{id}/disputes attachment.name', disputeFiles[0]!.payloads);
  for (let index = 0; index < Math.max(replyWords.length, replyFiles.length); index += 1) {
    const words = replyWords[index];
    const file = replyFiles[index];
    await call(request, 'POST', `${disputedInvoice}/dispute/messages`, globex, {
      message: words?.value ?? `File ${index + 1}`,
      attachment: file ? { name: file.value, content_base64: pdf } : null,
    });
    if (words) stored.add('POST /api/client-cabinet/invoice/{id}/dispute/messages message', words.payloads);
    if (file) stored.add('POST /api/client-cabinet/invoice/{id}/dispute/messages attachment.name', file.payloads);
  }

  // 4e. A query of one of Globex's timesheets waiting for review (the timesheets demo's; the
  //     timesheets spec changes Acme's only): the corpus in the reason for the week and in the
  //     reasons of its days. A retry finds the timesheet the sandbox's vendor revised meanwhile
  //     waiting for review again, at its next revision.
  type TimesheetRow = { id: string; revision: number; week_start: string };
  const [queried] = (await call<{ items: TimesheetRow[] }>(request, 'GET', '/api/client-cabinet/timesheets?status=submitted', globex))
    .items;
  expect(queried, 'a Globex timesheet waiting for review in the demo data').toBeDefined();
  const weekReasons = field('POST /api/client-cabinet/timesheets/{id}/query reason', 1000);
  const dayReasons = field('POST /api/client-cabinet/timesheets/{id}/query days[].reason', 1000).slice(0, 7);
  await call(request, 'POST', `/api/client-cabinet/timesheets/${queried!.id}/query`, globex, {
    revision: queried!.revision,
    reason: weekReasons[0]!.value,
    days: dayReasons.map((reason, index) => ({ day: isoDateAfter(queried!.week_start, index), reason: reason.value })),
  });
  stored.add('POST /api/client-cabinet/timesheets/{id}/query reason', weekReasons[0]!.payloads);
  stored.add(
    'POST /api/client-cabinet/timesheets/{id}/query days[].reason',
    dayReasons.flatMap((reason) => reason.payloads),
  );

  // 5. Render. Each customer books the onboarding call (which makes the account active), then
  //    walks what shows their names and company.
  const context = page.context();
  for (const [index, customer] of customers.entries()) {
    await context.clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, customer.email, PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await render(page, watch, '/hubspot', async () => {
      await expect(page.getByText('Book a call with a specialist who matches your request')).toBeVisible();
    });
    const scheduler = page.frameLocator('iframe[title="Meeting scheduler"]');
    await scheduler.locator('button.slot:not([disabled])').first().click();
    await scheduler.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your account is active: your dashboard is ready.')).toBeVisible();
    await render(page, watch, null);
    await page.getByRole('button', { name: 'Go to your dashboard' }).click();
    const terms = page.getByRole('dialog');
    await expect(terms).toBeVisible();
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Submit' }).click();
    await expect(terms).toBeHidden();
    await render(page, watch, '/dashboard', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await render(page, watch, null, async () => {
      await expect(page.getByRole('menuitem', { name: 'Personal Settings' })).toBeVisible();
    });
    await page.getByRole('menuitem', { name: 'Personal Settings' }).click();
    await expect(page).toHaveURL(/\/users\/[\w-]+\/info$/);
    await render(page, watch, null);
    const userId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await render(page, watch, page.url().replace(/\/info$/, '/password'));
    // Their names and job title changed through the user data: the users list and their page show them.
    const choose = <T>(values: T[], slot: number) => values[(slot * SIGNUPS + index) % values.length]!;
    const info = {
      first: choose(names.userFirst, 0),
      last: choose(names.userLast, 1),
      jobTitle: choose(names.jobTitle, 2),
    };
    await call(request, 'PUT', `/api/client-cabinet/users/${userId}`, customer.token, {
      first_name: info.first.value,
      last_name: info.last.value,
      job_title: info.jobTitle.value,
    });
    stored.add('PUT /api/client-cabinet/users/{id} first_name', info.first.payloads);
    stored.add('PUT /api/client-cabinet/users/{id} last_name', info.last.payloads);
    stored.add('PUT /api/client-cabinet/users/{id} job_title', info.jobTitle.payloads);
    await render(page, watch, '/users/list', async () => {
      await expect(
        page
          .getByRole('main')
          .getByText(/__xss\(/)
          .first(),
      ).toBeVisible();
    });
    await render(page, watch, `/users/${userId}/info`, async () => {
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    });
    // The list's rows come after the page settles once: wait for the stored text itself.
    await render(page, watch, '/hiring/rfp', async () => {
      await expect(
        page
          .getByRole('main')
          .getByText(/__xss\(/)
          .first(),
      ).toBeVisible();
    });
    await render(page, watch, `/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
    if (index > 0) continue;

    // The first customer's requests, each page of them, and the pages around them.
    for (const id of rfpIds) {
      await render(page, watch, `/hiring/rfp/${id}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
    await render(page, watch, '/hiring/interviews');
    await render(page, watch, '/invoices');
    // The customer's own name as the actor of their company's activity log.
    await render(page, watch, '/company/activity', async () => {
      await expect(
        page
          .getByRole('table', { name: 'Activity' })
          .getByText(/__xss\(/)
          .first(),
      ).toBeVisible();
    });
    await render(page, watch, `/request-success?request=${rfpIds[0]}`);
    // A sales call about the first request: its title goes into the booking e-mail.
    await page.getByRole('button', { name: 'Book a call with our sales team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a call with our sales team' });
    const sales = dialog.frameLocator('iframe[title="Meeting scheduler"]');
    await sales.locator('button.slot:not([disabled])').first().click();
    await sales.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();
    await render(page, watch, null);
    await render(page, watch, `/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
    const mail = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(customer.email)}`)).json()) as {
      data: Array<{ links: string[] }>;
    };
    for (const link of new Set(mail.data.flatMap((entry) => entry.links).filter((url) => url.includes('/sandbox/meetings/calls/')))) {
      await render(page, watch, new URL(link).pathname + new URL(link).search);
    }
  }

  // 5b. My Company of the first customer (active now): its information, address, billing address
  //     and contacts hold the corpus, round after round, and the business tab and the page's
  //     header show them (how invoices are addressed; the website as a link).
  const companyFields = {
    legal_name: field('PUT /api/client-cabinet/company/information legal_name', 200),
    name: field('PUT /api/client-cabinet/company/information name', 120),
    line1: field('PUT /api/client-cabinet/company/information address.line1', 200),
    line2: field('PUT /api/client-cabinet/company/information address.line2', 200),
    city: field('PUT /api/client-cabinet/company/information address.city', 100),
    region: field('PUT /api/client-cabinet/company/information address.region', 100),
    billingLine1: field('PUT /api/client-cabinet/company/business billing_address.line1', 200),
    billingLine2: field('PUT /api/client-cabinet/company/business billing_address.line2', 200),
    billingCity: field('PUT /api/client-cabinet/company/business billing_address.city', 100),
    billingRegion: field('PUT /api/client-cabinet/company/business billing_address.region', 100),
  };
  // A website must be an https address: the corpus's URL-shaped payload is the one that passes.
  const website = payloadsFor(fieldNumber('PUT /api/client-cabinet/company/information website')).find((payload) =>
    payload.text.startsWith('https://'),
  )!;
  const contactNames = field('PUT /api/client-cabinet/company/business billing_contacts[].name', 120).slice(0, 10);
  const contacts = contactNames.map((name, index) => ({ name: name.value, email: `contact-${index}@corpus.example.test` }));
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, owner.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  const rounds = Math.max(...Object.values(companyFields).map((values) => values.length));
  const businessTab = async () => {
    await expect(page.getByRole('region', { name: 'Your invoices are addressed to' })).toBeVisible();
  };
  for (let round = 0; round < rounds; round += 1) {
    const value = (key: keyof typeof companyFields) => {
      const values = companyFields[key];
      const picked = values[round % values.length]!;
      return picked;
    };
    await call(request, 'PUT', '/api/client-cabinet/company/information', owner.token, {
      legal_name: value('legal_name').value,
      name: value('name').value,
      website: website.text,
      size: null,
      industry: null,
      address: {
        line1: value('line1').value,
        line2: value('line2').value,
        city: value('city').value,
        region: value('region').value,
        postal_code: '',
        country: 'US',
      },
    });
    const empty = { line1: '', line2: '', city: '', region: '', postal_code: '', country: null };
    const business = { tax_id: '', billing_contacts: contacts, default_po_number: '', default_cost_centre: '', preferred_currency: null };
    await call(request, 'PUT', '/api/client-cabinet/company/business', owner.token, {
      ...business,
      billing_address_same: true,
      billing_address: empty,
    });
    await render(page, watch, '/company/business', businessTab);
    await call(request, 'PUT', '/api/client-cabinet/company/business', owner.token, {
      ...business,
      billing_address_same: false,
      billing_address: {
        line1: value('billingLine1').value,
        line2: value('billingLine2').value,
        city: value('billingCity').value,
        region: value('billingRegion').value,
        postal_code: '',
        country: 'DE',
      },
    });
    await render(page, watch, '/company/business', businessTab);
    stored.add('PUT /api/client-cabinet/company/information legal_name', value('legal_name').payloads);
    stored.add('PUT /api/client-cabinet/company/information name', value('name').payloads);
    stored.add('PUT /api/client-cabinet/company/information address.line1', value('line1').payloads);
    stored.add('PUT /api/client-cabinet/company/information address.line2', value('line2').payloads);
    stored.add('PUT /api/client-cabinet/company/information address.city', value('city').payloads);
    stored.add('PUT /api/client-cabinet/company/information address.region', value('region').payloads);
    stored.add('PUT /api/client-cabinet/company/business billing_address.line1', value('billingLine1').payloads);
    stored.add('PUT /api/client-cabinet/company/business billing_address.line2', value('billingLine2').payloads);
    stored.add('PUT /api/client-cabinet/company/business billing_address.city', value('billingCity').payloads);
    stored.add('PUT /api/client-cabinet/company/business billing_address.region', value('billingRegion').payloads);
  }
  stored.add('PUT /api/client-cabinet/company/information website', [website]);
  stored.add(
    'PUT /api/client-cabinet/company/business billing_contacts[].name',
    contactNames.flatMap((name) => name.payloads),
  );
  // The forms hold the last round's values in their fields, and the dashboard shows the name.
  await render(page, watch, '/company/information', async () => {
    await expect(page.getByRole('main').getByLabel(/^Legal name/)).not.toHaveValue('');
  });
  await render(page, watch, '/dashboard');

  // Globex's request with the declined proposal, and the candidate's page.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openSignedIn(page, LOGINS.globexAdmin);
  await render(page, watch, `/hiring/rfp/${globexRfp!.id}`, async () => {
    await expect(page.getByText('Declined: ', { exact: false }).first()).toBeVisible();
  });
  await render(page, watch, `/hiring/rfp/${globexRfp!.id}/proposal/${declined!.id}/candidate/${declined!.candidate.id}`, async () => {
    await expect(page.getByText('Declined: ', { exact: false }).first()).toBeVisible();
  });
  // The decline's reason in the summary of Globex's activity log.
  await render(page, watch, '/company/activity?action=proposal.declined', async () => {
    await expect(
      page
        .getByRole('table', { name: 'Activity' })
        .getByText(/__xss\(/)
        .first(),
    ).toBeVisible();
  });
  // The requests of Globex's contract, on the contract's page.
  await render(page, watch, `/contracts/${globexContract}`, async () => {
    // Built once the panel, at the foot of the page, comes near the viewport.
    const requests = page.getByRole('region', { name: 'End and extension requests' });
    await requests.scrollIntoViewIfNeeded();
    await expect(requests.getByText(/__xss\(/).first()).toBeVisible();
  });
  // The query's reasons, for the week and its days, in the timesheet's history.
  await render(page, watch, `/my-team/timesheets/${queried!.id}`, async () => {
    await expect(
      page
        .getByRole('list', { name: 'Timesheet history' })
        .getByText(/__xss\(/)
        .first(),
    ).toBeVisible();
  });
  // The dispute's thread, with the words and the files' names, on the invoice's page.
  await render(page, watch, '/invoices/0b7d6a4e-5d1f-4c1e-9a43-3b0000000002', async () => {
    await expect(
      page
        .getByRole('region', { name: 'Dispute', exact: true })
        .getByText(/__xss\(/)
        .first(),
    ).toBeVisible();
  });
  await render(page, watch, '/dashboard');
  // Globex's invites, as invited and as changed, their e-mails, and the page of a link.
  await render(page, watch, '/users/invites', async () => {
    await expect(
      page
        .getByRole('main')
        .getByText(/__xss\(/)
        .first(),
    ).toBeVisible();
  });
  await render(page, watch, `/invite/edit/${edited!.id}`);
  for (const { email } of invitations) await render(page, watch, `/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.evaluate(() => localStorage.clear());
  await render(page, watch, `/invitation/${await invitationToken(invitations[0]!.email)}`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  });
  // The user the accepted invitation made, with the names the invitee chose.
  await storeToken(page, joined.token);
  await render(page, watch, '/dashboard', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await render(page, watch, `/users/${joined.user.id}/info`, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // 6. Nothing ran, and what was stored shows as the text it is.
  expect(watch.markers, 'payloads that ran').toEqual([]);
  expect(watch.dialogs, 'dialogs a payload opened').toEqual([]);
  expect(watch.blocked, 'payload scripts only the CSP stopped (their markup got through)').toEqual([]);

  const pageText = watch.texts.join('\n').replace(/\s+/g, ' ');
  const notShown: string[] = [];
  let literal = 0;
  for (const [key, payloads] of stored.payloads) {
    if (STORED_FIELDS[key]!.shown === false) continue;
    const seen = [...payloads.values()].filter((payload) => pageText.includes(payload.text.replace(/\s+/g, ' ')));
    literal += seen.length;
    if (seen.length === 0) notShown.push(key);
  }
  expect(notShown, 'stored fields none of whose payloads was found as text on the rendered pages').toEqual([]);

  const pairs = [...stored.payloads.values()].reduce((sum, payloads) => sum + payloads.size, 0);
  const storedFields = stored.payloads.size;
  expect(storedFields).toBe(Object.keys(STORED_FIELDS).length);
  console.log(
    `xss: ${XSS_PAYLOAD_COUNT} payloads × ${storedFields} fields stored (${pairs} of ${XSS_PAYLOAD_COUNT * storedFields} pairs; ` +
      `${fields.size} writable text fields in the OpenAPI document), ${watch.pages.length} pages rendered, ` +
      `${literal} payloads seen as text, ${watch.markers.length + watch.dialogs.length + watch.blocked.length} scripts ran`,
  );
});
