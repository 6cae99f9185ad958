import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderRoutes } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import { widgets } from '../routes';
import { team, teamMemberSummary } from '../testing/team-fixtures';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function renderWidget() {
  const widget = widgets.find((candidate) => candidate.id === 'team');
  if (!widget) throw new Error('team-contracts has no team widget');
  const { Component } = widget;
  return renderRoutes([{ path: '/dashboard', element: <Component /> }], { path: '/dashboard', session: signedIn(makeUser()) });
}

describe('team widget', () => {
  test('is shown to users with the contracts role', () => {
    expect(widgets.find((widget) => widget.id === 'team')?.role).toBe('contracts');
  });

  test('shows the team size and the monthly cost per currency from My team’s summary', async () => {
    const answer = team([teamMemberSummary()], {
      summary: {
        people: 3,
        ending_soon: 0,
        monthly_cost: [
          { currency: 'EUR', amount_minor: 1_234_500 },
          { currency: 'USD', amount_minor: 2_000_000 },
        ],
      },
    });
    server = fakeApi((request) => (request.url.startsWith(API_PATHS.team) ? ok(answer) : failure(404, {})));
    renderWidget();
    const card = await screen.findByRole('region', { name: 'Your team' });
    expect(await within(card).findByText('3 people')).toBeInTheDocument();
    expect(within(card).getByText('€12,345.00')).toBeInTheDocument();
    expect(within(card).getByText('$20,000.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View my team' })).toHaveAttribute('href', '/my-team');
  });

  test('an empty team says how people join it', async () => {
    server = fakeApi(() => ok(team([], { summary: { people: 0, ending_soon: 0, monthly_cost: [] } })));
    renderWidget();
    expect(await screen.findByText(/No one works for you yet/)).toBeInTheDocument();
  });
});
