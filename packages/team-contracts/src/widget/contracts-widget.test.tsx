import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { makeUser, signedIn } from '@portal/auth/testing';
import { currentPath, renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { widgets } from '../routes';
import { contractId, makeAwaitingContract, makeContractsWidget, makeEndingContract } from '../testing/contracts-widget-fixtures';
import { AWAITING_LIST_PATH, ENDING_LIST_PATH } from './contracts-widget';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function renderWidget() {
  const widget = widgets.find((candidate) => candidate.id === 'contracts');
  if (!widget) throw new Error('team-contracts has no contracts widget');
  const { Component } = widget;
  return renderRoutes(
    [
      { path: '/dashboard', element: <Component /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      path: '/dashboard',
      session: signedIn(makeUser()),
    },
  );
}

function answerWidget(reply: () => FakeReply | Promise<FakeReply>) {
  server = fakeApi((request) => (request.url === API_PATHS.contractsWidget ? reply() : failure(404, {})));
}

/** The definition (`dd`) of a term of the card. */
function part(card: HTMLElement, term: string): HTMLElement {
  const definition = within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(definition instanceof HTMLElement)) throw new Error(`No definition of ${term}`);
  return definition;
}

describe('contracts widget', () => {
  test('is shown to users with the contracts role', () => {
    expect(widgets.map((widget) => [widget.id, widget.role])).toEqual([
      ['contracts', 'contracts'],
      ['team', 'contracts'],
    ]);
  });

  test('lists the contracts awaiting signature, each with a call to review and sign it', async () => {
    answerWidget(() =>
      ok(
        makeContractsWidget({
          awaiting_signature: [
            makeAwaitingContract(),
            makeAwaitingContract({
              id: contractId(5),
              number: 'CTR-2026-0005',
              talent: null,
              role_title: 'Product designer',
              starts_on: null,
              vendor: { id: contractId(99), name: 'Kestrel Labs' },
            }),
          ],
        }),
      ),
    );
    const view = renderWidget();

    const card = await screen.findByRole('region', { name: 'Contracts' });
    const awaiting = await waitFor(() => part(card, 'Awaiting your signature'));
    const items = within(awaiting).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "Liam O'Connor, Northwind Dev StudioCTR-2026-0010, starts Nov 24, 2026Review and sign",
      'Product designer, Kestrel LabsCTR-2026-0005Review and sign',
    ]);

    await view.user.click(within(awaiting).getByRole('link', { name: 'Review and sign CTR-2026-0010' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/contracts/${contractId(10)}`));
  });

  test('lists the contracts ending soon with the days left, notice and pending requests', async () => {
    answerWidget(() =>
      ok(
        makeContractsWidget({
          ending_soon: [
            makeEndingContract({ days_left: 0, ends_on: '2026-11-24' }),
            makeEndingContract({
              id: contractId(2),
              number: 'CTR-2026-0002',
              days_left: 1,
              ends_on: '2026-11-25',
              pending_request_kind: 'extension',
            }),
            makeEndingContract({
              id: contractId(9),
              number: 'CTR-2026-0009',
              days_left: 24,
              ends_on: '2026-12-18',
              notice_given: true,
              pending_request_kind: 'end',
              talent: { id: contractId(77), name: 'Yuki Tanaka' },
            }),
          ],
        }),
      ),
    );
    const view = renderWidget();

    const card = await screen.findByRole('region', { name: 'Contracts' });
    const ending = await waitFor(() => part(card, 'Ending soon'));
    expect(
      within(ending)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hannah Becker, CTR-2026-0001Ends today on Nov 24, 2026',
      'Hannah Becker, CTR-2026-0002Ends tomorrow on Nov 25, 2026Extension requested',
      'Yuki Tanaka, CTR-2026-0009Ends in 24 days on Dec 18, 2026Notice givenEnd requested',
    ]);

    await view.user.click(within(ending).getByRole('link', { name: 'Yuki Tanaka' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/contracts/${contractId(9)}`));
  });

  test('says "Ends in 7 days" a week before the end', async () => {
    answerWidget(() => ok(makeContractsWidget()));
    renderWidget();
    expect(await screen.findByText('Ends in 7 days')).toBeInTheDocument();
  });

  test('links to the rest of each list when there are more than it shows', async () => {
    answerWidget(() => ok(makeContractsWidget({ counts: { awaiting_signature: 7, ending_soon: 3 } })));
    const view = renderWidget();

    const more = await screen.findByRole('link', { name: 'and 6 more awaiting your signature' });
    expect(screen.getByRole('link', { name: 'and 2 more ending soon' })).toHaveAttribute('href', ENDING_LIST_PATH);
    await view.user.click(more);
    await waitFor(() => expect(currentPath(view.router)).toBe(AWAITING_LIST_PATH));
  });

  test('says all is clear when nothing awaits signature and nothing ends soon, and links to the contracts', async () => {
    answerWidget(() => ok(makeContractsWidget({ awaiting_signature: [], ending_soon: [] })));
    const view = renderWidget();

    expect(
      await screen.findByText('All clear: no contract is waiting for your signature and none ends in the next 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Awaiting your signature')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'View contracts' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/contracts'));
  });

  test('says so when one of the two lists is empty', async () => {
    answerWidget(() => ok(makeContractsWidget({ awaiting_signature: [] })));
    renderWidget();
    expect(await screen.findByText('Nothing to sign')).toBeInTheDocument();
    expect(screen.getByText('Hannah Becker')).toBeInTheDocument();
  });

  test('says so when nothing ends soon', async () => {
    answerWidget(() => ok(makeContractsWidget({ ending_soon: [] })));
    renderWidget();
    expect(await screen.findByText('None in the next 30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review and sign CTR-2026-0010' })).toBeInTheDocument();
  });

  test('shows a skeleton while loading', async () => {
    let release: ((reply: FakeReply) => void) | undefined;
    answerWidget(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    renderWidget();

    expect(await screen.findByLabelText('Loading contracts')).toHaveAttribute('aria-busy', 'true');
    release?.(ok(makeContractsWidget()));
    expect(await screen.findByText('Ends in 7 days')).toBeInTheDocument();
  });

  test('a failed load toasts once and offers a retry', async () => {
    let calls = 0;
    answerWidget(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(makeContractsWidget());
    });
    const view = renderWidget();

    expect(await screen.findByRole('alert')).toHaveTextContent('The contracts summary could not be loaded.');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ends in 7 days')).toBeInTheDocument();
    expect(view.toasts).toEqual(['Something went wrong.']);
  });

  test('names from vendors are shown as text', async () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    answerWidget(() =>
      ok(
        makeContractsWidget({
          awaiting_signature: [
            makeAwaitingContract({ talent: { id: contractId(3), name: hostile }, vendor: { id: contractId(4), name: hostile } }),
          ],
        }),
      ),
    );
    const view = renderWidget();
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(view.container.querySelector('img')).toBeNull();
  });
});
