import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, apiPath, type CandidateProfile, HIRE_VENDOR_MISSING_MESSAGE, HIRING_TEXTS } from '@portal/api-schema';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { userWithRoles } from '@portal/auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeCandidateProfile, PROPOSAL_ID, RFP_ID, TALENT_ID } from '../testing/hiring-fixtures';
import { renderHiring } from '../testing/render-hiring';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const PAGE = `/hiring/rfp/${RFP_ID}/proposal/${PROPOSAL_ID}/candidate/${TALENT_ID}`;
const CANDIDATE_URL = apiPath(API_PATHS.candidate, { rfpId: RFP_ID, bidId: PROPOSAL_ID, talentId: TALENT_ID });
const HIRE_URL = apiPath(API_PATHS.hireProposal, { id: PROPOSAL_ID });
const CONTRACT_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const hiredProfile = (): CandidateProfile =>
  makeCandidateProfile({ status: 'hired', can_decline: false, can_book_intro_call: false }, { contract_id: CONTRACT_ID, can_hire: false });

/**
 * A server with one candidate: hiring (after `hireReply`, default success) makes them hired with
 * their contract, as the API does.
 */
function answerCandidate(profile: CandidateProfile = makeCandidateProfile(), hireReply?: () => FakeReply | Promise<FakeReply>) {
  let current = profile;
  server = fakeApi(async (request) => {
    if (request.method === 'GET' && request.url === CANDIDATE_URL) return ok(current);
    if (request.method === 'POST' && request.url === HIRE_URL) {
      const reply = hireReply ? await hireReply() : undefined;
      if (reply && reply.status >= 400) return reply;
      current = hiredProfile();
      return ok({ proposal_id: PROPOSAL_ID, status: 'hired', contract_id: CONTRACT_ID });
    }
    return failure(404, {});
  });
}

const hireRequests = () => (server?.requests ?? []).filter((request) => request.method === 'POST' && request.url === HIRE_URL);

async function openHire(view: ReturnType<typeof renderHiring>) {
  await view.user.click(await screen.findByRole('button', { name: 'Hire' }));
  return screen.findByRole('dialog', { name: 'Hire Grace Hopper?' });
}

describe('hiring a candidate', () => {
  test('Hire asks first: the vendor will send the contract to sign; Cancel and Escape hire nobody', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);

    const dialog = await openHire(view);
    expect(dialog).toHaveTextContent(HIRING_TEXTS.hireBody('Grace Hopper'));
    expect(dialog).toHaveTextContent(/vendor will send Grace Hopper's contract for your company to sign/);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openHire(view);
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hireRequests()).toEqual([]);
  });

  test('confirming hires once; the page then shows the candidate hired with a link to the contract', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);

    const dialog = await openHire(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const link = await screen.findByRole('link', { name: 'View contract' });
    expect(link).toHaveAttribute('href', `/contracts/${CONTRACT_ID}`);
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Hired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(await screen.findByText(HIRING_TEXTS.hiredToast('Grace Hopper'))).toBeInTheDocument();
    expect(hireRequests()).toHaveLength(1);
  });

  test('a double click hires once; while it is sent the dialog is busy and Escape does not close it', async () => {
    let release: (() => void) | undefined;
    answerCandidate(makeCandidateProfile(), () => new Promise<FakeReply>((resolve) => (release = () => resolve(ok(null)))));
    const view = renderHiring(PAGE);

    const dialog = await openHire(view);
    await view.user.dblClick(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Hire/ })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => release?.());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hireRequests()).toHaveLength(1);
  });

  test('a refusal is shown and the dialog closes on the candidate as they are', async () => {
    answerCandidate(makeCandidateProfile(), () => failure(409, { message: HIRE_VENDOR_MISSING_MESSAGE }));
    const view = renderHiring(PAGE);

    const dialog = await openHire(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(view.toasts).toEqual([HIRE_VENDOR_MISSING_MESSAGE]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Hire' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View contract' })).not.toBeInTheDocument();
  });

  test('a failure of the connection keeps the dialog open to try again', async () => {
    let calls = 0;
    answerCandidate(makeCandidateProfile(), () => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(null);
    });
    const view = renderHiring(PAGE);

    const dialog = await openHire(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(view.toasts).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    expect(await screen.findByRole('link', { name: 'View contract' })).toBeInTheDocument();
    expect(hireRequests()).toHaveLength(2);
  });

  test('works with the keyboard', async () => {
    answerCandidate();
    const view = renderHiring(PAGE);

    const hire = await screen.findByRole('button', { name: 'Hire' });
    act(() => hire.focus());
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Hire Grace Hopper?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const confirm = within(dialog).getByRole('button', { name: 'Hire' });
    while (document.activeElement !== confirm) await view.user.tab();
    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'View contract' })).toBeInTheDocument();
    expect(hireRequests()).toHaveLength(1);
  });

  test('only where the proposal allows it: no Hire for a declined or hired candidate', async () => {
    answerCandidate(makeCandidateProfile({ status: 'declined', can_decline: false, can_book_intro_call: false, decline_reason: null }));
    renderHiring(PAGE);
    expect(await screen.findByText('Declined without a reason')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hire' })).not.toBeInTheDocument();
  });
});

describe('a hired candidate', () => {
  test('shows Hired and View contract to someone with access to contracts', async () => {
    answerCandidate(hiredProfile());
    renderHiring(PAGE);

    expect(await screen.findByRole('link', { name: 'View contract' })).toHaveAttribute('href', `/contracts/${CONTRACT_ID}`);
    expect(screen.getByText('Hired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hire' })).not.toBeInTheDocument();
    expect(screen.queryByText(HIRING_TEXTS.contractForColleagues)).not.toBeInTheDocument();
  });

  test('someone without access to contracts reads where the contract is instead of a link they cannot open', async () => {
    answerCandidate(hiredProfile());
    renderHiring(PAGE, userWithRoles(['proposals', 'my_company']));

    expect(await screen.findByText(HIRING_TEXTS.contractForColleagues)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View contract' })).not.toBeInTheDocument();
  });

  test('a candidate hired before contracts were kept shows no link', async () => {
    answerCandidate(
      makeCandidateProfile({ status: 'hired', can_decline: false, can_book_intro_call: false }, { contract_id: null, can_hire: false }),
    );
    renderHiring(PAGE);
    expect(await screen.findByText('Hired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View contract' })).not.toBeInTheDocument();
  });
});
