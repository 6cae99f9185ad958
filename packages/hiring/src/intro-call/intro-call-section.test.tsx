import { afterEach, describe, expect, test } from '@jest/globals';
import { apiPath, API_PATHS, type CandidateProfile, type IntroCall } from '@portal/api-schema';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeCandidateProfile, PROPOSAL_ID, RFP_ID, TALENT_ID } from '../testing/hiring-fixtures';
import { renderHiring } from '../testing/render-hiring';
import { formatMeetingTime } from '../hiring/hiring-format';
import { slotsByDay } from './call-time';
import { NO_FREE_SLOTS } from './reschedule-dialog';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const PAGE = `/hiring/rfp/${RFP_ID}/proposal/${PROPOSAL_ID}/candidate/${TALENT_ID}`;
const CANDIDATE_URL = apiPath(API_PATHS.candidate, { rfpId: RFP_ID, bidId: PROPOSAL_ID, talentId: TALENT_ID });
const CALL_URL = apiPath(API_PATHS.introCallBooking, { id: PROPOSAL_ID });

const STARTS_AT = '2026-12-15T15:00:00.000Z';
const FREE_SLOTS = ['2026-12-15T15:30:00.000Z', '2026-12-16T10:00:00.000Z', '2026-12-16T10:30:00.000Z'];

function makeIntroCall(overrides: Partial<IntroCall> = {}): IntroCall {
  return {
    id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    status: 'scheduled',
    starts_at: STARTS_AT,
    ends_at: '2026-12-15T15:30:00.000Z',
    specialist: { name: 'Ada Lovelace', title: 'Talent specialist' },
    can_change: true,
    free_slots: FREE_SLOTS,
    ...overrides,
  };
}

const bookedProfile = (call: IntroCall | null = makeIntroCall()): CandidateProfile =>
  call ? makeCandidateProfile({ status: 'interview_scheduled', can_book_intro_call: false }, { intro_call: call }) : makeCandidateProfile();

/**
 * A server with one candidate whose intro call is booked: PATCH moves it (after `reply`, default
 * success) and DELETE cancels it, the candidate then bookable again, as the API does.
 */
function answerCandidate(call: IntroCall = makeIntroCall(), reply?: () => FakeReply | Promise<FakeReply>) {
  let current: IntroCall | null = call;
  server = fakeApi(async (request) => {
    if (request.method === 'GET' && request.url === CANDIDATE_URL) return ok(bookedProfile(current));
    if (request.url === CALL_URL && (request.method === 'PATCH' || request.method === 'DELETE')) {
      const answer = reply ? await reply() : undefined;
      if (answer && answer.status >= 400) return answer;
      if (!current) return failure(409, { message: 'No intro call is booked with this candidate.' });
      if (request.method === 'DELETE') {
        const canceled: IntroCall = { ...current, status: 'canceled', can_change: false, free_slots: [] };
        current = null;
        return ok(canceled);
      }
      const { starts_at } = JSON.parse(String(request.body)) as { starts_at: string };
      const previous: string = current.starts_at;
      current = { ...current, starts_at, free_slots: [previous, ...current.free_slots.filter((slot) => slot !== starts_at)].sort() };
      return ok(current);
    }
    return failure(404, {});
  });
}

const changes = (method: 'PATCH' | 'DELETE') =>
  (server?.requests ?? []).filter((request) => request.method === method && request.url === CALL_URL);

const [firstDay, secondDay] = slotsByDay(FREE_SLOTS);

async function openReschedule(view: ReturnType<typeof renderHiring>) {
  await view.user.click(await screen.findByRole('button', { name: 'Reschedule' }));
  return screen.findByRole('dialog', { name: 'Reschedule the intro call with Grace Hopper' });
}

async function chooseSecondDayFirstSlot(view: ReturnType<typeof renderHiring>, dialog: HTMLElement) {
  const day = within(dialog).getByRole('radiogroup', { name: secondDay?.label });
  await view.user.click(within(day).getByRole('radio', { name: secondDay?.slots[0]?.time }));
}

describe('a booked intro call on the candidate page', () => {
  test('shows when, in the viewer’s time zone with the zone named, and with whom', async () => {
    answerCandidate();
    renderHiring(PAGE);

    const section = await screen.findByRole('region', { name: 'Intro call' });
    expect(within(section).getByText(`Intro call on ${formatMeetingTime(STARTS_AT)} with Ada Lovelace`)).toBeInTheDocument();
    expect(formatMeetingTime(STARTS_AT)).toMatch(/^[A-Z][a-z]{2}, Dec 1[56], 2026, \d{1,2}:\d{2} (AM|PM) \S+$/);
    expect(within(section).getByText('Talent specialist')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Cancel intro call' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book intro call' })).not.toBeInTheDocument();
  });

  test('a call the portal cannot change is shown without Reschedule or Cancel intro call', async () => {
    answerCandidate(makeIntroCall({ can_change: false, free_slots: [] }));
    renderHiring(PAGE);

    const section = await screen.findByRole('region', { name: 'Intro call' });
    expect(within(section).getByText(/^Intro call on .+ with Ada Lovelace$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel intro call' })).not.toBeInTheDocument();
  });

  test('no section without a booked call', async () => {
    server = fakeApi((request) => (request.url === CANDIDATE_URL ? ok(makeCandidateProfile()) : failure(404, {})));
    renderHiring(PAGE);

    expect(await screen.findByRole('button', { name: 'Book intro call' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Intro call' })).not.toBeInTheDocument();
  });
});

describe('rescheduling an intro call', () => {
  test('lists the free slots by day; Save sends the chosen one and the page shows the new time', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openReschedule(view);

    expect(
      within(dialog)
        .getAllByRole('radiogroup')
        .map((group) => group.getAttribute('aria-labelledby') !== null),
    ).toEqual([true, true]);
    expect(within(within(dialog).getByRole('radiogroup', { name: firstDay?.label })).getAllByRole('radio')).toHaveLength(1);
    expect(within(within(dialog).getByRole('radiogroup', { name: secondDay?.label })).getAllByRole('radio')).toHaveLength(2);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await chooseSecondDayFirstSlot(view, dialog);
    expect(save).toBeEnabled();
    await view.user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes('PATCH').map((request) => JSON.parse(String(request.body)) as unknown)).toEqual([{ starts_at: FREE_SLOTS[1] }]);
    const moved = formatMeetingTime(FREE_SLOTS[1] ?? '');
    expect(await screen.findByText(`Intro call on ${moved} with Ada Lovelace`)).toBeInTheDocument();
    expect(await screen.findByText(`Intro call moved to ${moved}`)).toBeInTheDocument();
  });

  test('the slots are chosen with the arrow keys', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openReschedule(view);

    const day = within(dialog).getByRole('radiogroup', { name: secondDay?.label });
    const [first, second] = within(day).getAllByRole('radio');
    await view.user.click(first as HTMLElement);
    await view.user.keyboard('{ArrowRight}');
    expect(second).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('a time just taken (409) is said in the dialog, which stays open, without a toast', async () => {
    answerCandidate(makeIntroCall(), () => failure(409, { message: 'This time was just taken. Please choose another.' }));
    const view = renderHiring(PAGE);
    const dialog = await openReschedule(view);

    await chooseSecondDayFirstSlot(view, dialog);
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time was just taken. Please choose another.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(view.toasts).toEqual([]);
    expect(changes('PATCH')).toHaveLength(1);
  });

  test('a time no longer free (422) is said in the dialog', async () => {
    answerCandidate(makeIntroCall(), () => failure(422, { errors: [{ message: 'Choose one of the free times.', property: 'starts_at' }] }));
    const view = renderHiring(PAGE);
    const dialog = await openReschedule(view);

    await chooseSecondDayFirstSlot(view, dialog);
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Choose one of the free times\.$/);
  });

  test('Save is sent once however often it is clicked', async () => {
    let release: (() => void) | undefined;
    answerCandidate(
      makeIntroCall(),
      () => new Promise<FakeReply>((resolve) => (release = () => resolve(ok(makeIntroCall({ starts_at: FREE_SLOTS[1] }))))),
    );
    const view = renderHiring(PAGE);
    const dialog = await openReschedule(view);

    await chooseSecondDayFirstSlot(view, dialog);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await view.user.dblClick(save);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save/ })).toBeDisabled());
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => release?.());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes('PATCH')).toHaveLength(1);
  });

  test('with no free slot the dialog says so and cannot save', async () => {
    answerCandidate(makeIntroCall({ free_slots: [] }));
    const view = renderHiring(PAGE);
    const dialog = await openReschedule(view);

    expect(within(dialog).getByText(NO_FREE_SLOTS)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes('PATCH')).toEqual([]);
  });
});

describe('canceling an intro call', () => {
  test('is confirmed, sends DELETE, and the page offers booking again', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Cancel intro call' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the intro call with Grace Hopper?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel intro call' }));

    expect(await screen.findByRole('button', { name: 'Book intro call' })).toBeInTheDocument();
    expect(changes('DELETE')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Intro call' })).not.toBeInTheDocument();
    expect(await screen.findByText('Intro call canceled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Keep the call sends nothing', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Cancel intro call' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the intro call with Grace Hopper?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Keep the call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes('DELETE')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Intro call' })).toBeInTheDocument();
  });

  test('is sent once however often it is confirmed', async () => {
    let release: (() => void) | undefined;
    answerCandidate(makeIntroCall(), () => new Promise<FakeReply>((resolve) => (release = () => resolve(ok(null)))));
    const view = renderHiring(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Cancel intro call' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the intro call with Grace Hopper?' });
    await view.user.dblClick(within(confirm).getByRole('button', { name: 'Cancel intro call' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep the call' })).toBeDisabled());

    act(() => release?.());
    expect(await screen.findByRole('button', { name: 'Book intro call' })).toBeInTheDocument();
    expect(changes('DELETE')).toHaveLength(1);
  });

  test('a refused cancellation (409) is toasted and the call stays', async () => {
    answerCandidate(makeIntroCall(), () =>
      failure(409, { message: "This call is rescheduled and canceled through the scheduler's own invitation." }),
    );
    const view = renderHiring(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Cancel intro call' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the intro call with Grace Hopper?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel intro call' }));

    await waitFor(() => expect(view.toasts).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Intro call' })).toBeInTheDocument();
  });
});
