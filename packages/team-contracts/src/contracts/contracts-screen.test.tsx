import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, CONTRACT_STATUSES } from '@portal/api-schema';
import { CONTRACT_STATUS_LABELS } from '@portal/api-schema/constants';
import { userWithRoles } from '@portal/auth/testing';
import { PAGE_CURSOR_PARAM } from '@portal/ui';
import { currentPath } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { KESTREL, makeContractPage, makeContractSummary, makeEndingSoonSummary, NORTHWIND } from '../testing/contract-fixtures';
import { renderTeamContracts } from '../testing/render-team-contracts';
import { NO_CONTRACTS, NO_CONTRACTS_DESCRIPTION, NO_MATCHES } from './contracts-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const LIAM = makeContractSummary();
const HANNAH = makeEndingSoonSummary();

type Respond = (search: URLSearchParams) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;

const listRequests = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.split('?')[0] === API_PATHS.contracts)
    .map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));

/** Answers the vendors and the list (by default Liam's and Hannah's contracts). */
function answer(list: Respond = () => ok(makeContractPage([LIAM, HANNAH]))) {
  return (request: RecordedRequest) => {
    const [path, query = ''] = request.url.split('?');
    if (path === API_PATHS.contractVendors) return ok([KESTREL, NORTHWIND]);
    if (path === API_PATHS.contracts) return list(new URLSearchParams(query));
    return failure(404, {});
  };
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Contracts' }))
    .getAllByRole('row')
    .slice(1);

describe('the contracts list', () => {
  test('shows number, talent, vendor, role with engagement and hours, hourly rate, start, end and status', async () => {
    server = fakeApi(answer());
    renderTeamContracts('/contracts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'CTR-2026-0010' });
    expect(
      rowsOf().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'CTR-2026-0010',
        // Initials stand in for a missing photo.
        "LOLiam O'Connor",
        'Northwind Dev Studio',
        'QA automation engineerPart time · 30 h/week',
        '$55.00/h',
        'Nov 2, 2026',
        'May 1, 2027',
        'Awaiting your signature',
      ],
      [
        'CTR-2026-0001',
        'Hannah Becker',
        'Northwind Dev Studio',
        'Senior backend engineerFull time · 40 h/week',
        '€85.50/h',
        'Dec 15, 2025',
        'Nov 20, 2026Ending soon',
        'Active',
      ],
    ]);
    expect(screen.getByText('2 contracts')).toBeInTheDocument();
  });

  test('highlights the end of a contract ending soon, and only that one', async () => {
    server = fakeApi(answer());
    renderTeamContracts('/contracts');
    await screen.findByRole('link', { name: 'CTR-2026-0010' });

    const [liam, hannah] = rowsOf();
    expect(within(hannah!).getByText('Ending soon')).toBeInTheDocument();
    expect(within(liam!).queryByText('Ending soon')).not.toBeInTheDocument();
  });

  test('an open-ended contract says so, and a request waiting for the vendor is named', async () => {
    server = fakeApi(
      answer(() => ok(makeContractPage([makeEndingSoonSummary({ ends_on: null, ending_soon: false, pending_request_kind: 'end' })]))),
    );
    renderTeamContracts('/contracts');
    await screen.findByRole('link', { name: 'CTR-2026-0001' });

    const cells = within(rowsOf()[0]!).getAllByRole('cell');
    expect(cells[6]).toHaveTextContent('Open-ended');
    expect(cells[7]).toHaveTextContent('ActiveEnd requested');
  });

  test('every status has its label; awaiting signature reads "Awaiting your signature"', () => {
    expect(CONTRACT_STATUS_LABELS.awaiting_signature).toBe('Awaiting your signature');
    expect(new Set(CONTRACT_STATUSES.map((status) => CONTRACT_STATUS_LABELS[status])).size).toBe(CONTRACT_STATUSES.length);
  });

  test("the number is a real link to the contract: it opens with the keyboard; the talent's name links to their profile", async () => {
    server = fakeApi(answer());
    const view = renderTeamContracts('/contracts');

    const number = await screen.findByRole('link', { name: 'CTR-2026-0001' });
    expect(number).toHaveAttribute('href', `/contracts/${HANNAH.id}`);
    expect(screen.getByRole('link', { name: 'Hannah Becker' })).toHaveAttribute('href', `/talent/${HANNAH.talent!.id}`);

    act(() => number.focus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(view.router)).toBe(`/contracts/${HANNAH.id}`));
  });

  test('a click anywhere else on a row opens the contract', async () => {
    server = fakeApi(answer());
    const view = renderTeamContracts('/contracts');

    await view.user.click((await screen.findAllByText('Northwind Dev Studio', { selector: 'td' }))[0]!);
    await waitFor(() => expect(currentPath(view.router)).toBe(`/contracts/${LIAM.id}`));
  });

  test("a vendor connection's link opens the list filtered: the filters are shown and sent", async () => {
    server = fakeApi(answer(() => ok(makeContractPage([HANNAH]))));
    renderTeamContracts(`/contracts?vendor=${NORTHWIND.id}&status=active`);

    await screen.findByRole('link', { name: 'CTR-2026-0001' });
    const [query] = listRequests(server.requests);
    expect(query?.getAll('status')).toEqual(['active']);
    expect(query?.get('vendor')).toBe(NORTHWIND.id);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Northwind Dev Studio'));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  test('nonsense in the address falls back to no filter', async () => {
    server = fakeApi(answer());
    renderTeamContracts('/contracts?vendor=northwind&status=signed_by_robot&sort=talent');

    await screen.findByRole('link', { name: 'CTR-2026-0010' });
    expect(listRequests(server.requests)[0]?.toString()).toBe('sort=status');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  test('status, vendor, search and sort go into the URL and the request', async () => {
    server = fakeApi(answer());
    const view = renderTeamContracts('/contracts');
    await screen.findByRole('link', { name: 'CTR-2026-0010' });

    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(screen.getByRole('option', { name: 'Active' }));
    await view.user.click(screen.getByRole('option', { name: 'Notice given' }));
    await view.user.keyboard('{Escape}');
    await view.user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await view.user.click(await screen.findByRole('option', { name: 'Kestrel Labs' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await view.user.click(screen.getByRole('option', { name: 'End date, soonest first' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'liam');

    await waitFor(() =>
      expect(currentPath(view.router)).toBe(`/contracts?q=liam&status=active&status=notice_given&vendor=${KESTREL.id}&sort=ends_on`),
    );
    await waitFor(() =>
      expect(
        listRequests(server?.requests ?? [])
          .at(-1)
          ?.toString(),
      ).toBe(`q=liam&status=active&status=notice_given&vendor=${KESTREL.id}&sort=ends_on`),
    );
    // Several menus opened and closed one after the other: slow on a busy machine.
  }, 20_000);

  test('no contracts at all: says when they appear, and leads to Hiring for those who hire', async () => {
    server = fakeApi(answer(() => ok(makeContractPage([]))));
    renderTeamContracts('/contracts');

    expect(await screen.findByRole('heading', { name: NO_CONTRACTS })).toBeInTheDocument();
    expect(screen.getByText(NO_CONTRACTS_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Hiring' })).toHaveAttribute('href', '/hiring');
  });

  test('no contracts, for a user who does not hire: the explanation alone', async () => {
    server = fakeApi(answer(() => ok(makeContractPage([]))));
    renderTeamContracts('/contracts', userWithRoles(['invoices', 'contracts', 'my_company']));

    expect(await screen.findByRole('heading', { name: NO_CONTRACTS })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Hiring' })).not.toBeInTheDocument();
  });

  test('filters that match nothing say so and clear', async () => {
    server = fakeApi(answer((search) => ok(makeContractPage(search.has('status') ? [] : [LIAM]))));
    const view = renderTeamContracts('/contracts?status=cancelled&sort=number');

    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await view.user.click(clear.at(-1)!);

    await waitFor(() => expect(currentPath(view.router)).toBe('/contracts?sort=number'));
    expect(await screen.findByRole('link', { name: 'CTR-2026-0010' })).toBeInTheDocument();
  });

  test('shows a skeleton while loading, then a retry when loading fails', async () => {
    let calls = 0;
    let releaseFirst: (() => void) | undefined;
    server = fakeApi(
      answer(() => {
        calls += 1;
        if (calls > 1) return ok(makeContractPage([LIAM]));
        return new Promise((resolve) => {
          releaseFirst = () => resolve(failure(500, {}));
        });
      }),
    );
    const view = renderTeamContracts('/contracts');

    expect(await screen.findByRole('table', { name: 'Contracts' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(releaseFirst).toBeDefined());
    releaseFirst?.();
    expect(await screen.findByRole('heading', { name: 'The contracts could not be loaded.' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'CTR-2026-0010' })).toBeInTheDocument();
  });

  test('filters the API refuses are told as such', async () => {
    server = fakeApi(
      answer(() =>
        failure(422, { message: 'Invalid request.', errors: [{ property: 'cursor', message: 'This page link is not valid.' }] }),
      ),
    );
    renderTeamContracts(`/contracts?${PAGE_CURSOR_PARAM}=stale`);

    expect(await screen.findByRole('heading', { name: 'These filters cannot be applied.' })).toBeInTheDocument();
  });

  test('pages forward and back, keeping the filters and the page in the address', async () => {
    server = fakeApi(
      answer((search) =>
        search.get('cursor') === 'page-2' ? ok(makeContractPage([HANNAH], null, 2)) : ok(makeContractPage([LIAM], 'page-2', 2)),
      ),
    );
    const view = renderTeamContracts('/contracts?status=active');

    await screen.findByRole('link', { name: 'CTR-2026-0010' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'CTR-2026-0001' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe(`/contracts?status=active&${PAGE_CURSOR_PARAM}=page-2`);
    const second = listRequests(server.requests).at(-1);
    expect(second?.get('cursor')).toBe('page-2');
    expect(second?.getAll('status')).toEqual(['active']);

    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'CTR-2026-0010' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/contracts?status=active');
  });
});
