import { afterEach, describe, expect, test } from '@jest/globals';
import { apiPath, API_PATHS, type CandidateProfile } from '@portal/api-schema';
import { DECLINE_COMMENT_MAX_LENGTH, HIRING_TEXTS } from '@portal/api-schema/constants';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeCandidateProfile, makeProposal, makeRfpDetail, PROPOSAL_ID, RFP_ID, TALENT_ID } from '../testing/hiring-fixtures';
import { renderHiring } from '../testing/render-hiring';
import { CANDIDATE_NOT_FOUND } from './candidate-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const PAGE = `/hiring/rfp/${RFP_ID}/proposal/${PROPOSAL_ID}/candidate/${TALENT_ID}`;
const CANDIDATE_URL = apiPath(API_PATHS.candidate, { rfpId: RFP_ID, bidId: PROPOSAL_ID, talentId: TALENT_ID });
const DECLINE_URL = apiPath(API_PATHS.declineProposal, { id: PROPOSAL_ID });
const BOOKING_URL = apiPath(API_PATHS.introCallBooking, { id: PROPOSAL_ID });

const declinedProfile = (msg: string | null): CandidateProfile =>
  makeCandidateProfile({ status: 'declined', decline_reason: msg, can_decline: false, can_book_intro_call: false });

/**
 * A server with one candidate: declining it (after `declineReply`, default success) makes it
 * declined with the message sent, as the API does.
 */
function answerCandidate(profile: CandidateProfile = makeCandidateProfile(), declineReply?: () => FakeReply | Promise<FakeReply>) {
  let current = profile;
  server = fakeApi(async (request) => {
    if (request.method === 'GET' && request.url === CANDIDATE_URL) return ok(current);
    if (request.method === 'POST' && request.url === DECLINE_URL) {
      const reply = declineReply ? await declineReply() : undefined;
      if (reply && reply.status >= 400) return reply;
      const { msg } = JSON.parse(String(request.body)) as { msg: string | null };
      current = declinedProfile(msg);
      return ok(current.proposal);
    }
    if (request.url === apiPath(API_PATHS.rfp, { id: RFP_ID })) return ok(makeRfpDetail());
    return failure(404, {});
  });
}

const declineBodies = () =>
  (server?.requests ?? [])
    .filter((request) => request.method === 'POST' && request.url === DECLINE_URL)
    .map((request) => JSON.parse(String(request.body)) as unknown);

async function openDecline(view: ReturnType<typeof renderHiring>) {
  await view.user.click(await screen.findByRole('button', { name: 'Decline' }));
  return screen.findByRole('dialog', { name: HIRING_TEXTS.declineTitle });
}

describe('candidate page', () => {
  test('shows the profile: location, zone, English, rate, availability, summary, skills and experience', async () => {
    answerCandidate();
    renderHiring(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Frontend engineer')).toBeInTheDocument();
    // The content comes one render after the heading and its subtitle.
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Warsaw, Poland')).toBeInTheDocument();
    expect(within(profile).getByText(/^Europe\/Warsaw \(local time \d{1,2}:\d{2} (AM|PM)\)$/)).toBeInTheDocument();
    expect(within(profile).getByText('Advanced (C1)')).toBeInTheDocument();
    expect(within(profile).getByText('$45.00/h')).toBeInTheDocument();
    expect(within(profile).getByText('40 h/week from Dec 7, 2026')).toBeInTheDocument();
    expect(within(profile).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Ships accessible interfaces.')).toBeInTheDocument();
    expect(screen.getByText('React · 6 years')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lead frontend engineer, Acme' })).toBeInTheDocument();
    expect(screen.getByText('Mar 2022 – Present')).toBeInTheDocument();
    expect(screen.getByText('Jan 2018 – Feb 2022')).toBeInTheDocument();
    expect(screen.getByText('Built the checkout.')).toBeInTheDocument();
  });

  test('the breadcrumb leads back to the request', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/hiring/rfp');
    await view.user.click(within(trail).getByRole('link', { name: 'Senior React developer' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/hiring/rfp/${RFP_ID}`));
  });

  test('offers only the actions the server allows', async () => {
    answerCandidate(makeCandidateProfile({ can_book_intro_call: false, can_decline: true, status: 'interview_scheduled' }));
    renderHiring(PAGE);

    expect(await screen.findByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book intro call' })).not.toBeInTheDocument();
    expect(screen.getByText('Intro call booked')).toBeInTheDocument();
  });

  test('a declined candidate shows the reason and no actions', async () => {
    answerCandidate(declinedProfile('Time zone does not fit'));
    renderHiring(PAGE);

    expect(await screen.findByText('Declined: Time zone does not fit')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book intro call' })).not.toBeInTheDocument();
  });

  test('Book intro call opens the booking dialog for this proposal', async () => {
    // The booking data stays on its way: the dialog shows the scheduler loading.
    server = fakeApi((request) => {
      if (request.url === BOOKING_URL) return new Promise<FakeReply>(() => undefined);
      return request.url === CANDIDATE_URL ? ok(makeCandidateProfile()) : failure(404, {});
    });
    const view = renderHiring(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Book intro call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book an intro call with Grace Hopper' });
    await waitFor(() => expect(server?.requests.some((request) => request.url === BOOKING_URL)).toBe(true));
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a candidate of another company is not found, with no toast to repeat it', async () => {
    server = fakeApi(() => failure(404, {}));
    const view = renderHiring(PAGE);

    expect(await screen.findByText(CANDIDATE_NOT_FOUND)).toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('a failed load offers a retry', async () => {
    let calls = 0;
    server = fakeApi(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(makeCandidateProfile());
    });
    const view = renderHiring(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  });
});

describe('declining a candidate', () => {
  test('Submit is enabled once a reason is chosen and sends it; the page then shows the candidate declined', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Availability does not fit' }));
    expect(submit).toBeEnabled();
    await view.user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declineBodies()).toEqual([{ msg: 'Availability does not fit' }]);
    expect(await screen.findByText('Declined: Availability does not fit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(await screen.findByText('Candidate declined')).toBeInTheDocument();
  });

  test('Other shows a comment box and sends the trimmed comment', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    await view.user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Your comment' });
    await view.user.type(comment, '  We hired internally. ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(declineBodies()).toEqual([{ msg: 'We hired internally.' }]));
  });

  test('a pasted comment past the limit is kept whole, said to be too long, and cannot be submitted', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    await view.user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Your comment' });
    const nearly = 'x'.repeat(DECLINE_COMMENT_MAX_LENGTH - 50);
    await view.user.click(comment);
    await view.user.paste(nearly);
    expect(within(dialog).getByText(`950 / 1,000`)).toBeInTheDocument();
    await view.user.paste('y'.repeat(80));
    expect(comment).toHaveValue(`${nearly}${'y'.repeat(80)}`);
    expect(within(dialog).getByText('At most 1,000 characters: 30 too many.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await view.user.keyboard('{Control>}{Enter}{/Control}');
    expect(declineBodies()).toEqual([]);

    await view.user.type(comment, '{Backspace}'.repeat(30));
    expect(submit).toBeEnabled();
    await view.user.click(submit);
    await waitFor(() => expect(declineBodies()).toHaveLength(1));
  });

  test('Other with an empty comment sends "Other"', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    await view.user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Your comment' }), '   ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(declineBodies()).toEqual([{ msg: 'Other' }]));
    expect(await screen.findByText('Declined: Other')).toBeInTheDocument();
  });

  test('Skip declines without a reason', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    await view.user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(declineBodies()).toEqual([{ msg: null }]));
    expect(await screen.findByText('Declined without a reason')).toBeInTheDocument();
  });

  test('Escape closes the dialog and declines nothing; the dialog works with the keyboard', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declineBodies()).toEqual([]);

    const again = await openDecline(view);
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    const first = within(again).getByRole('radio', { name: 'Not enough relevant experience' });
    act(() => first.focus());
    await view.user.keyboard('{ArrowDown}');
    expect(within(again).getByRole('radio', { name: 'Skills do not match the request' })).toBeChecked();
    await view.user.tab();
    await view.user.tab();
    expect(within(again).getByRole('button', { name: 'Submit' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(declineBodies()).toEqual([{ msg: 'Skills do not match the request' }]));
    expect(dialog).not.toBeInTheDocument();
  });

  test('both buttons are disabled while sending, so it is sent once', async () => {
    let release: (() => void) | undefined;
    answerCandidate(makeCandidateProfile(), () => new Promise<FakeReply>((resolve) => (release = () => resolve(ok(null)))));
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    await view.user.click(within(dialog).getByRole('radio', { name: 'Rate is above our budget' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Submit/ })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeDisabled();
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => release?.());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declineBodies()).toEqual([{ msg: 'Rate is above our budget' }]);
  });

  test('a failed decline keeps the dialog open to try again', async () => {
    let calls = 0;
    answerCandidate(makeCandidateProfile(), () => {
      calls += 1;
      return calls === 1 ? failure(500, { message: 'Please try again.' }) : ok(null);
    });
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);

    await view.user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(view.toasts).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declineBodies()).toEqual([{ msg: null }, { msg: null }]);
  });

  test('the request page shows the proposal declined afterwards', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);
    const dialog = await openDecline(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The request's answer now has the proposal declined; the page asks again on opening.
    server?.restore();
    server = fakeApi((request) =>
      request.url === apiPath(API_PATHS.rfp, { id: RFP_ID })
        ? ok(makeRfpDetail({ proposals_list: [makeProposal({ status: 'declined', decline_reason: null, can_decline: false })] }))
        : failure(404, {}),
    );
    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Senior React developer' }),
    );
    await waitFor(() => expect(currentPath(view.router)).toBe(`/hiring/rfp/${RFP_ID}`));
    expect(await screen.findByText('Declined without a reason')).toBeInTheDocument();
  });
});
