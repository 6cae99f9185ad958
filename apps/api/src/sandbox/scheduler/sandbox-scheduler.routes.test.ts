import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath, bookingDataSchema, bookingSchema, MEETING_BOOKED_MESSAGE, SANDBOX_SCHEDULER_PATHS } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { bookingTickets, meetings, specialists } from '../../modules/hiring/tables';
import { companies, users } from '../../modules/company-users/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { NOT_BOOKED_BY_SCHEDULER_MESSAGE, SLOT_TAKEN_MESSAGE } from '../../modules/hiring/record-booking';
import { START_IN_PAST_MESSAGE, TICKET_EXPIRED_MESSAGE } from '../../modules/hiring/scheduler-provider';
import { workingSlots } from './sandbox-slots';
import {
  createBookableProposal,
  createHiringCompany,
  createTestProposal,
  createTestRfp,
  createTestSpecialist,
} from '../../testing/hiring-fixtures';
import { sandboxLinkQuery } from '../../testing/sandbox-links';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { NOT_A_FREE_SLOT_MESSAGE } from './book-slot';

// The sandbox scheduler (the default), and an operator activates new customers.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ config: { activateAfterOnboardingCall: false } });
});
afterAll(() => context?.close());

const pagePath = (slug: string) => SANDBOX_SCHEDULER_PATHS.page.replace(':slug', encodeURIComponent(slug));

async function introCallData(setup: Awaited<ReturnType<typeof createBookableProposal>>) {
  const token = await context.login(setup.user.email, setup.user.password);
  const response = await context.app.inject({
    method: 'GET',
    url: apiPath(API_PATHS.introCallBooking, { id: setup.proposal.id }),
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return { token, data: bookingDataSchema.parse(dataOf(response)) };
}

function book(payload: unknown) {
  return context.app.inject({ method: 'POST', url: SANDBOX_SCHEDULER_PATHS.book, payload: payload as object });
}

function confirm(token: string, payload: unknown) {
  return context.app.inject({ method: 'POST', url: API_PATHS.schedulerBookings, headers: bearer(token), payload: payload as object });
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function pageAttribute(html: string, name: string): string | null {
  const match = new RegExp(`${name}="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? null : unescapeAttribute(match[1]);
}

const slotsOf = (html: string): string[] => JSON.parse(pageAttribute(html, 'data-slots') ?? '[]') as string[];

function expectSelfContainedPage(response: { statusCode: number; headers: Record<string, unknown>; body: string }, script: string) {
  expect(response.headers['content-type']).toContain('text/html');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  // No inline script: one script element, from this origin.
  expect(response.body.match(/<script[^>]*>/g)).toEqual([`<script src="${script}">`]);
  expect(response.body).not.toMatch(/\son[a-z]+=/i);
}

describe('booking data with the sandbox scheduler', () => {
  test("the scheduler page is the API's own, relative, with the ticket; confirming what it did not book is refused", async () => {
    const setup = await createBookableProposal(context.db);
    const { token, data } = await introCallData(setup);
    const src = new URL(data.hubspotSrc, 'http://portal.test');
    expect(data.hubspotSrc.startsWith(`/sandbox/meetings/${setup.specialist.meetingSlug}?`)).toBe(true);
    expect(Object.fromEntries(src.searchParams)).toEqual({ embed: 'true', ticket: data.ticket });
    expect(data.specialist_url).toBe(`/sandbox/meetings/${setup.specialist.meetingSlug}`);

    const refused = await confirm(token, {
      ticket: data.ticket,
      starts_at: workingSlots(setup.specialist.timeZone, new Date())[0]?.toISOString(),
    });
    expect(refused.statusCode).toBe(409);
    expect(dataOf(refused)).toEqual({ message: NOT_BOOKED_BY_SCHEDULER_MESSAGE });
    expect(await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id))).toEqual([]);
  });
});

describe('the embed script', () => {
  test("stands in for HubSpot's: fills the meetings containers with a titled frame", async () => {
    const response = await context.app.inject({ method: 'GET', url: SANDBOX_SCHEDULER_PATHS.embedScript });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain('.meetings-iframe-container[data-src]');
    expect(response.body).toContain("'Meeting scheduler'");
    expect(response.body).toContain("querySelector('iframe')");
  });
});

describe('the booking page', () => {
  test('shows the specialist and the free slots, frameable by the portal only, with its own script', async () => {
    const setup = await createBookableProposal(context.db);
    const { data } = await introCallData(setup);
    const response = await context.app.inject({ method: 'GET', url: data.hubspotSrc });
    expect(response.statusCode).toBe(200);
    expectSelfContainedPage(response, '/sandbox/scheduler.js');
    expect(response.body).toContain(`Test ${setup.specialist.lastName}`);
    expect(pageAttribute(response.body, 'data-state')).toBe('open');
    expect(pageAttribute(response.body, 'data-ticket')).toBe(data.ticket);
    expect(pageAttribute(response.body, 'data-book-url')).toBe(SANDBOX_SCHEDULER_PATHS.book);
    expect(pageAttribute(response.body, 'data-duration-ms')).toBe('1800000');
    expect(response.body).toContain('id="confirm"');
    const slots = slotsOf(response.body);
    expect(slots).toEqual(workingSlots(setup.specialist.timeZone, new Date()).map((slot) => slot.toISOString()));

    const script = await context.app.inject({ method: 'GET', url: '/sandbox/scheduler.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain(`${MEETING_BOOKED_MESSAGE}: true`);
    expect(script.body).toContain('window.location.origin');
    expect(script.body).toContain("button.type = 'button'");
    // Times in the viewer's zone, named: the browser's own zone, never one the server picks.
    expect(script.body).toContain("timeZoneName: 'long'");
    expect(script.body).not.toMatch(/timeZone:\s*'/);
  });

  test('without a ticket the slots are shown disabled with a note; a wrong ticket says so', async () => {
    const specialist = await createTestSpecialist(context.db);
    const plain = await context.app.inject({ method: 'GET', url: pagePath(specialist.meetingSlug) });
    expect(plain.statusCode).toBe(200);
    expect(pageAttribute(plain.body, 'data-state')).toBe('no_ticket');
    expect(plain.body).toContain('Open this page from the client portal');
    expect(slotsOf(plain.body)).toHaveLength(80);

    const wrong = await context.app.inject({
      method: 'GET',
      url: `${pagePath(specialist.meetingSlug)}?embed=true&ticket=${'x'.repeat(43)}`,
    });
    expect(pageAttribute(wrong.body, 'data-state')).toBe('invalid_ticket');
    expect(pageAttribute(wrong.body, 'data-ticket')).toBe('');
  });

  test("a specialist's markup is escaped and an unknown page is a 404 that reflects nothing", async () => {
    const specialist = await createTestSpecialist(context.db, { firstName: '<script>alert(1)</script>', lastName: '"><img src=x>' });
    const page = await context.app.inject({ method: 'GET', url: pagePath(specialist.meetingSlug) });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('"><img');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const unknown = await context.app.inject({ method: 'GET', url: pagePath('<script>alert(1)</script>') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<script>alert');
  });
});

describe('booking a slot', () => {
  test("books a free slot, the portal's confirmation then finds it, and the slot is gone for others", async () => {
    const setup = await createBookableProposal(context.db);
    const { token, data } = await introCallData(setup);
    const slot = slotsOf((await context.app.inject({ method: 'GET', url: data.hubspotSrc })).body)[3] as string;

    const booked = await book({ ticket: data.ticket, starts_at: slot });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toEqual({
      starts_at: slot,
      ends_at: new Date(Date.parse(slot) + 1_800_000).toISOString(),
      duration_ms: 1_800_000,
      organizer: { name: `Test ${setup.specialist.lastName}` },
    });
    // The interview exists even if the browser goes away now.
    const [meeting] = await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id));
    expect(meeting?.meetingUrl).toMatch(
      new RegExp(`^http://portal\\.test/sandbox/meetings/calls/${meeting?.id}\\?token=\\d+\\.[\\w-]{43}$`),
    );

    const confirmed = await confirm(token, { ticket: data.ticket, starts_at: slot });
    expect(confirmed.statusCode).toBe(200);
    const booking = bookingSchema.parse(dataOf(confirmed));
    expect(booking).toMatchObject({ id: meeting?.id, purpose: 'intro_call', starts_at: slot });
    expect(booking.interview?.meeting_url).toBe(meeting?.meetingUrl);

    // Booking the ticket again answers with its booking, whatever slot is asked.
    const again = await book({
      ticket: data.ticket,
      starts_at: slotsOf((await context.app.inject({ method: 'GET', url: data.hubspotSrc })).body)[0],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ starts_at: slot });
    expect(await context.db.select().from(outboxEmails).where(eq(outboxEmails.to, setup.user.email))).toHaveLength(1);

    const bookedPage = await context.app.inject({ method: 'GET', url: data.hubspotSrc });
    expect(pageAttribute(bookedPage.body, 'data-state')).toBe('booked');
    expect(pageAttribute(bookedPage.body, 'data-booked-at')).toBe(slot);

    // Another customer's booking with the same specialist no longer sees that slot, and cannot take it.
    const other = await createHiringCompany(context.db);
    const rfp = await createTestRfp(context.db, { companyId: other.company.id, skills: setup.skills });
    const proposal = await createTestProposal(context.db, { companyId: other.company.id, rfpId: rfp.id });
    const otherData = await introCallData({ ...setup, user: other.user, proposal });
    expect(otherData.data.specialist.name).toBe(`Test ${setup.specialist.lastName}`);
    const otherSlots = slotsOf((await context.app.inject({ method: 'GET', url: otherData.data.hubspotSrc })).body);
    expect(otherSlots).not.toContain(slot);
    const taken = await book({ ticket: otherData.data.ticket, starts_at: slot });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ data: { message: SLOT_TAKEN_MESSAGE } });
  });

  test('off the grid, outside working hours, in the past, unknown or expired tickets are refused', async () => {
    const setup = await createBookableProposal(context.db);
    const { data } = await introCallData(setup);
    const first = workingSlots(setup.specialist.timeZone, new Date())[0] as Date;

    const offGrid = await book({ ticket: data.ticket, starts_at: new Date(first.getTime() + 10 * 60_000).toISOString() });
    expect(offGrid.statusCode).toBe(422);
    expect(offGrid.json()).toMatchObject({ data: { errors: [{ property: 'starts_at', message: NOT_A_FREE_SLOT_MESSAGE }] } });
    const night = await book({ ticket: data.ticket, starts_at: new Date(first.getTime() - 3 * 3_600_000).toISOString() });
    expect(night.statusCode).toBe(422);
    const past = await book({ ticket: data.ticket, starts_at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(past.json()).toMatchObject({ data: { errors: [{ property: 'starts_at', message: START_IN_PAST_MESSAGE }] } });
    expect((await book({ ticket: 'y'.repeat(43), starts_at: first.toISOString() })).statusCode).toBe(404);
    expect((await book({ ticket: data.ticket, starts_at: '<script>' })).statusCode).toBe(422);
    expect((await book({})).statusCode).toBe(422);

    await context.db
      .update(bookingTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingTickets.tokenHash, hashToken(data.ticket)));
    const expired = await book({ ticket: data.ticket, starts_at: first.toISOString() });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ data: { errors: [{ property: 'ticket', message: TICKET_EXPIRED_MESSAGE }] } });
    expect(await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id))).toEqual([]);
  });

  test("a disabled account's ticket books nothing", async () => {
    const setup = await createBookableProposal(context.db);
    const { data } = await introCallData(setup);
    await context.db.update(users).set({ enabled: false }).where(eq(users.id, setup.user.id));
    const slot = (workingSlots(setup.specialist.timeZone, new Date())[9] as Date).toISOString();
    expect((await book({ ticket: data.ticket, starts_at: slot })).statusCode).toBe(404);
    expect(await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id))).toEqual([]);
  });

  test('two customers racing for one slot: one books it', async () => {
    const setup = await createBookableProposal(context.db);
    const second = await createTestProposal(context.db, { companyId: setup.company.id, rfpId: setup.rfp.id });
    const { data: firstData } = await introCallData(setup);
    const { data: secondData } = await introCallData({ ...setup, proposal: second });
    const slot = (workingSlots(setup.specialist.timeZone, new Date())[5] as Date).toISOString();
    const responses = await Promise.all([
      book({ ticket: firstData.ticket, starts_at: slot }),
      book({ ticket: secondData.ticket, starts_at: slot }),
    ]);
    expect(responses.map((response) => response.statusCode).sort((a, b) => a - b)).toEqual([200, 409]);
    expect(await context.db.select().from(meetings).where(eq(meetings.specialistId, setup.specialist.id))).toHaveLength(1);
  });
});

describe('onboarding call without automatic activation', () => {
  test('the booking is made, the account stays a SandboxUser until an operator activates it', async () => {
    const [company] = await context.db.insert(companies).values({ name: 'Newcomer' }).returning();
    const user = await createTestUser(context.db, { type: 'SandboxUser', companyId: company?.id });
    await createTestRfp(context.db, { companyId: company?.id ?? '', skills: ['React'], status: 'matching' });
    await createTestSpecialist(context.db);
    const token = await context.login(user.email, user.password);
    const response = await context.app.inject({ method: 'GET', url: API_PATHS.onboardingBooking, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const data = bookingDataSchema.parse(dataOf(response));
    const [specialist] = await context.db
      .select()
      .from(specialists)
      .where(eq(specialists.meetingSlug, data.specialist_url.split('/').at(-1) ?? ''));
    const slot = (workingSlots(specialist?.timeZone ?? 'UTC', new Date())[0] as Date).toISOString();
    expect((await book({ ticket: data.ticket, starts_at: slot })).statusCode).toBe(200);
    const confirmed = await confirm(token, { ticket: data.ticket, starts_at: slot });
    expect(confirmed.statusCode).toBe(200);
    expect(bookingSchema.parse(dataOf(confirmed))).toMatchObject({ purpose: 'onboarding', activated: false });
    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.type).toBe('SandboxUser');
  });
});

describe('the call page', () => {
  async function bookedCall(slotIndex: number) {
    const setup = await createBookableProposal(context.db);
    const { data } = await introCallData(setup);
    const slot = (workingSlots(setup.specialist.timeZone, new Date())[slotIndex] as Date).toISOString();
    expect((await book({ ticket: data.ticket, starts_at: slot })).statusCode).toBe(200);
    const [meeting] = await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id));
    if (!meeting?.meetingUrl) throw new Error('No meeting booked');
    const url = new URL(meeting.meetingUrl);
    return { setup, meeting, link: `${url.pathname}${url.search}`, path: url.pathname, token: url.searchParams.get('token') ?? '' };
  }
  const open = (url: string) => context.app.inject({ method: 'GET', url });

  test("tells when and with whom, by the call's own link; an unknown call is 404", async () => {
    const { setup, link, meeting } = await bookedCall(7);
    const page = await open(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Intro call with Tess');
    expect(page.body).toContain(`Test ${setup.specialist.lastName}`);
    // UTC as written by the server; the page's own script shows it in the viewer's zone.
    expect(page.body).toContain('UTC');
    expect(page.body).toContain(
      `<time id="when" datetime="${meeting.startsAt.toISOString()}" data-ends-at="${meeting.endsAt.toISOString()}">`,
    );
    expect(page.body.match(/<script[^>]*>/g)).toEqual(['<script src="/sandbox/scheduler.js">']);
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await open(`/sandbox/meetings/calls/${unknownId}`);
    expect(unknown.statusCode).toBe(404);
    // Even signed by the server, an unknown call is not found.
    expect((await open(`/sandbox/meetings/calls/${unknownId}${await sandboxLinkQuery(context.db, 'call', unknownId)}`)).statusCode).toBe(
      404,
    );
  });

  test("without the link's valid token the call is not found: anonymous, another call's token, tampered, expired", async () => {
    const mine = await bookedCall(9);
    const theirs = await bookedCall(11);
    const unknown = await open('/sandbox/meetings/calls/00000000-0000-4000-8000-000000000000');
    const [expiry, mac] = mine.token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      mine.path,
      `${mine.path}?token=`,
      `${mine.path}?token=${theirs.token}`,
      `${theirs.path}?token=${mine.token}`,
      `${mine.path}?token=${expiry}.${flipped}`,
      `${mine.path}?token=${Number(expiry) + 86_400}.${mac}`,
      `${mine.path}?token=${encodeURIComponent(mac)}`,
      `${mine.path}${await sandboxLinkQuery(context.db, 'call', mine.meeting.id, -1000)}`,
      `${mine.path}${await sandboxLinkQuery(context.db, 'checkout', mine.meeting.id)}`,
    ];
    for (const url of attempts) {
      const response = await open(url);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 404, body: unknown.body });
      expect(response.body).not.toContain('Tess');
    }
    expect((await open(mine.link)).statusCode).toBe(200);
    expect((await open(theirs.link)).statusCode).toBe(200);
  });
});
