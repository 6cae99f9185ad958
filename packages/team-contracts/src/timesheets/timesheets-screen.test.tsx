import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { api } from '@portal/api-client';
import { failure, fakeApi, type FakeReply, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS } from '@portal/api-schema';
import { PAGE_CURSOR_PARAM } from '@portal/ui';
import { currentPath } from '@portal/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveTags } from '../live-tags';
import { renderTeamContracts } from '../testing/render-team-contracts';
import { HANNAH_CONTRACT, HANNAH_ID, KESTREL } from '../testing/team-fixtures';
import { FILTER_OPTIONS, HANNAH_QUERIED, makeTimesheetPage, makeTimesheetSummary, OMAR_AUTO_APPROVED } from '../testing/timesheet-fixtures';
import { SELECT_PAGE_LABEL } from './approve-selection';
import { NO_MATCHES, NO_TIMESHEETS, NO_TIMESHEETS_DESCRIPTION } from './timesheets-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const HANNAH = makeTimesheetSummary();
const HANNAH_LATER = makeTimesheetSummary({
  id: '0b7d6a4e-5d1f-4c1e-9a43-8e0000000004',
  week_start: '2026-06-08',
  week_end: '2026-06-14',
  total_minutes: 2_400,
  over_weekly_hours: false,
  revision: 2,
  auto_approves_at: '2026-06-22T07:00:00Z',
});

type Respond = (search: URLSearchParams) => FakeReply | Promise<FakeReply>;

const pathOf = (request: RecordedRequest) => request.url.split('?')[0];
const listRequests = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => pathOf(request) === API_PATHS.timesheets)
    .map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));
const approvals = (requests: RecordedRequest[]) => requests.filter((request) => request.url === API_PATHS.timesheetsApprove);

/** Answers the filter options, the list (by default two to approve, one auto-approved, one queried) and `other` requests. */
function answer(
  list: Respond = () => ok(makeTimesheetPage([HANNAH_LATER, HANNAH, HANNAH_QUERIED, OMAR_AUTO_APPROVED])),
  other?: (request: RecordedRequest) => FakeReply | Promise<FakeReply> | undefined,
) {
  return (request: RecordedRequest) => {
    const [path, query = ''] = request.url.split('?');
    const own = other?.(request);
    if (own) return own;
    if (path === API_PATHS.timesheetFilterOptions) return ok(FILTER_OPTIONS);
    if (path === API_PATHS.timesheets) return list(new URLSearchParams(query));
    return failure(404, {});
  };
}

const table = () => screen.getByRole('table', { name: 'Timesheets' });
const rowsOf = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the timesheets list', () => {
  test('shows developer, contract and role, vendor, week, hours with the weekly-hours flag, and the state with the auto-approval day', async () => {
    server = fakeApi(answer());
    renderTeamContracts('/my-team/timesheets');

    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    expect(rowsOf().map(cellsOf)).toEqual([
      [
        'HBHannah Becker',
        'CTR-2026-0001Senior backend engineer',
        'Northwind Dev Studio',
        'Jun 8 – 14, 2026',
        '40 h',
        'To approveAuto-approves Jun 22, 2026',
      ],
      [
        'HBHannah Becker',
        'CTR-2026-0001Senior backend engineer',
        'Northwind Dev Studio',
        'Jun 1 – 7, 2026',
        '44.5 hOver 40 h/week',
        'To approveAuto-approves Jun 15, 2026',
      ],
      ['HBHannah Becker', 'CTR-2026-0001Senior backend engineer', 'Northwind Dev Studio', 'May 25 – 31, 2026', '40 h', 'Queried'],
      ['OFOmar Farouk', 'CTR-2026-0002Frontend engineer', 'Kestrel Labs', 'May 25 – 31, 2026', '30 h', 'Approved automatically'],
    ]);
    expect(screen.getByText('4 timesheets')).toBeInTheDocument();
    // The week is the row's link; the contract number links to the contract.
    expect(screen.getByRole('link', { name: 'Jun 1 – 7, 2026' })).toHaveAttribute('href', `/my-team/timesheets/${HANNAH.id}`);
    expect(within(rowsOf()[1]!).getByRole('link', { name: HANNAH_CONTRACT.number })).toHaveAttribute(
      'href',
      `/contracts/${HANNAH_CONTRACT.id}`,
    );
    // It sits under My team, beside the team, as its tab.
    const tabs = screen.getByRole('tablist', { name: 'My team sections' });
    expect(within(tabs).getByRole('tab', { name: 'Timesheets' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('tab', { name: 'Team' })).toHaveAttribute('href', '/my-team');
  });

  test('a click elsewhere on a row opens the timesheet', async () => {
    server = fakeApi(answer());
    const view = renderTeamContracts('/my-team/timesheets');
    await view.user.click((await screen.findAllByText('Kestrel Labs', { selector: 'td' }))[0]!);
    await waitFor(() => expect(currentPath(view.router)).toBe(`/my-team/timesheets/${OMAR_AUTO_APPROVED.id}`));
  });

  test('the week link is reached and followed with the keyboard', async () => {
    server = fakeApi(answer());
    const view = renderTeamContracts('/my-team/timesheets');
    const week = await screen.findByRole('link', { name: 'Jun 8 – 14, 2026' });
    act(() => week.focus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(view.router)).toBe(`/my-team/timesheets/${HANNAH_LATER.id}`));
  });

  test('no timesheets at all: says that vendors submit them weekly', async () => {
    server = fakeApi(answer(() => ok(makeTimesheetPage([]))));
    renderTeamContracts('/my-team/timesheets');
    expect(await screen.findByRole('heading', { name: NO_TIMESHEETS })).toBeInTheDocument();
    expect(screen.getByText(NO_TIMESHEETS_DESCRIPTION)).toBeInTheDocument();
    expect(NO_TIMESHEETS_DESCRIPTION).toMatch(/submit .* weekly/);
  });

  test('filters that match nothing say so and clear', async () => {
    server = fakeApi(answer((search) => ok(makeTimesheetPage(search.has('status') ? [] : [HANNAH]))));
    const view = renderTeamContracts('/my-team/timesheets?status=approved');
    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    await view.user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(currentPath(view.router)).toBe('/my-team/timesheets'));
    expect(await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' })).toBeInTheDocument();
  });

  test('shows a skeleton while loading, then a retry when loading fails', async () => {
    let calls = 0;
    let releaseFirst: (() => void) | undefined;
    server = fakeApi(
      answer(() => {
        calls += 1;
        if (calls > 1) return ok(makeTimesheetPage([HANNAH]));
        return new Promise((resolve) => {
          releaseFirst = () => resolve(failure(500, {}));
        });
      }),
    );
    const view = renderTeamContracts('/my-team/timesheets');
    expect(await screen.findByRole('table', { name: 'Timesheets' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(releaseFirst).toBeDefined());
    releaseFirst?.();
    expect(await screen.findByRole('heading', { name: 'The timesheets could not be loaded.' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' })).toBeInTheDocument();
  });

  test('filters the API refuses are told as such', async () => {
    server = fakeApi(answer(() => failure(422, { errors: [{ property: 'cursor', message: 'This page link is not valid.' }] })));
    renderTeamContracts(`/my-team/timesheets?${PAGE_CURSOR_PARAM}=stale`);
    expect(await screen.findByRole('heading', { name: 'These filters cannot be applied.' })).toBeInTheDocument();
  });

  test('state (several), developer, vendor and week go into the URL and the request', async () => {
    server = fakeApi(answer());
    const view = renderTeamContracts('/my-team/timesheets');
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });

    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(screen.getByRole('option', { name: 'To approve' }));
    await view.user.click(screen.getByRole('option', { name: 'Queried' }));
    await view.user.keyboard('{Escape}');
    await view.user.click(screen.getByRole('combobox', { name: 'Developer' }));
    await view.user.click(await screen.findByRole('option', { name: 'Hannah Becker' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await view.user.click(await screen.findByRole('option', { name: 'Kestrel Labs' }));
    fireEvent.change(screen.getByLabelText('Week of'), { target: { value: '2026-06-03' } });

    const expected = `status=submitted&status=queried&talent=${HANNAH_ID}&vendor=${KESTREL.id}&week=2026-06-03`;
    await waitFor(() => expect(currentPath(view.router)).toBe(`/my-team/timesheets?${expected}`));
    await waitFor(() =>
      expect(
        listRequests(server?.requests ?? [])
          .at(-1)
          ?.toString(),
      ).toBe(expected),
    );
    // Several menus opened and closed one after the other: slow on a busy machine.
  }, 20_000);

  test("a contract's link opens the list of that contract, shown as a filter that can be removed", async () => {
    server = fakeApi(answer(() => ok(makeTimesheetPage([HANNAH]))));
    const view = renderTeamContracts(`/my-team/timesheets?contract=${HANNAH_CONTRACT.id}`);
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    expect(listRequests(server.requests)[0]?.get('contract')).toBe(HANNAH_CONTRACT.id);
    const chip = screen.getByRole('button', { name: `Contract ${HANNAH_CONTRACT.number}: show every contract` });
    act(() => chip.focus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(view.router)).toBe('/my-team/timesheets'));
  });

  test('nonsense in the address falls back to no filter', async () => {
    server = fakeApi(answer());
    renderTeamContracts('/my-team/timesheets?status=lost&talent=hannah&week=last-week');
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    expect(listRequests(server.requests)[0]?.toString()).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  test('Export CSV downloads the filtered list', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server = fakeApi(
      answer(undefined, (request) =>
        pathOf(request) === API_PATHS.timesheetsExport ? { status: 200, body: 'week\n2026-06-01' } : undefined,
      ),
    );
    const view = renderTeamContracts(`/my-team/timesheets?status=submitted&vendor=${KESTREL.id}`);
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['timesheets.csv']));
    const csv = server.requests.find((request) => pathOf(request) === API_PATHS.timesheetsExport);
    expect(csv?.url).toBe(`${API_PATHS.timesheetsExport}?status=submitted&vendor=${KESTREL.id}`);
    click.mockRestore();
  });
});

describe('approving several timesheets', () => {
  test('only timesheets waiting for review can be selected; select-all takes every one of the page', async () => {
    server = fakeApi(answer());
    const view = renderTeamContracts('/my-team/timesheets');
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    const [later, hannah, queried, omar] = rowsOf();
    expect(within(later!).getByRole('checkbox', { name: 'Select the timesheet of Hannah Becker, Jun 8 – 14, 2026' })).not.toBeChecked();
    expect(within(hannah!).getByRole('checkbox')).toBeInTheDocument();
    expect(within(queried!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(omar!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected timesheets' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('checkbox', { name: SELECT_PAGE_LABEL }));
    const bar = screen.getByRole('region', { name: 'Selected timesheets' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('button', { name: 'Approve 2 timesheets' })).toBeInTheDocument();

    // Unticking one leaves the page's box half ticked; Clear empties the selection.
    await view.user.click(within(later!).getByRole('checkbox'));
    expect(screen.getByRole('checkbox', { name: SELECT_PAGE_LABEL })).toHaveAttribute('data-indeterminate', 'true');
    expect(within(bar).getByRole('button', { name: 'Approve 1 timesheet' })).toBeInTheDocument();
    await view.user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selected timesheets' })).not.toBeInTheDocument();
    // Ticking a box does not open the timesheet.
    expect(currentPath(view.router)).toBe('/my-team/timesheets');
  });

  test('selecting and approving works from the keyboard alone', async () => {
    server = fakeApi(
      answer(undefined, (request) =>
        request.url === API_PATHS.timesheetsApprove
          ? ok({ timesheets: [{ id: HANNAH_LATER.id, outcome: 'approved', message: null }] })
          : undefined,
      ),
    );
    const view = renderTeamContracts('/my-team/timesheets');
    const box = await screen.findByRole('checkbox', { name: 'Select the timesheet of Hannah Becker, Jun 8 – 14, 2026' });
    act(() => box.focus());
    await view.user.keyboard(' ');
    expect(box).toBeChecked();
    const approve = screen.getByRole('button', { name: 'Approve 1 timesheet' });
    act(() => approve.focus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(approvals(server?.requests ?? [])).toHaveLength(1));
    expect(await screen.findByText('1 timesheet approved')).toBeInTheDocument();
  });

  test('sends the selection once with each revision, however often Approve is hit, then tells what became of each', async () => {
    let release: (() => void) | undefined;
    server = fakeApi(
      answer(undefined, (request) =>
        request.url === API_PATHS.timesheetsApprove
          ? new Promise<FakeReply>((resolve) => {
              release = () =>
                resolve(
                  ok({
                    timesheets: [
                      { id: HANNAH_LATER.id, outcome: 'approved', message: null },
                      {
                        id: HANNAH.id,
                        outcome: 'skipped',
                        message: 'The vendor revised this timesheet since you opened it. Review the new hours.',
                      },
                    ],
                  }),
                );
            })
          : undefined,
      ),
    );
    const view = renderTeamContracts('/my-team/timesheets');
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    await view.user.click(screen.getByRole('checkbox', { name: SELECT_PAGE_LABEL }));
    const approve = screen.getByRole('button', { name: 'Approve 2 timesheets' });
    // Two clicks before React renders the busy button, and two past its `pointer-events: none`.
    act(() => {
      approve.click();
      approve.click();
    });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(release).toBeDefined());
    expect(approve).toBeDisabled();
    const listReadsBefore = listRequests(server.requests).length;
    release?.();

    expect(await screen.findByText('1 timesheet approved, 1 not approved')).toBeInTheDocument();
    const sent = approvals(server.requests);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.body))).toEqual({
      timesheets: [
        { id: HANNAH_LATER.id, revision: 2 },
        { id: HANNAH.id, revision: 1 },
      ],
    });
    const skipped = screen.getByText('1 timesheet not approved').closest<HTMLElement>('[role="alert"]')!;
    expect(skipped).toHaveTextContent('1 timesheet not approved');
    expect(skipped).toHaveTextContent(
      'Hannah Becker, Jun 1 – 7, 2026: The vendor revised this timesheet since you opened it. Review the new hours.',
    );
    expect(screen.queryByRole('region', { name: 'Selected timesheets' })).not.toBeInTheDocument();
    // The list is read again, showing each timesheet as it now is.
    await waitFor(() => expect(listRequests(server?.requests ?? []).length).toBeGreaterThan(listReadsBefore));
    await view.user.click(within(skipped).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('1 timesheet not approved')).not.toBeInTheDocument();
  });

  test('every one approved: a success toast and no list of skipped ones', async () => {
    server = fakeApi(
      answer(undefined, (request) =>
        request.url === API_PATHS.timesheetsApprove
          ? ok({
              timesheets: [
                { id: HANNAH_LATER.id, outcome: 'approved', message: null },
                { id: HANNAH.id, outcome: 'already_approved', message: null },
              ],
            })
          : undefined,
      ),
    );
    const view = renderTeamContracts('/my-team/timesheets');
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    await view.user.click(screen.getByRole('checkbox', { name: SELECT_PAGE_LABEL }));
    await view.user.click(screen.getByRole('button', { name: 'Approve 2 timesheets' }));
    expect(await screen.findByText('2 timesheets approved')).toBeInTheDocument();
    expect(screen.queryByText(/not approved/)).not.toBeInTheDocument();
  });

  test('a refused request keeps the selection, told by the central toast', async () => {
    server = fakeApi(answer(undefined, (request) => (request.url === API_PATHS.timesheetsApprove ? failure(500, {}) : undefined)));
    const view = renderTeamContracts('/my-team/timesheets');
    await screen.findByRole('link', { name: 'Jun 1 – 7, 2026' });
    await view.user.click(screen.getByRole('checkbox', { name: SELECT_PAGE_LABEL }));
    await view.user.click(screen.getByRole('button', { name: 'Approve 2 timesheets' }));
    await waitFor(() => expect(view.toasts).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve 2 timesheets' })).toBeEnabled());
  });

  test('a selected timesheet the vendor revised meanwhile leaves the selection when the list shows the new revision', async () => {
    let revised = false;
    server = fakeApi(answer(() => ok(makeTimesheetPage([revised ? { ...HANNAH, revision: 2 } : HANNAH]))));
    const view = renderTeamContracts('/my-team/timesheets');
    await view.user.click(await screen.findByRole('checkbox', { name: 'Select the timesheet of Hannah Becker, Jun 1 – 7, 2026' }));
    expect(screen.getByRole('button', { name: 'Approve 1 timesheet' })).toBeInTheDocument();
    revised = true;
    // The live update of the timesheet refetches the list.
    act(() => {
      view.store.dispatch(api.util.invalidateTags(liveTags.timesheet?.({ id: HANNAH.id, selfId: null }) as never));
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected timesheets' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select the timesheet of Hannah Becker, Jun 1 – 7, 2026' })).not.toBeChecked();
  });
});
