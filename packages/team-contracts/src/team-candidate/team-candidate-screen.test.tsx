import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, apiPath, CONTRACT_REQUEST_TEXTS, type TeamMember, type TimesheetPage } from '@portal/api-schema';
import { screen, within } from '@testing-library/react';
import { FINANCE, renderTeamContracts } from '../testing/render-team-contracts';
import { HANNAH_CONTRACT, HANNAH_ID, teamMember } from '../testing/team-fixtures';
import { userWithRoles } from '@portal/auth/testing';
import { HANNAH_QUERIED, makeTimesheetPage, makeTimesheetSummary } from '../testing/timesheet-fixtures';
import { RECENT_TIMESHEETS } from '../timesheets/recent-timesheets';
import { approvedHoursSummary } from './approved-hours';
import { NOT_COUNTED } from './member-invoices-table';
import { MEMBER_NOT_FOUND } from './team-candidate-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const PAGE = `/my-team/candidate/${HANNAH_ID}`;

function memberApi(member: TeamMember | (() => FakeReply | Promise<FakeReply>), timesheets: TimesheetPage = makeTimesheetPage([])) {
  server = fakeApi((request) => {
    if (request.method === 'GET' && request.url.split('?')[0] === API_PATHS.timesheets) return ok(timesheets);
    if (request.method === 'GET' && request.url === apiPath(API_PATHS.teamMember, { id: HANNAH_ID }))
      return typeof member === 'function' ? member() : ok(member);
    if (request.method === 'GET' && request.url.startsWith(apiPath(API_PATHS.contractChangeRequests, { id: HANNAH_CONTRACT.id }))) {
      return ok({ items: [], next_cursor: null, total: 0 });
    }
    return failure(404, { message: 'Not found.' });
  });
}

describe('a team member', () => {
  test('the profile: avatar, name, title, location, local time and skills; the way to the full profile and back to the team', async () => {
    memberApi(teamMember());
    renderTeamContracts(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hannah Becker' })).toBeInTheDocument();
    expect(screen.getByText('Backend engineer (Go, PostgreSQL)')).toBeInTheDocument();
    // The content renders one pass after the heading.
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('img', { name: 'Hannah Becker' })).toBeInTheDocument();
    expect(within(profile).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(within(profile).getByText(/^Europe\/Berlin \(local time \d{1,2}:\d{2} (AM|PM)\)$/)).toBeInTheDocument();
    expect(within(profile).getByText('Yes, working for you now')).toBeInTheDocument();
    const skills = within(profile).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Go · 7 years', 'PostgreSQL · 1 year']);
    expect(screen.getByRole('link', { name: 'View full profile' })).toHaveAttribute('href', `/talent/${HANNAH_ID}`);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'My team' })).toHaveAttribute('href', '/my-team');
  });

  test('their contracts link to the contract pages, with status, terms, end and the request waiting for the vendor', async () => {
    memberApi(teamMember());
    renderTeamContracts(PAGE);
    const table = await screen.findByRole('table', { name: 'Contracts' });
    const current = within(table).getByRole('row', { name: new RegExp(HANNAH_CONTRACT.number) });
    expect(within(current).getByRole('link', { name: HANNAH_CONTRACT.number })).toHaveAttribute('href', `/contracts/${HANNAH_CONTRACT.id}`);
    for (const text of [
      'Active',
      'Senior backend engineer',
      'Northwind Dev Studio',
      'Full time, 40 h/week',
      '$85.00/h',
      'Jan 8, 2026',
      'Dec 12, 2026',
      'Ends in 18 days',
      'Extension requested',
    ]) {
      expect(within(current).getByText(text)).toBeInTheDocument();
    }
    const ended = within(table).getByRole('row', { name: /CTR-2025-0003/ });
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(ended).queryByText(/Ends in/)).not.toBeInTheDocument();
  });

  test('the end and extension requests of each contract in force, none for an ended one', async () => {
    memberApi(teamMember());
    renderTeamContracts(PAGE);
    const panels = await screen.findAllByRole('region', { name: CONTRACT_REQUEST_TEXTS.panelTitle });
    expect(panels).toHaveLength(1);
    expect(await within(panels[0]!).findByRole('button', { name: CONTRACT_REQUEST_TEXTS.requestEnd })).toBeInTheDocument();
    expect(screen.getByText(`${HANNAH_CONTRACT.number} · Senior backend engineer`)).toBeInTheDocument();
    const asked = (server?.requests ?? [])
      .filter((request) => request.url.includes('/change-requests'))
      .map((request) => request.url.split('?')[0]);
    expect(new Set(asked)).toEqual(new Set([apiPath(API_PATHS.contractChangeRequests, { id: HANNAH_CONTRACT.id })]));
  });

  test('hours approved per month, in total, waiting for approval and billed on invoices', async () => {
    memberApi(teamMember());
    renderTeamContracts(PAGE);
    expect(await screen.findByRole('region', { name: 'Hours approved' })).toBeInTheDocument();
    const months = await screen.findByRole('list', { name: 'Hours approved per month' });
    expect(
      within(months)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Jun 2026: 0 hJun 2026',
      'Jul 2026: 160 hJul 2026',
      'Aug 2026: 152.5 hAug 2026',
      'Sep 2026: 0 hSep 2026',
      'Oct 2026: 168 hOct 2026',
      'Nov 2026: 80 hNov 2026',
    ]);
    expect(screen.getByText('560.5 h approved in total · 40 h waiting for approval · 312.5 h billed on invoices')).toBeInTheDocument();
    expect(approvedHoursSummary({ months: [], total_minutes: 26_100, pending_minutes: 720, billed_minutes: 25_200 })).toBe(
      '435 h approved in total · 12 h waiting for approval · 420 h billed on invoices',
    );
  });

  test('invoices link to their pages for users with the invoices role, and are plain text for others', async () => {
    memberApi(teamMember());
    const view = renderTeamContracts(PAGE, FINANCE);
    let table = await screen.findByRole('table', { name: 'Invoices' });
    let row = within(table).getByRole('row', { name: /INV-2026-0101/ });
    expect(within(row).getByRole('link', { name: 'INV-2026-0101' })).toHaveAttribute(
      'href',
      '/invoices/0b7d6a4e-5d1f-4c1e-9a43-4c0000000001',
    );
    for (const text of ['Nov 16, 2026', '160 h', '$13,600.00', 'Open']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: HANNAH_CONTRACT.number })).toHaveAttribute('href', `/contracts/${HANNAH_CONTRACT.id}`);
    view.unmount();

    renderTeamContracts(PAGE, userWithRoles(['contracts']));
    table = await screen.findByRole('table', { name: 'Invoices' });
    row = within(table).getByRole('row', { name: /INV-2026-0101/ });
    expect(within(row).getByText('INV-2026-0101')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'INV-2026-0101' })).not.toBeInTheDocument();
  });

  test("a cancelled or refunded invoice's hours are marked as not counted", async () => {
    const [invoice] = teamMember().invoices;
    memberApi(
      teamMember({
        invoices: [
          invoice!,
          {
            ...invoice!,
            id: '0b7d6a4e-5d1f-4c1e-9a43-4c0000000002',
            number: 'INV-2026-0090',
            status: 'cancelled',
            counts_as_billed: false,
          },
        ],
        invoices_total: 2,
      }),
    );
    renderTeamContracts(PAGE);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(within(table).getByRole('row', { name: /INV-2026-0090/ })).getByText(NOT_COUNTED)).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /INV-2026-0101/ })).queryByText(NOT_COUNTED)).not.toBeInTheDocument();
  });

  test('their latest timesheets, each linking to its timesheet, and the way to all of theirs in the list', async () => {
    memberApi(teamMember(), makeTimesheetPage([makeTimesheetSummary(), HANNAH_QUERIED], 'next', 9));
    renderTeamContracts(PAGE);
    const section = await screen.findByRole('region', { name: 'Timesheets' });
    await within(section).findByRole('link', { name: 'Jun 1 – 7, 2026' });
    const table = within(section).getByRole('table', { name: 'Latest timesheets' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Jun 1 – 7, 2026', 'CTR-2026-0001', '44.5 hOver 40 h/week', 'To approveAuto-approves Jun 15, 2026'],
      ['May 25 – 31, 2026', 'CTR-2026-0001', '40 h', 'Queried'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Jun 1 – 7, 2026' })).toHaveAttribute(
      'href',
      `/my-team/timesheets/${makeTimesheetSummary().id}`,
    );
    expect(within(section).getByRole('link', { name: 'All 9 timesheets' })).toHaveAttribute(
      'href',
      `/my-team/timesheets?talent=${HANNAH_ID}`,
    );
    const asked = server?.requests.find((request) => request.url.startsWith(API_PATHS.timesheets));
    expect(asked?.url).toBe(`${API_PATHS.timesheets}?talent=${HANNAH_ID}&limit=${RECENT_TIMESHEETS}`);
  });

  test('no timesheets yet: says so', async () => {
    memberApi(teamMember());
    renderTeamContracts(PAGE);
    expect(await screen.findByText('No timesheets have been submitted for this developer yet.')).toBeInTheDocument();
  });

  test('a member without invoices says so; a long history says how many are shown', async () => {
    memberApi(teamMember({ invoices: [], invoices_total: 0, on_team: false }));
    const view = renderTeamContracts(PAGE);
    expect(await screen.findByText('No invoices have been billed under these contracts yet.')).toBeInTheDocument();
    expect(screen.getByText('Not at the moment')).toBeInTheDocument();
    view.unmount();
    server?.restore();

    memberApi(teamMember({ invoices_total: 73 }));
    renderTeamContracts(PAGE);
    expect(await screen.findByText('The 1 newest of 73 invoices.')).toBeInTheDocument();
  });

  test('a talent who is not theirs is not found, with the way back to the team', async () => {
    memberApi(() => failure(404, { message: 'Not found.' }));
    renderTeamContracts(PAGE);
    expect(await screen.findByRole('heading', { name: 'Team member not found' })).toBeInTheDocument();
    expect(screen.getByText(MEMBER_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My team' })).toHaveAttribute('href', '/my-team');
  });

  test('a failed load offers Try again; the page shows progress while loading', async () => {
    let fail = true;
    let answer = () => undefined as void;
    // The first answer waits until the loading state has been seen.
    const held = new Promise<void>((resolve) => (answer = resolve));
    memberApi(async () => {
      await held;
      return fail ? failure(500, { message: 'Something went wrong.' }) : ok(teamMember());
    });
    const view = renderTeamContracts(PAGE);
    expect(await screen.findByRole('progressbar', { name: 'Loading the team member' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'The team member could not be loaded.' })).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hannah Becker' })).toBeInTheDocument();
  });
});
