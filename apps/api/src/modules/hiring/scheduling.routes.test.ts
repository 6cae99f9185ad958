import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  bookingDataSchema,
  bookingSchema,
  candidateProfileSchema,
  currentUserSchema,
  NOT_FOUND_MESSAGE,
  ROLES,
} from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { auditLog } from '../../platform/audit/tables';
import { bookingTickets, meetings, proposals, rfps } from './tables';
import { companies, users } from '../company-users/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { REQUEST_CLOSED_MESSAGE } from './get-intro-call-booking';
import { COMPLETE_SETUP_FIRST_MESSAGE } from './get-onboarding-booking';
import { INTRO_CALL_ALREADY_BOOKED_MESSAGE, PROPOSAL_NOT_BOOKABLE_MESSAGE } from './record-booking';
import { CHANGED_IN_SCHEDULER_MESSAGE } from './reschedule-intro-call';
import { START_IN_PAST_MESSAGE, TICKET_EXPIRED_MESSAGE } from './scheduler-provider';
import {
  createBookableProposal,
  createHiringCompany,
  createTestProposal,
  createTestRfp,
  createTestSpecialist,
  futureSlot,
} from '../../testing/hiring-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

// HubSpot meetings: the embed is the only witness, so a confirmation is recorded as reported.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ env: { SCHEDULER_PROVIDER: 'hubspot', ACTIVATE_AFTER_ONBOARDING_CALL: 'true' } });
});
afterAll(() => context?.close());

const introCallPath = (proposalId: string) => apiPath(API_PATHS.introCallBooking, { id: proposalId });

async function tokenFor(user: { email: string; password: string }) {
  return context.login(user.email, user.password);
}

function getBookingData(url: string, token: string) {
  return context.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function confirm(token: string, payload: unknown) {
  return context.app.inject({ method: 'POST', url: API_PATHS.schedulerBookings, headers: bearer(token), payload: payload as object });
}

async function introCallTicket(token: string, proposalId: string) {
  const response = await getBookingData(introCallPath(proposalId), token);
  expect(response.statusCode).toBe(200);
  return bookingDataSchema.parse(dataOf(response)).ticket;
}

const emailsTo = (to: string) => context.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe('GET intro-call booking data', () => {
  test("the talent specialist covering most of the request's skills, HubSpot's page prefilled, and a hashed ticket", async () => {
    const setup = await createBookableProposal(context.db);
    // Covers one of the two skills only: not chosen.
    await createTestSpecialist(context.db, { firstName: 'Aaron', skills: [setup.skills[0] ?? ''] });
    const token = await tokenFor(setup.user);

    const response = await getBookingData(introCallPath(setup.proposal.id), token);
    expect(response.statusCode).toBe(200);
    const data = bookingDataSchema.parse(dataOf(response));
    expect(data.specialist).toEqual({ name: `Test ${setup.specialist.lastName}`, title: 'Talent specialist', photo: null });
    const src = new URL(data.hubspotSrc);
    expect(src.origin + src.pathname).toBe(`https://meetings.hubspot.com/${setup.specialist.meetingSlug}`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      embed: 'true',
      firstname: 'Test',
      lastname: 'User',
      email: setup.user.email,
    });
    expect(data.specialist_url).toBe(`https://meetings.hubspot.com/${setup.specialist.meetingSlug}`);
    expect(data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await context.db
      .select()
      .from(bookingTickets)
      .where(eq(bookingTickets.tokenHash, hashToken(data.ticket)));
    expect(stored).toMatchObject({
      purpose: 'intro_call',
      userId: setup.user.id,
      companyId: setup.company.id,
      specialistId: setup.specialist.id,
      rfpId: setup.rfp.id,
      proposalId: setup.proposal.id,
    });
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    expect(await context.db.select().from(bookingTickets).where(eq(bookingTickets.tokenHash, data.ticket))).toEqual([]);
  });

  test('ties between specialists go to the first by name', async () => {
    const { company, user } = await createHiringCompany(context.db);
    const skill = `Skill-tie-${Date.now()}`;
    await createTestSpecialist(context.db, { firstName: 'Zoe', lastName: 'Zimmer', skills: [skill] });
    await createTestSpecialist(context.db, { firstName: 'Adam', lastName: 'Abbot', skills: [skill] });
    const rfp = await createTestRfp(context.db, { companyId: company.id, skills: [skill] });
    const proposal = await createTestProposal(context.db, { companyId: company.id, rfpId: rfp.id });
    const response = await getBookingData(introCallPath(proposal.id), await tokenFor(user));
    expect(bookingDataSchema.parse(dataOf(response)).specialist.name).toBe('Adam Abbot');
  });

  test("needs a token, the proposals role and a company; another company's proposal is not found", async () => {
    const setup = await createBookableProposal(context.db);
    const path = introCallPath(setup.proposal.id);
    expect((await context.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);

    const withoutRole = await createTestUser(context.db, { companyId: setup.company.id, roles: ['invoices'] });
    expect((await getBookingData(path, await tokenFor(withoutRole))).statusCode).toBe(403);

    const sandbox = await createTestUser(context.db, { type: 'SandboxUser' });
    expect((await getBookingData(path, await tokenFor(sandbox))).statusCode).toBe(404);

    const other = await createHiringCompany(context.db);
    const foreign = await getBookingData(path, await tokenFor(other.user));
    expect(foreign.statusCode).toBe(404);
    expect(dataOf(foreign)).toEqual({ message: NOT_FOUND_MESSAGE });

    const token = await tokenFor(setup.user);
    expect((await getBookingData(introCallPath('00000000-0000-4000-8000-000000000000'), token)).statusCode).toBe(404);
    expect((await getBookingData(introCallPath('not-a-uuid'), token)).statusCode).toBe(422);
    expect((await getBookingData(introCallPath("1' or '1'='1"), token)).statusCode).toBe(422);
  });

  test('409 with a clear message when the proposal cannot be booked', async () => {
    const declined = await createBookableProposal(context.db, { status: 'declined' });
    const response = await getBookingData(introCallPath(declined.proposal.id), await tokenFor(declined.user));
    expect(response.statusCode).toBe(409);
    expect(dataOf(response)).toEqual({ message: PROPOSAL_NOT_BOOKABLE_MESSAGE });

    const scheduled = await createBookableProposal(context.db, { status: 'interview_scheduled' });
    const again = await getBookingData(introCallPath(scheduled.proposal.id), await tokenFor(scheduled.user));
    expect(again.statusCode).toBe(409);
    expect(dataOf(again)).toEqual({ message: INTRO_CALL_ALREADY_BOOKED_MESSAGE });

    const closed = await createBookableProposal(context.db, { rfpStatus: 'closed' });
    const closedResponse = await getBookingData(introCallPath(closed.proposal.id), await tokenFor(closed.user));
    expect(closedResponse.statusCode).toBe(409);
    expect(dataOf(closedResponse)).toEqual({ message: REQUEST_CLOSED_MESSAGE });
  });
});

describe('POST scheduler bookings: intro calls', () => {
  test('records the interview, moves the proposal and request on, sends one invitation, and a replay changes nothing', async () => {
    const setup = await createBookableProposal(context.db);
    const token = await tokenFor(setup.user);
    const ticket = await introCallTicket(token, setup.proposal.id);
    const startsAt = futureSlot(4, 13);

    const response = await confirm(token, { ticket, starts_at: startsAt });
    expect(response.statusCode).toBe(201);
    const booking = bookingSchema.parse(dataOf(response));
    expect(booking).toMatchObject({
      purpose: 'intro_call',
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      activated: false,
      specialist: { name: `Test ${setup.specialist.lastName}` },
    });
    expect(booking.interview).toMatchObject({
      id: booking.id,
      proposal_id: setup.proposal.id,
      rfp: { id: setup.rfp.id, title: setup.rfp.title },
      status: 'scheduled',
      starts_at: startsAt,
      // HubSpot sends the conference link in its own invitation.
      meeting_url: null,
    });

    const [proposal] = await context.db.select().from(proposals).where(eq(proposals.id, setup.proposal.id));
    expect(proposal?.status).toBe('interview_scheduled');
    const [rfp] = await context.db.select().from(rfps).where(eq(rfps.id, setup.rfp.id));
    expect(rfp?.status).toBe('interviewing');

    const emails = await emailsTo(setup.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain('Intro call with Tess');
    expect(emails[0]?.text).toContain('UTC');
    expect(emails[0]?.text).toContain(`Test ${setup.specialist.lastName}, Talent specialist`);
    expect(emails[0]?.text).toContain(setup.rfp.title);

    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'meeting.booked'), eq(auditLog.subjectId, booking.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: setup.company.id, actorUserId: setup.user.id });

    const replay = await confirm(token, { ticket, starts_at: futureSlot(5, 9) });
    expect(replay.statusCode).toBe(200);
    expect(dataOf(replay)).toEqual(dataOf(response));
    expect(await emailsTo(setup.user.email)).toHaveLength(1);
  });

  test('20 concurrent confirmations of one ticket make one meeting and one e-mail', async () => {
    const setup = await createBookableProposal(context.db);
    const token = await tokenFor(setup.user);
    const ticket = await introCallTicket(token, setup.proposal.id);
    const startsAt = futureSlot(6, 15);
    const responses = await Promise.all(Array.from({ length: 20 }, () => confirm(token, { ticket, starts_at: startsAt })));
    expect(responses.map((response) => response.statusCode).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(responses.map((response) => dataOf<{ id: string }>(response).id)).size).toBe(1);
    expect(await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id))).toHaveLength(1);
    expect(await emailsTo(setup.user.email)).toHaveLength(1);
  });

  test('a second ticket for a proposal already booked is refused', async () => {
    const setup = await createBookableProposal(context.db);
    const token = await tokenFor(setup.user);
    const first = await introCallTicket(token, setup.proposal.id);
    const second = await introCallTicket(token, setup.proposal.id);
    expect((await confirm(token, { ticket: first, starts_at: futureSlot(3, 9) })).statusCode).toBe(201);
    const refused = await confirm(token, { ticket: second, starts_at: futureSlot(3, 10) });
    expect(refused.statusCode).toBe(409);
    expect(dataOf(refused)).toEqual({ message: INTRO_CALL_ALREADY_BOOKED_MESSAGE });
    expect(await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id))).toHaveLength(1);
  });

  test('a proposal declined after the ticket was issued cannot be booked', async () => {
    const setup = await createBookableProposal(context.db);
    const token = await tokenFor(setup.user);
    const ticket = await introCallTicket(token, setup.proposal.id);
    await context.db.update(proposals).set({ status: 'declined' }).where(eq(proposals.id, setup.proposal.id));
    const refused = await confirm(token, { ticket, starts_at: futureSlot() });
    expect(refused.statusCode).toBe(409);
    expect(dataOf(refused)).toEqual({ message: PROPOSAL_NOT_BOOKABLE_MESSAGE });
  });

  test("another user's ticket and an unknown ticket are not found; nothing is booked", async () => {
    const setup = await createBookableProposal(context.db);
    const ticket = await introCallTicket(await tokenFor(setup.user), setup.proposal.id);
    const colleague = await createTestUser(context.db, { companyId: setup.company.id, roles: ['proposals'] });
    const stranger = await createHiringCompany(context.db);
    for (const user of [colleague, stranger.user]) {
      const response = await confirm(await tokenFor(user), { ticket, starts_at: futureSlot() });
      expect(response.statusCode).toBe(404);
    }
    const unknown = await confirm(await tokenFor(setup.user), { ticket: 'x'.repeat(43), starts_at: futureSlot() });
    expect(unknown.statusCode).toBe(404);
    expect(await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id))).toEqual([]);
  });

  test('an expired ticket, a start in the past and malformed input are 422 on their field', async () => {
    const setup = await createBookableProposal(context.db);
    const token = await tokenFor(setup.user);
    const ticket = await introCallTicket(token, setup.proposal.id);

    const past = await confirm(token, { ticket, starts_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(dataOf(past)).toMatchObject({ errors: [{ property: 'starts_at', message: START_IN_PAST_MESSAGE }] });

    for (const payload of [
      {},
      { ticket, starts_at: 'tomorrow' },
      { ticket: '', starts_at: futureSlot() },
      { ticket: 'x'.repeat(201), starts_at: futureSlot() },
      { ticket: { $ne: null }, starts_at: futureSlot() },
      { ticket, starts_at: '2030-02-30T10:00:00Z' },
    ]) {
      const response = await confirm(token, payload);
      expect(response.statusCode).toBe(422);
    }
    const missing = await confirm(token, {});
    expect(
      dataOf<{ errors: Array<{ property: string }> }>(missing)
        .errors.map((error) => error.property)
        .sort(),
    ).toEqual(['starts_at', 'ticket']);

    await context.db
      .update(bookingTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingTickets.tokenHash, hashToken(ticket)));
    const expired = await confirm(token, { ticket, starts_at: futureSlot() });
    expect(expired.statusCode).toBe(422);
    expect(dataOf(expired)).toMatchObject({ errors: [{ property: 'ticket', message: TICKET_EXPIRED_MESSAGE }] });
    expect(await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id))).toEqual([]);
  });

  test('needs a signed-in caller', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.schedulerBookings,
      payload: { ticket: 'x'.repeat(43), starts_at: futureSlot() },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sales calls', () => {
  test('a company user books a call with the first sales specialist by name', async () => {
    await createTestSpecialist(context.db, { kind: 'sales', firstName: 'Sally', lastName: 'Sales' });
    const [expected] = await context.db.query.specialists.findMany({
      where: (table, { eq: equals }) => equals(table.kind, 'sales'),
      orderBy: (table, { asc }) => [asc(table.firstName), asc(table.lastName), asc(table.id)],
      limit: 1,
    });
    // Any company user may ask for more talent: no role needed.
    const { user } = await createHiringCompany(context.db, { roles: [] });
    const token = await tokenFor(user);
    const response = await getBookingData(API_PATHS.saleBooking, token);
    expect(response.statusCode).toBe(200);
    const data = bookingDataSchema.parse(dataOf(response));
    expect(data.specialist.name).toBe(`${expected?.firstName} ${expected?.lastName}`);

    const booked = await confirm(token, { ticket: data.ticket, starts_at: futureSlot(2, 11) });
    expect(booked.statusCode).toBe(201);
    expect(bookingSchema.parse(dataOf(booked))).toMatchObject({ purpose: 'sale', interview: null, activated: false });
    const emails = await emailsTo(user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain(`Call with ${data.specialist.name}`);
  });

  test('a user without a company gets 404', async () => {
    const sandbox = await createTestUser(context.db, { type: 'SandboxUser' });
    expect((await getBookingData(API_PATHS.saleBooking, await tokenFor(sandbox))).statusCode).toBe(404);
  });
});

describe('onboarding calls', () => {
  async function onboardedSandboxUser() {
    const [company] = await context.db.insert(companies).values({ name: 'New customer' }).returning();
    const user = await createTestUser(context.db, { type: 'SandboxUser', companyId: company?.id, isAgreed: false });
    const skill = `Skill-onboarding-${Date.now()}`;
    const specialist = await createTestSpecialist(context.db, { skills: [skill] });
    await createTestRfp(context.db, { companyId: company?.id ?? '', skills: [skill], status: 'matching' });
    return { user, specialist, companyId: company?.id ?? '' };
  }

  test('before the wizard: 409 Complete the setup first; an active client: 409', async () => {
    const fresh = await createTestUser(context.db, { type: 'SandboxUser' });
    const response = await getBookingData(API_PATHS.onboardingBooking, await tokenFor(fresh));
    expect(response.statusCode).toBe(409);
    expect(dataOf(response)).toEqual({ message: COMPLETE_SETUP_FIRST_MESSAGE });

    const { user } = await createHiringCompany(context.db);
    expect((await getBookingData(API_PATHS.onboardingBooking, await tokenFor(user))).statusCode).toBe(409);
    expect((await context.app.inject({ method: 'GET', url: API_PATHS.onboardingBooking })).statusCode).toBe(401);
  });

  test("the specialist of the first request's skills; booking activates the account at once", async () => {
    const { user, specialist, companyId } = await onboardedSandboxUser();
    const token = await tokenFor(user);
    const response = await getBookingData(API_PATHS.onboardingBooking, token);
    expect(response.statusCode).toBe(200);
    const data = bookingDataSchema.parse(dataOf(response));
    expect(data.specialist.name).toBe(`Test ${specialist.lastName}`);

    const booked = await confirm(token, { ticket: data.ticket, starts_at: futureSlot(2, 14) });
    expect(booked.statusCode).toBe(201);
    expect(bookingSchema.parse(dataOf(booked))).toMatchObject({ purpose: 'onboarding', activated: true, interview: null });

    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ type: 'ClientUser', roles: [...ROLES], companyId });
    // The same token sees the change at once: the cached session was forgotten.
    const me = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(token) });
    expect(currentUserSchema.parse(dataOf(me))).toMatchObject({ type: 'ClientUser', extracted_roles: [...ROLES] });
    const activations = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.activated'), eq(auditLog.subjectId, user.id)));
    expect(activations).toHaveLength(1);

    // Now a ClientUser who has not agreed to the terms yet: the portal reports the booking all the same.
    const replay = await confirm(token, { ticket: data.ticket, starts_at: futureSlot(2, 14) });
    expect(replay.statusCode).toBe(200);
    expect(dataOf(replay)).toMatchObject({ activated: true });
    expect(await emailsTo(user.email)).toHaveLength(1);
  });
});

describe('changing a booked intro call with HubSpot', () => {
  test('the candidate page offers no change, and rescheduling or canceling is refused: HubSpot moves its own calls', async () => {
    const setup = await createBookableProposal(context.db);
    const token = await tokenFor(setup.user);
    const ticket = await introCallTicket(token, setup.proposal.id);
    const startsAt = futureSlot(4, 11);
    expect((await confirm(token, { ticket, starts_at: startsAt })).statusCode).toBe(201);

    const page = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.candidate, { rfpId: setup.rfp.id, bidId: setup.proposal.id, talentId: setup.proposal.talentId }),
      headers: bearer(token),
    });
    expect(candidateProfileSchema.parse(dataOf(page)).intro_call).toMatchObject({
      status: 'scheduled',
      starts_at: startsAt,
      can_change: false,
      free_slots: [],
    });
    const moved = await context.app.inject({
      method: 'PATCH',
      url: introCallPath(setup.proposal.id),
      headers: bearer(token),
      payload: { starts_at: futureSlot(5, 11) },
    });
    expect(moved.statusCode).toBe(409);
    expect(dataOf(moved)).toEqual({ message: CHANGED_IN_SCHEDULER_MESSAGE });
    const canceled = await context.app.inject({ method: 'DELETE', url: introCallPath(setup.proposal.id), headers: bearer(token) });
    expect(canceled.statusCode).toBe(409);
    const [call] = await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id));
    expect(call).toMatchObject({ status: 'scheduled' });
    expect(call?.startsAt.toISOString()).toBe(startsAt);
  });
});
