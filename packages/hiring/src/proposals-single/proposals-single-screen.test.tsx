import { afterEach, describe, expect, test } from '@jest/globals';
import { apiPath, API_PATHS, type RfpDetail } from '@portal/api-schema';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeCandidate, makeOtherProposal, makeProposal, makeRfpDetail, PROPOSAL_ID, RFP_ID, TALENT_ID } from '../testing/hiring-fixtures';
import { renderHiring } from '../testing/render-hiring';
import { COMPARE_LIMIT_HINT, RFP_NOT_FOUND } from './proposals-single-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const RFP_URL = apiPath(API_PATHS.rfp, { id: RFP_ID });
const PAGE = `/hiring/rfp/${RFP_ID}`;

function answerRfp(reply: () => FakeReply) {
  server = fakeApi((request) => (request.url === RFP_URL ? reply() : failure(404, {})));
}

const GRACE = makeProposal();
const ALAN = makeProposal({
  id: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
  status: 'declined',
  decline_reason: 'Rate is above our budget',
  can_decline: false,
  can_book_intro_call: false,
  rate: { currency: 'EUR', added_value: 7250 },
  availability: { hours_per_week: 20, available_from: '2027-01-04' },
  candidate: makeCandidate({
    id: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
    first_name: 'Alan',
    last_name: 'Turing',
    title: 'Backend engineer',
    top_skills: [{ name: 'Go', years: 1 }],
    experience_years: 12,
    location: 'London, United Kingdom',
    time_zone: 'Europe/London',
    english_level: 'native',
  }),
});
const FOUR: RfpDetail = makeRfpDetail({
  proposals_list: [GRACE, ALAN, makeOtherProposal(3), makeOtherProposal(4)],
});

describe('request with its proposals', () => {
  test('shows the request and each proposal as a card linking to the candidate', async () => {
    answerRfp(() => ok(makeRfpDetail({ proposals_list: [GRACE, ALAN] })));
    const view = renderHiring(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React developer' })).toBeInTheDocument();
    // The content comes one render after the heading.
    const details = await screen.findByRole('region', { name: 'Request details' });
    for (const text of ['Proposals to review', 'React', 'TypeScript', 'Senior', 'Full time', '40', '$60.00/h', 'Dec 1, 2026']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(within(details).getByText('Build the customer portal.')).toBeInTheDocument();
    expect(within(details).getByText('Overlap with CET mornings.')).toBeInTheDocument();

    const grace = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByText('Frontend engineer')).toBeInTheDocument();
    expect(within(grace).getByText('$45.00/h')).toBeInTheDocument();
    expect(within(grace).getByText('40 h/week from Dec 7, 2026')).toBeInTheDocument();
    expect(within(grace).getByText('React · 6 years')).toBeInTheDocument();
    expect(within(grace).getByText('New')).toBeInTheDocument();

    const alan = screen.getByRole('article', { name: 'Alan Turing' });
    expect(within(alan).getByText('€72.50/h')).toBeInTheDocument();
    expect(within(alan).getByText('Go · 1 year')).toBeInTheDocument();
    expect(within(alan).getByText('Declined')).toBeInTheDocument();
    expect(within(alan).getByText('Declined: Rate is above our budget')).toBeInTheDocument();

    await view.user.click(within(grace).getByRole('link', { name: 'Grace Hopper' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`${PAGE}/proposal/${PROPOSAL_ID}/candidate/${TALENT_ID}`));
  });

  test('a declined proposal without a reason says so', async () => {
    answerRfp(() => ok(makeRfpDetail({ proposals_list: [makeProposal({ status: 'declined', decline_reason: null })] })));
    renderHiring(PAGE);

    expect(await screen.findByText('Declined without a reason')).toBeInTheDocument();
  });

  test('selects up to three proposals, kept in the URL, and compares them side by side', async () => {
    answerRfp(() => ok(FOUR));
    const view = renderHiring(PAGE);
    await screen.findByRole('article', { name: 'Grace Hopper' });

    const compare = screen.getByRole('button', { name: 'Compare (0)' });
    expect(compare).toBeDisabled();
    await view.user.click(screen.getByRole('checkbox', { name: 'Compare Grace Hopper' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Compare Alan Turing' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`${PAGE}?compare=${GRACE.id},${ALAN.id}`));
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toBeEnabled();
    expect(screen.queryByText(COMPARE_LIMIT_HINT)).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('checkbox', { name: 'Compare Candidate No3' }));
    expect(await screen.findByText(COMPARE_LIMIT_HINT)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare Candidate No4' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Compare Grace Hopper' })).toBeEnabled();

    await view.user.click(screen.getByRole('button', { name: 'Compare (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare candidates' });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Candidate', 'Grace Hopper', 'Alan Turing', 'Candidate No3']);
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Rate')).toEqual(['$45.00/h', '€72.50/h', '$45.00/h']);
    expect(row('Availability')).toEqual(['40 h/week from Dec 7, 2026', '20 h/week from Jan 4, 2027', '40 h/week from Dec 7, 2026']);
    expect(row('Experience')).toEqual(['8 years', '12 years', '8 years']);
    expect(row('English level')).toEqual(['Advanced (C1)', 'Native', 'Advanced (C1)']);
    expect(row('Location')).toEqual(['Warsaw, Poland', 'London, United Kingdom', 'Warsaw, Poland']);
    expect(row('Time zone')).toEqual(['Europe/Warsaw', 'Europe/London', 'Europe/Warsaw']);
    expect(row('Top skills')[0]).toBe('React · 6 years, TypeScript · 5 years');

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.user.click(screen.getByRole('checkbox', { name: 'Compare Grace Hopper' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`${PAGE}?compare=${ALAN.id},${FOUR.proposals_list[2]?.id}`));
    expect(screen.getByRole('checkbox', { name: 'Compare Candidate No4' })).toBeEnabled();
  }, 20_000);

  test('a shared compare link restores the selection, ignoring unknown ids and extras', async () => {
    answerRfp(() => ok(FOUR));
    const ids = FOUR.proposals_list.map((proposal) => proposal.id);
    renderHiring(`${PAGE}?compare=${ids[1]},unknown,${ids[0]},${ids[3]},${ids[2]}`);

    await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(screen.getByRole('button', { name: 'Compare (3)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Compare Alan Turing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare Grace Hopper' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare Candidate No4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare Candidate No3' })).toBeDisabled();
  });

  test('a request without proposals says so', async () => {
    answerRfp(() => ok(makeRfpDetail({ proposals_list: [], status: 'matching' })));
    renderHiring(PAGE);

    expect(await screen.findByRole('heading', { name: 'No proposals yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Compare/ })).not.toBeInTheDocument();
  });

  test('a request of another company is not found, with no toast to repeat it', async () => {
    answerRfp(() => failure(404, { message: 'Not found' }));
    const view = renderHiring(PAGE);

    expect(await screen.findByText(RFP_NOT_FOUND)).toBeInTheDocument();
    expect(view.toasts).toEqual([]);
    await view.user.click(screen.getByRole('link', { name: 'Back to requests' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/rfp'));
  });

  test('shows progress, then a retry when loading fails', async () => {
    let calls = 0;
    let release: ((reply: FakeReply) => void) | undefined;
    server = fakeApi((request) => {
      if (request.url !== RFP_URL) return failure(404, {});
      calls += 1;
      if (calls === 1) return new Promise<FakeReply>((resolve) => (release = resolve));
      return ok(makeRfpDetail());
    });
    const view = renderHiring(PAGE);

    expect(await screen.findByRole('progressbar', { name: 'Loading the request' })).toBeInTheDocument();
    release?.(failure(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request could not be loaded.');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React developer' })).toBeInTheDocument();
  });
});
