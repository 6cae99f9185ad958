import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, type Team } from '@portal/api-schema';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HANNAH_ID, KESTREL, NORTHWIND, OMAR, team, teamContract, teamMemberSummary } from '../testing/team-fixtures';
import { FINANCE, renderTeamContracts } from '../testing/render-team-contracts';
import { NO_MATCHES, NO_TEAM, TEAM_LOAD_FAILED } from './team-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const HANNAH = teamMemberSummary();

/** A server answering the team: `answer` picks what a query gets. */
function teamApi(answer: (search: URLSearchParams) => Team) {
  server = fakeApi((request) => {
    const [path, search = ''] = request.url.split('?');
    if (request.method === 'GET' && path === API_PATHS.team) return ok(answer(new URLSearchParams(search)));
    return failure(404, { message: 'Not found.' });
  });
  return server;
}

const teamSearches = () =>
  (server?.requests ?? [])
    .filter((request) => request.url.split('?')[0] === API_PATHS.team)
    .map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));

describe('My team', () => {
  test('lists each member with role, vendor, rate, hours, start, contract end and cost, under the whole team’s figures', async () => {
    teamApi(() => team([HANNAH, OMAR]));
    renderTeamContracts('/my-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'My team' })).toBeInTheDocument();
    const hannah = await screen.findByRole('row', { name: /Hannah Becker/ });
    const table = screen.getByRole('table', { name: 'Team members' });
    expect(within(hannah).getByRole('link', { name: 'Hannah Becker' })).toHaveAttribute('href', `/my-team/candidate/${HANNAH_ID}`);
    expect(within(hannah).getByRole('img', { name: 'Hannah Becker' })).toBeInTheDocument();
    for (const text of [
      'Backend engineer (Go, PostgreSQL)',
      'Senior backend engineer',
      'Northwind Dev Studio',
      '$85.00/h',
      '40',
      'Jan 8, 2026',
      'Dec 12, 2026',
      'Ends in 18 days',
      '$14,733.33',
    ]) {
      expect(within(hannah).getByText(text)).toBeInTheDocument();
    }
    const omar = within(table).getByRole('row', { name: /Omar Farouk/ });
    expect(within(omar).getByRole('img', { name: 'Omar Farouk' })).toHaveAttribute('src', '/demo-assets/talent-omar-farouk.svg');
    expect(within(omar).getByText('Apr 3, 2027')).toBeInTheDocument();
    expect(within(omar).queryByText(/Ends in/)).not.toBeInTheDocument();

    const people = screen.getByRole('region', { name: 'People on your team' });
    expect(within(people).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Monthly cost' })).getByText('$26,866.66')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Contracts ending within 30 days' })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 people');
  });

  test('notice given, open-ended and today’s end are told; a member under several contracts shows them', async () => {
    const yuki = teamMemberSummary({
      id: 'b1c2d3e4-0000-4000-8000-000000000015',
      first_name: 'Yuki',
      last_name: 'Tanaka',
      notice_given: true,
      days_left: 0,
      ends_on: '2026-11-24',
    });
    const ana = teamMemberSummary({
      id: 'b1c2d3e4-0000-4000-8000-000000000016',
      first_name: 'Ana',
      last_name: 'Lima',
      ends_on: null,
      days_left: null,
      ending_soon: false,
      contracts: [
        teamContract({ ends_on: null, days_left: null, ending_soon: false }),
        teamContract({ id: 'b1c2d3e4-0000-4000-8000-000000000099', vendor: KESTREL }),
      ],
      monthly_cost: [
        { currency: 'GBP', amount_minor: 520_000 },
        { currency: 'USD', amount_minor: 0 },
      ],
    });
    teamApi(() =>
      team([ana, yuki], {
        summary: {
          people: 2,
          ending_soon: 1,
          monthly_cost: [
            { currency: 'GBP', amount_minor: 520_000 },
            { currency: 'USD', amount_minor: 1_473_333 },
          ],
        },
      }),
    );
    renderTeamContracts('/my-team');
    const yukiRow = await screen.findByRole('row', { name: /Yuki Tanaka/ });
    expect(within(yukiRow).getByText('Notice given')).toBeInTheDocument();
    expect(within(yukiRow).getByText('Ends today')).toBeInTheDocument();
    const anaRow = screen.getByRole('row', { name: /Ana Lima/ });
    expect(within(anaRow).getByText('Open-ended')).toBeInTheDocument();
    expect(within(anaRow).getByText('and 1 more contract')).toBeInTheDocument();
    expect(within(anaRow).getByText('Northwind Dev Studio, Kestrel Labs')).toBeInTheDocument();
    expect(within(anaRow).getByText('£5,200.00')).toBeInTheDocument();
    expect(within(anaRow).getByText('$0.00')).toBeInTheDocument();
    const cost = screen.getByRole('region', { name: 'Monthly cost' });
    expect(within(cost).getByText('£5,200.00')).toBeInTheDocument();
    expect(within(cost).getByText('$14,733.33')).toBeInTheDocument();
  });

  test('filters and sort live in the URL and are sent to the API; a shared link opens filtered', async () => {
    const everyone = team([HANNAH, OMAR], { vendors: [KESTREL, NORTHWIND] });
    teamApi((search) => (search.get('q') === 'omar' ? { ...everyone, items: [OMAR], total: 1 } : everyone));
    const view = renderTeamContracts(`/my-team?vendor=${NORTHWIND.id}&sort=ends_on`);
    await screen.findByRole('row', { name: /Hannah Becker/ });
    expect(teamSearches().at(-1)?.toString()).toBe(`vendor=${NORTHWIND.id}&sort=ends_on`);
    const filters = screen.getByRole('search', { name: 'Team filters' });
    expect(within(filters).getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Northwind Dev Studio');
    expect(within(filters).getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Contract end, soonest first');

    await view.user.type(within(filters).getByRole('searchbox', { name: 'Search' }), ' omar ');
    await waitFor(() => expect(currentPath(view.router)).toBe(`/my-team?q=omar&vendor=${NORTHWIND.id}&sort=ends_on`));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Hannah Becker/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Omar Farouk/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 people');

    await view.user.click(within(filters).getByRole('checkbox', { name: 'Ending within 30 days' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/my-team?q=omar&vendor=${NORTHWIND.id}&ending=soon&sort=ends_on`));
    expect(teamSearches().at(-1)?.get('ending')).toBe('soon');

    await view.user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/my-team?sort=ends_on'));
  });

  test('the ending-soon card shows those members', async () => {
    teamApi(() => team([HANNAH, OMAR]));
    const view = renderTeamContracts('/my-team');
    const card = await screen.findByRole('region', { name: 'Contracts ending within 30 days' });
    await view.user.click(within(card).getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/my-team?ending=soon'));
    expect(
      within(screen.getByRole('search', { name: 'Team filters' })).getByRole('checkbox', { name: 'Ending within 30 days' }),
    ).toBeChecked();
  });

  test('no match for the filters offers to clear them; the figures stay the whole team’s', async () => {
    teamApi((search) =>
      search.get('q')
        ? team([], { total: 0, summary: { people: 2, ending_soon: 1, monthly_cost: [{ currency: 'USD', amount_minor: 2_686_666 }] } })
        : team([HANNAH, OMAR]),
    );
    const view = renderTeamContracts('/my-team?q=nobody');
    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'People on your team' })).getByText('2')).toBeInTheDocument();
    // The state's own button, after the filters bar's.
    const [, clear] = screen.getAllByRole('button', { name: 'Clear filters' });
    await view.user.click(clear!);
    expect(await screen.findByRole('row', { name: /Hannah Becker/ })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/my-team');
  });

  test('an empty team leads to Hiring for users who may hire', async () => {
    teamApi(() => team([], { summary: { people: 0, ending_soon: 0, monthly_cost: [] }, vendors: [] }));
    renderTeamContracts('/my-team');
    expect(await screen.findByRole('heading', { name: NO_TEAM })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Hiring' })).toHaveAttribute('href', '/hiring');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Monthly cost' })).not.toBeInTheDocument();
  });

  test('an empty team explains itself to users without the proposals role', async () => {
    teamApi(() => team([], { summary: { people: 0, ending_soon: 0, monthly_cost: [] }, vendors: [] }));
    renderTeamContracts('/my-team', FINANCE);
    expect(await screen.findByRole('heading', { name: NO_TEAM })).toBeInTheDocument();
    expect(screen.getByText(/A colleague with access to Hiring can hire one/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Hiring' })).not.toBeInTheDocument();
  });

  test('a failed load offers Try again, which loads the team', async () => {
    let fail = true;
    server = fakeApi(() => (fail ? failure(500, { message: 'Something went wrong.' }) : ok(team([HANNAH]))));
    const view = renderTeamContracts('/my-team');
    expect(await screen.findByRole('heading', { name: TEAM_LOAD_FAILED })).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Hannah Becker/ })).toBeInTheDocument();
  });

  test('the table is busy while the team loads', async () => {
    server = fakeApi(() => new Promise(() => undefined));
    renderTeamContracts('/my-team');
    expect(await screen.findByRole('table', { name: 'Team members' })).toHaveAttribute('aria-busy', 'true');
  });
});
