import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { formatMeetingTime } from '../hiring/hiring-format';
import { makeInterview, makeInterviewPage, PROPOSAL_ID, RFP_ID, TALENT_ID } from '../testing/hiring-fixtures';
import { renderHiring, searchesTo } from '../testing/render-hiring';
import { NO_PAST, NO_UPCOMING } from './interviews-tab';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const UPCOMING = makeInterview();
const PAST = makeInterview({
  id: '0f1a2b3c-4d5e-4f6a-8b7c-8d9e0f1a2b3c',
  starts_at: '2026-10-01T09:00:00Z',
  ends_at: '2026-10-01T10:15:00Z',
  status: 'completed',
  meeting_url: 'https://meet.example.com/old',
});

function answerList(list: (search: URLSearchParams) => FakeReply) {
  server = fakeApi((request) => {
    const [path, query = ''] = request.url.split('?');
    return path === API_PATHS.interviews ? list(new URLSearchParams(query)) : failure(404, {});
  });
}

const listSearches = () => searchesTo(API_PATHS.interviews, server?.requests ?? []).map(String);

describe('interviews tab', () => {
  test('lists upcoming interviews with candidate, request, time in the user’s zone, duration and call link', async () => {
    answerList(() => ok(makeInterviewPage([UPCOMING])));
    const view = renderHiring('/hiring/interviews');

    const candidate = await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(candidate).toHaveAttribute('href', `/hiring/rfp/${RFP_ID}/proposal/${PROPOSAL_ID}/candidate/${TALENT_ID}`);
    const row = candidate.closest('tr') as HTMLElement;
    expect(within(row).getByText('Frontend engineer')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Senior React developer' })).toHaveAttribute('href', `/hiring/rfp/${RFP_ID}`);
    const time = within(row).getByText(formatMeetingTime(UPCOMING.starts_at));
    expect(time).toHaveAttribute('datetime', UPCOMING.starts_at);
    // The zone is named, e.g. 'UTC' or 'GMT+1'.
    expect(time.textContent).toMatch(/\d{1,2}:\d{2} (AM|PM) \S+$/);
    expect(within(row).getByText('30 min')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    const join = within(row).getByRole('link', { name: 'Join call with Grace Hopper (opens in a new tab)' });
    expect(join).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('1 interview')).toBeInTheDocument();
    expect(listSearches()).toEqual(['when=upcoming']);

    await view.user.click(candidate);
    await waitFor(() => expect(currentPath(view.router)).toBe(`/hiring/rfp/${RFP_ID}/proposal/${PROPOSAL_ID}/candidate/${TALENT_ID}`));
  });

  test('Past is kept in the URL, asks for past interviews and shows no call link', async () => {
    answerList((search) => ok(makeInterviewPage(search.get('when') === 'past' ? [PAST] : [UPCOMING])));
    const view = renderHiring('/hiring/interviews');
    await screen.findByRole('link', { name: /Join call with/ });

    await view.user.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/interviews?when=past'));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('1 h 15 min')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join call with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    expect(listSearches()).toEqual(['when=upcoming', 'when=past']);

    await view.user.click(screen.getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/interviews'));
  });

  test('a reload of ?when=past shows the past; an unknown value shows the upcoming', async () => {
    answerList((search) => ok(makeInterviewPage(search.get('when') === 'past' ? [PAST] : [UPCOMING])));
    const first = renderHiring('/hiring/interviews?when=past');
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    first.unmount();

    renderHiring('/hiring/interviews?when=someday');
    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a canceled upcoming interview has no call link', async () => {
    answerList(() => ok(makeInterviewPage([makeInterview({ status: 'canceled', meeting_url: 'https://meet.example.com/x' })])));
    renderHiring('/hiring/interviews');

    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join call with/ })).not.toBeInTheDocument();
  });

  test('pages with the cursor', async () => {
    answerList((search) =>
      search.get('cursor') === 'next' ? ok(makeInterviewPage([PAST], null, 2)) : ok(makeInterviewPage([UPCOMING], 'next', 2)),
    );
    const view = renderHiring('/hiring/interviews');
    await screen.findByText('Scheduled');

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(listSearches().at(-1)).toBe('when=upcoming&cursor=next');
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
  });

  test('empty upcoming and past lists say so', async () => {
    answerList(() => ok(makeInterviewPage([])));
    const view = renderHiring('/hiring/interviews');

    expect(await screen.findByRole('heading', { name: NO_UPCOMING })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: NO_PAST })).toBeInTheDocument();
  });

  test('a failed load offers a retry', async () => {
    let calls = 0;
    answerList(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(makeInterviewPage([UPCOMING]));
    });
    const view = renderHiring('/hiring/interviews');

    expect(await screen.findByRole('alert')).toHaveTextContent('The interviews could not be loaded.');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
  });
});
