import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeRfpPage, makeRfpSummary } from '../testing/hiring-fixtures';
import { renderHiring, searchesTo } from '../testing/render-hiring';
import { SEARCH_DEBOUNCE_MS } from '@portal/ui';
import { NO_MATCHES, NO_REQUESTS } from './rfps-tab';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const FIRST = makeRfpSummary();
const SECOND = makeRfpSummary({
  id: '4a2b3c4d-5e6f-4a70-8b8c-9d0e1f2a3b4c',
  title: 'Go backend engineer',
  skills: ['Go', 'PostgreSQL', 'AWS'],
  seniority: 'middle',
  engagement: 'part_time',
  hours_per_week: 20,
  status: 'matching',
  proposals: { total: 0, new: 0, declined: 0 },
  start_date: null,
  created_at: '2026-10-15T08:00:00Z',
});

function answerList(list: (search: URLSearchParams) => FakeReply | Promise<FakeReply>) {
  return fakeApi((request) => {
    const [path, query = ''] = request.url.split('?');
    return path === API_PATHS.rfps ? list(new URLSearchParams(query)) : failure(404, {});
  });
}

const listSearches = () => searchesTo(API_PATHS.rfps, server?.requests ?? []);

describe('requests tab', () => {
  test('lists requests with skills, terms, status, proposals and dates; titles link to the request', async () => {
    server = answerList(() => ok(makeRfpPage([FIRST, SECOND], null, 2)));
    const view = renderHiring('/hiring/rfp');

    await screen.findByRole('link', { name: 'Senior React developer' });
    const rows = within(screen.getByRole('table', { name: 'Requests' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Senior React developer',
        'ReactTypeScript',
        'Senior',
        'Full time, 40 h/week',
        'Proposals to review',
        '3 proposals · 2 new',
        'Nov 2, 2026',
        'Dec 1, 2026',
      ],
      [
        'Go backend engineer',
        'GoPostgreSQLAWS',
        'Middle',
        'Part time, 20 h/week',
        'Matching candidates',
        'No proposals',
        'Oct 15, 2026',
        'Not set',
      ],
    ]);
    expect(screen.getByText('2 requests')).toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Go backend engineer' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/hiring/rfp/${SECOND.id}`));
  });

  test('filters and sort of a shared link are restored and sent; invalid ones fall back', async () => {
    server = answerList(() => ok(makeRfpPage([FIRST])));
    renderHiring('/hiring/rfp?status=interviewing&status=nonsense&status=matching&q=react&sort=title');

    await screen.findByRole('link', { name: 'Senior React developer' });
    expect(listSearches()[0]?.toString()).toBe('status=matching&status=interviewing&q=react&sort=title');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Matching candidates, Interviewing');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('react');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Title, A to Z');
  });

  test('an unknown sort falls back to newest first', async () => {
    server = answerList(() => ok(makeRfpPage([FIRST])));
    renderHiring('/hiring/rfp?sort=price');

    await screen.findByRole('link', { name: 'Senior React developer' });
    expect(listSearches()[0]?.toString()).toBe('sort=-created_at');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
  });

  test('choosing statuses and a sort updates the URL and the request', async () => {
    server = answerList(() => ok(makeRfpPage([FIRST])));
    const view = renderHiring('/hiring/rfp');
    await screen.findByRole('link', { name: 'Senior React developer' });

    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(screen.getByRole('option', { name: 'Closed' }));
    await view.user.click(screen.getByRole('option', { name: 'Matching candidates' }));
    await view.user.keyboard('{Escape}');
    await view.user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await view.user.click(screen.getByRole('option', { name: 'Oldest first' }));

    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/rfp?status=matching&status=closed&sort=created_at'));
    await waitFor(() => expect(listSearches().at(-1)?.toString()).toBe('status=matching&status=closed&sort=created_at'));
  }, 20_000);

  test('the search applies once typing pauses', async () => {
    server = answerList(() => ok(makeRfpPage([FIRST])));
    const view = renderHiring('/hiring/rfp');
    await screen.findByRole('link', { name: 'Senior React developer' });

    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'type');
    // Not one request per key.
    expect(listSearches().map(String)).toEqual(['sort=-created_at']);
    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/rfp?q=type'), { timeout: SEARCH_DEBOUNCE_MS * 5 });
    await waitFor(() => expect(listSearches().map(String)).toEqual(['sort=-created_at', 'q=type&sort=-created_at']));
  });

  test('no requests at all offers to request talent', async () => {
    server = answerList(() => ok(makeRfpPage([])));
    const view = renderHiring('/hiring/rfp');

    expect(await screen.findByRole('heading', { name: NO_REQUESTS })).toBeInTheDocument();
    const actions = screen.getAllByRole('link', { name: 'Request talent' });
    await view.user.click(actions[actions.length - 1]!);
    await waitFor(() => expect(currentPath(view.router)).toBe('/talent-request'));
  });

  test('no match for the filters offers to clear them, keeping the sort', async () => {
    server = answerList((search) => ok(makeRfpPage(search.has('status') ? [] : [FIRST])));
    const view = renderHiring('/hiring/rfp?status=closed&sort=title');

    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await view.user.click(clear[clear.length - 1]!);

    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/rfp?sort=title'));
    expect(await screen.findByRole('link', { name: 'Senior React developer' })).toBeInTheDocument();
  });

  test('pages forward with next_cursor and back again; new filters start at the first page', async () => {
    server = answerList((search) =>
      search.get('cursor') === 'page-2' ? ok(makeRfpPage([SECOND], null, 2)) : ok(makeRfpPage([FIRST], 'page-2', 2)),
    );
    const view = renderHiring('/hiring/rfp?status=reviewing&status=matching');

    await screen.findByRole('link', { name: 'Senior React developer' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Go backend engineer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(listSearches().at(-1)?.toString()).toBe('status=matching&status=reviewing&sort=-created_at&cursor=page-2');

    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Senior React developer' })).toBeInTheDocument();
    expect(listSearches().at(-1)?.has('cursor')).toBe(false);

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Go backend engineer' });
    await view.user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await view.user.click(screen.getByRole('option', { name: 'Title, Z to A' }));
    await waitFor(() => expect(listSearches().at(-1)?.toString()).toBe('status=matching&status=reviewing&sort=-title'));
  }, 20_000);

  test('shows a skeleton while loading', async () => {
    let release: (() => void) | undefined;
    server = answerList(
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok(makeRfpPage([FIRST])));
        }),
    );
    renderHiring('/hiring/rfp');

    expect(await screen.findByRole('table', { name: 'Requests' })).toHaveAttribute('aria-busy', 'true');
    act(() => release?.());
    expect(await screen.findByRole('link', { name: 'Senior React developer' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Requests' })).not.toHaveAttribute('aria-busy');
  });

  test("a failed load toasts the server's message and offers a retry", async () => {
    let calls = 0;
    server = answerList(() => {
      calls += 1;
      return calls === 1 ? failure(500, { message: 'The requests are unavailable.' }) : ok(makeRfpPage([FIRST]));
    });
    const view = renderHiring('/hiring/rfp');

    expect(await screen.findByRole('alert')).toHaveTextContent('The requests could not be loaded.');
    expect(view.toasts).toEqual(['The requests are unavailable.']);
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Senior React developer' })).toBeInTheDocument();
    expect(view.toasts).toEqual(['The requests are unavailable.']);
  });
});
