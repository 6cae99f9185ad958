import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, apiPath, candidateProfileSchema, introCallSchema, NOT_FOUND_MESSAGE } from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { createBookableProposal, createHiringCompany, futureSlot } from '../../testing/hiring-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { SLOT_TAKEN_MESSAGE } from './record-booking';
import { NO_INTRO_CALL_MESSAGE, NOT_A_FREE_SLOT_MESSAGE } from './reschedule-intro-call';
import { START_IN_PAST_MESSAGE } from './scheduler-provider';
import { meetings, proposals } from './tables';

// The sandbox scheduler (the default): the portal moves and cancels its calls.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

const introCallPath = (proposalId: string) => apiPath(API_PATHS.introCallBooking, { id: proposalId });

type Setup = Awaited<ReturnType<typeof createBookableProposal>>;

/**
 * A proposal with an intro call booked at a time outside the specialist's working slots (the
 * scheduler's own slots are read back from the candidate page), as a booking leaves it.
 */
async function bookedCall() {
  const setup = await createBookableProposal(context.db);
  const token = await context.login(setup.user.email, setup.user.password);
  const startsAt = new Date(futureSlot(2, 3));
  await context.db.update(proposals).set({ status: 'interview_scheduled' }).where(eq(proposals.id, setup.proposal.id));
  await context.db.insert(meetings).values({
    purpose: 'intro_call',
    ticketHash: `test-${setup.proposal.id}`,
    userId: setup.user.id,
    companyId: setup.company.id,
    specialistId: setup.specialist.id,
    rfpId: setup.rfp.id,
    proposalId: setup.proposal.id,
    talentId: setup.proposal.talentId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60 * 1000),
  });
  const profile = candidateProfileSchema.parse(dataOf(await candidate(setup, token)));
  return { setup, token, bookedAt: startsAt.toISOString(), slots: profile.intro_call?.free_slots ?? [] };
}

function candidate(setup: Setup, token: string) {
  return context.app.inject({
    method: 'GET',
    url: apiPath(API_PATHS.candidate, { rfpId: setup.rfp.id, bidId: setup.proposal.id, talentId: setup.proposal.talentId }),
    headers: bearer(token),
  });
}

function reschedule(proposalId: string, token: string, payload: unknown) {
  return context.app.inject({ method: 'PATCH', url: introCallPath(proposalId), headers: bearer(token), payload: payload as object });
}

function cancel(proposalId: string, token: string) {
  return context.app.inject({ method: 'DELETE', url: introCallPath(proposalId), headers: bearer(token) });
}

const emailsTo = (to: string) => context.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

const entries = (companyId: string, action: 'meeting.rescheduled' | 'meeting.canceled') =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));

describe('the booked intro call on the candidate page', () => {
  test('shows when and with whom, and the free slots it may move to', async () => {
    const { setup, token, bookedAt, slots } = await bookedCall();
    const profile = candidateProfileSchema.strict().parse(dataOf(await candidate(setup, token)));
    expect(profile.proposal.status).toBe('interview_scheduled');
    expect(profile.intro_call).toMatchObject({
      status: 'scheduled',
      starts_at: bookedAt,
      specialist: { name: `Test ${setup.specialist.lastName}`, title: 'Talent specialist' },
      can_change: true,
    });
    // The sandbox's working week: half-hour slots from tomorrow, soonest first.
    expect(slots.length).toBeGreaterThan(20);
    expect([...slots].sort()).toEqual(slots);
    for (const slot of slots) {
      expect(new Date(slot).getTime()).toBeGreaterThan(Date.now());
      expect(new Date(slot).getUTCMinutes() % 30).toBe(0);
    }
    expect(slots).not.toContain(bookedAt);
  });

  test('is null while no call is booked', async () => {
    const setup = await createBookableProposal(context.db);
    const token = await context.login(setup.user.email, setup.user.password);
    expect(candidateProfileSchema.parse(dataOf(await candidate(setup, token))).intro_call).toBeNull();
  });
});

describe('PATCH intro call (reschedule)', () => {
  test('moves the call to another free slot once, logs it; the same request again changes nothing', async () => {
    const { setup, token, slots, bookedAt } = await bookedCall();
    const target = slots[3] ?? '';
    const first = await reschedule(setup.proposal.id, token, { starts_at: target });
    expect(first.statusCode).toBe(200);
    const moved = introCallSchema.parse(dataOf(first));
    expect(moved.starts_at).toBe(target);
    expect(new Date(moved.ends_at).getTime() - new Date(target).getTime()).toBe(30 * 60 * 1000);
    expect(moved.free_slots).toContain(slots[0]);
    expect(moved.free_slots).not.toContain(bookedAt);
    expect(moved.free_slots).not.toContain(target);

    const again = await reschedule(setup.proposal.id, token, { starts_at: target });
    expect(again.statusCode).toBe(200);
    expect(introCallSchema.parse(dataOf(again)).starts_at).toBe(target);

    const logged = await entries(setup.company.id, 'meeting.rescheduled');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorUserId: setup.user.id, subjectType: 'interview', subjectId: moved.id });
    expect(logged[0]?.metadata).toMatchObject({ from: bookedAt, starts_at: target, proposal_id: setup.proposal.id });
    const [stored] = await context.db.select().from(meetings).where(eq(meetings.id, moved.id));
    expect(stored?.startsAt.toISOString()).toBe(target);

    // The one who booked it holds the invitation: one update, with the new time and the old one.
    const emails = await emailsTo(setup.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^Intro call with .+ moved: /);
    expect(emails[0]?.text).toContain('Your call has moved to a new time.');
    expect(emails[0]?.text).toMatch(/\nWhen: .+ UTC\nWas: .+ UTC\n/);
  });

  test('refuses a time that is not a free slot, in the past or malformed, with a message on starts_at', async () => {
    const { setup, token, slots } = await bookedCall();
    const offGrid = new Date(new Date(slots[2] ?? '').getTime() + 10 * 60 * 1000).toISOString();
    for (const [startsAt, message] of [
      [offGrid, NOT_A_FREE_SLOT_MESSAGE],
      [new Date(Date.now() - 60 * 60 * 1000).toISOString(), START_IN_PAST_MESSAGE],
    ] as const) {
      const response = await reschedule(setup.proposal.id, token, { starts_at: startsAt });
      expect(response.statusCode).toBe(422);
      expect(dataOf(response)).toMatchObject({ errors: [{ property: 'starts_at', message }] });
    }
    const malformed = await reschedule(setup.proposal.id, token, { starts_at: 'tomorrow' });
    expect(malformed.statusCode).toBe(422);
    expect(dataOf(malformed)).toMatchObject({ errors: [{ property: 'starts_at' }] });
    expect(await entries(setup.company.id, 'meeting.rescheduled')).toEqual([]);
  });

  test('a slot another call of the specialist holds is taken (409)', async () => {
    const { setup, token, slots } = await bookedCall();
    const [call] = await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id));
    if (!call) throw new Error('No call booked');
    const target = new Date(slots[5] ?? '');
    await context.db.insert(meetings).values({
      purpose: 'sale',
      ticketHash: `other-${call.id}`,
      userId: setup.user.id,
      companyId: setup.company.id,
      specialistId: setup.specialist.id,
      startsAt: target,
      endsAt: new Date(target.getTime() + 30 * 60 * 1000),
    });
    const response = await reschedule(setup.proposal.id, token, { starts_at: target.toISOString() });
    expect(response.statusCode).toBe(409);
    expect(dataOf(response)).toEqual({ message: SLOT_TAKEN_MESSAGE });
  });

  test("another company's proposal is not found; one without a call is 409", async () => {
    const { setup, slots, bookedAt } = await bookedCall();
    const other = await createHiringCompany(context.db);
    const otherToken = await context.login(other.user.email, other.user.password);
    const foreign = await reschedule(setup.proposal.id, otherToken, { starts_at: slots[1] });
    expect(foreign.statusCode).toBe(404);
    expect(dataOf(foreign)).toEqual({ message: NOT_FOUND_MESSAGE });
    expect((await cancel(setup.proposal.id, otherToken)).statusCode).toBe(404);

    const withoutRole = await createTestUser(context.db, { companyId: setup.company.id, roles: ['invoices'] });
    const noRoleToken = await context.login(withoutRole.email, withoutRole.password);
    expect((await reschedule(setup.proposal.id, noRoleToken, { starts_at: slots[1] })).statusCode).toBe(403);
    expect((await cancel(setup.proposal.id, noRoleToken)).statusCode).toBe(403);

    const unbooked = await createBookableProposal(context.db);
    const unbookedToken = await context.login(unbooked.user.email, unbooked.user.password);
    const none = await reschedule(unbooked.proposal.id, unbookedToken, { starts_at: slots[1] });
    expect(none.statusCode).toBe(409);
    expect(dataOf(none)).toEqual({ message: NO_INTRO_CALL_MESSAGE });
    expect((await cancel(unbooked.proposal.id, unbookedToken)).statusCode).toBe(409);

    const [call] = await context.db.select().from(meetings).where(eq(meetings.proposalId, setup.proposal.id));
    expect(call?.startsAt.toISOString()).toBe(bookedAt);
    expect(call?.status).toBe('scheduled');
  });
});

describe('DELETE intro call (cancel)', () => {
  test('cancels the call once and the candidate can be booked again; a second cancel changes nothing', async () => {
    const { setup, token } = await bookedCall();
    const first = await cancel(setup.proposal.id, token);
    expect(first.statusCode).toBe(200);
    const canceled = introCallSchema.parse(dataOf(first));
    expect(canceled).toMatchObject({ status: 'canceled', can_change: false, free_slots: [] });

    const second = await cancel(setup.proposal.id, token);
    expect(second.statusCode).toBe(200);
    expect(introCallSchema.parse(dataOf(second))).toEqual(canceled);

    const logged = await entries(setup.company.id, 'meeting.canceled');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorUserId: setup.user.id, subjectType: 'interview', subjectId: canceled.id });
    const [call] = await context.db.select().from(meetings).where(eq(meetings.id, canceled.id));
    expect(call).toMatchObject({ status: 'canceled', meetingUrl: null });
    const [proposal] = await context.db.select().from(proposals).where(eq(proposals.id, setup.proposal.id));
    expect(proposal?.status).toBe('new');

    const profile = candidateProfileSchema.parse(dataOf(await candidate(setup, token)));
    expect(profile.intro_call).toBeNull();
    expect(profile.proposal.can_book_intro_call).toBe(true);
    // A canceled call is not moved.
    const moved = await reschedule(setup.proposal.id, token, { starts_at: canceled.starts_at });
    expect(moved.statusCode).toBe(409);
  });

  test('a colleague canceling a call tells both the one who booked it and themselves, once each, with no link to join', async () => {
    const { setup } = await bookedCall();
    const colleague = await createTestUser(context.db, { companyId: setup.company.id, roles: ['proposals'] });
    const colleagueToken = await context.login(colleague.email, colleague.password);
    expect((await cancel(setup.proposal.id, colleagueToken)).statusCode).toBe(200);
    expect((await cancel(setup.proposal.id, colleagueToken)).statusCode).toBe(200);

    for (const email of [setup.user.email, colleague.email]) {
      const sent = await emailsTo(email);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toMatch(/^Intro call with .+ canceled: /);
      expect(sent[0]?.text).toContain('Your call is canceled.');
      expect(sent[0]?.text).not.toContain('Join:');
    }
  });
});
