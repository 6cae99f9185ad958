import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { makeUser, signedIn } from '@portal/auth/testing';
import { currentPath, renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { formatMeetingTime } from '../hiring/hiring-format';
import { widgets } from '../routes';
import { makeHiringWidget, makeInterview, PROPOSAL_ID, RFP_ID, TALENT_ID } from '../testing/hiring-fixtures';
import './hiring-widget';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function renderWidget() {
  const [widget] = widgets;
  if (!widget) throw new Error('hiring has no widget');
  const { Component } = widget;
  return renderRoutes([{ path: '/dashboard', element: <Component /> }], { path: '/dashboard', session: signedIn(makeUser()) });
}

function answerWidget(reply: () => FakeReply | Promise<FakeReply>) {
  server = fakeApi((request) => (request.url === API_PATHS.hiringWidget ? reply() : failure(404, {})));
}

describe('hiring widget', () => {
  test('is shown to users with the proposals role only', () => {
    expect(widgets.map((widget) => [widget.id, widget.role])).toEqual([['hiring', 'proposals']]);
  });

  test('shows open requests, new proposals and the next calls in the user’s time zone, naming it', async () => {
    const later = makeInterview({
      id: 'later-call',
      starts_at: '2026-12-03T15:00:00Z',
      candidate: { ...makeInterview().candidate, first_name: 'Alan', last_name: 'Turing' },
    });
    answerWidget(() => ok(makeHiringWidget({ upcoming_interviews: [makeInterview(), later] })));
    const view = renderWidget();

    const card = await screen.findByRole('region', { name: 'Hiring' });
    expect(await within(card).findByText('2 requests')).toBeInTheDocument();
    expect(within(card).getByText('5 proposals')).toBeInTheDocument();
    const calls = within(card).getByText('Upcoming calls').nextElementSibling as HTMLElement;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const items = within(calls).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Grace Hopper, Senior React developer: ${formatMeetingTime(makeInterview().starts_at, zone)}`);
    expect(items[1]).toHaveTextContent(`Alan Turing, Senior React developer: ${formatMeetingTime(later.starts_at, zone)}`);
    expect(calls).toHaveTextContent(`Times in your time zone, ${zone}.`);

    await view.user.click(within(card).getByRole('link', { name: 'Grace Hopper' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/hiring/rfp/${RFP_ID}/proposal/${PROPOSAL_ID}/candidate/${TALENT_ID}`));
  });

  test('says when no interview is booked, and links to the requests', async () => {
    answerWidget(() => ok(makeHiringWidget({ open_requests: 1, new_proposals: 0, next_interview: null, upcoming_interviews: [] })));
    const view = renderWidget();

    expect(await screen.findByText('No interview booked')).toBeInTheDocument();
    expect(screen.getByText('1 request')).toBeInTheDocument();
    expect(screen.getByText('0 proposals')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'View requests' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/hiring/rfp'));
  });

  test('a company without any request is shown its first step', async () => {
    answerWidget(() =>
      ok(makeHiringWidget({ open_requests: 0, new_proposals: 0, next_interview: null, upcoming_interviews: [], has_requests: false })),
    );
    renderWidget();
    expect(await screen.findByRole('link', { name: 'Post your first request' })).toHaveAttribute('href', '/talent-request');
    expect(screen.queryByText('Open requests')).not.toBeInTheDocument();
  });

  test('shows a skeleton while loading', async () => {
    let release: ((reply: FakeReply) => void) | undefined;
    answerWidget(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    renderWidget();

    expect(await screen.findByLabelText('Loading the hiring summary')).toHaveAttribute('aria-busy', 'true');
    release?.(ok(makeHiringWidget()));
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
  });

  test('a failed load toasts once and offers a retry', async () => {
    let calls = 0;
    answerWidget(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(makeHiringWidget());
    });
    const view = renderWidget();

    expect(await screen.findByRole('alert')).toHaveTextContent('The hiring summary could not be loaded.');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    expect(view.toasts).toEqual(['Something went wrong.']);
  });
});
