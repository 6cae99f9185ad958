import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, apiPath, CONTRACT_REQUEST_TEXTS, type TeamMember } from '@portal/api-schema';
import { screen, within } from '@testing-library/react';
import { FINANCE, renderTeamContracts } from '../testing/render-team-contracts';
import { HANNAH_CONTRACT, HANNAH_ID, teamMember } from '../testing/team-fixtures';
import { userWithRoles } from '@portal/auth/testing';
import { MEMBER_NOT_FOUND } from './team-candidate-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const PAGE = `/my-team/candidate/${HANNAH_ID}`;

function memberApi(member: TeamMember | (() => FakeReply | Promise<FakeReply>)) {
  server = fakeApi((request) => {
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

  test('hours billed per month and in total', async () => {
    memberApi(teamMember());
    renderTeamContracts(PAGE);
    const months = await screen.findByRole('list', { name: 'Hours billed per month' });
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
    expect(screen.getByText('560.5 h billed in total under these contracts')).toBeInTheDocument();
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
