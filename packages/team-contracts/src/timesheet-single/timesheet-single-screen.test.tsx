import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, apiPath, type TimesheetDetail } from '@portal/api-schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTeamContracts } from '../testing/render-team-contracts';
import { HANNAH_CONTRACT, HANNAH_ID } from '../testing/team-fixtures';
import {
  makeApprovedTimesheetDetail,
  makeQueriedTimesheetDetail,
  makeTimesheetDetail,
  OMAR_AUTO_APPROVED,
} from '../testing/timesheet-fixtures';
import { QUERY_SENT } from './query-timesheet-dialog';
import { APPROVED_READ_ONLY, TIMESHEET_APPROVED, TIMESHEET_NOT_FOUND, WAITING_FOR_REVISION } from './timesheet-single-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const SUBMITTED = makeTimesheetDetail();
const PAGE = `/my-team/timesheets/${SUBMITTED.id}`;
const READ_URL = apiPath(API_PATHS.timesheet, { id: SUBMITTED.id });
const APPROVE_URL = apiPath(API_PATHS.timesheetApprove, { id: SUBMITTED.id });
const QUERY_URL = apiPath(API_PATHS.timesheetQuery, { id: SUBMITTED.id });
const REVISED_SINCE = 'The vendor revised this timesheet since you opened it. Review the new hours.';

type Reply = FakeReply | Promise<FakeReply>;

/** The timesheet read by `read`; approving and querying answered by `approve` and `query`. */
function timesheetApi({
  read = () => ok(SUBMITTED),
  approve = () => ok(makeApprovedTimesheetDetail({ revision: 1 })),
  query = () => ok(makeQueriedTimesheetDetail()),
}: { read?: () => Reply; approve?: (request: RecordedRequest) => Reply; query?: (request: RecordedRequest) => Reply } = {}) {
  server = fakeApi((request) => {
    if (request.method === 'GET' && request.url === READ_URL) return read();
    if (request.method === 'POST' && request.url === APPROVE_URL) return approve(request);
    if (request.method === 'POST' && request.url === QUERY_URL) return query(request);
    return failure(404, { message: 'Not found.' });
  });
  return server;
}

const reads = () => (server?.requests ?? []).filter((request) => request.method === 'GET' && request.url === READ_URL);
const posts = (url: string) => (server?.requests ?? []).filter((request) => request.method === 'POST' && request.url === url);
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(String(request?.body)) as unknown;

function detailsOf(container: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? null]),
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('a timesheet waiting for review', () => {
  test('shows the developer, contract, vendor, week, state and revision, the seven days with the total and the flag, and the history', async () => {
    timesheetApi();
    renderTeamContracts(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet Jun 1 – 7, 2026' })).toBeInTheDocument();
    expect(screen.getByText('Hannah Becker · Northwind Dev Studio')).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(detailsOf(details)).toEqual({
      Developer: 'Hannah Becker',
      Contract: `${HANNAH_CONTRACT.number} · Senior backend engineer`,
      Vendor: 'Northwind Dev Studio',
      Week: 'Jun 1 – 7, 2026',
      Revision: '1',
      Submitted: 'Jun 8, 2026, 9:00 AM',
    });
    expect(within(details).getByRole('link', { name: 'Hannah Becker' })).toHaveAttribute('href', `/my-team/candidate/${HANNAH_ID}`);
    expect(within(details).getByRole('link', { name: HANNAH_CONTRACT.number })).toHaveAttribute('href', `/contracts/${HANNAH_CONTRACT.id}`);

    expect(rowsOf(screen.getByRole('table', { name: 'Hours per day' }))).toEqual([
      ['Mon, Jun 1', '9 h', 'Payments API, day 1'],
      ['Tue, Jun 2', '8.75 h', 'Payments API, day 2'],
      ['Wed, Jun 3', '8 h', 'Payments API, day 3'],
      ['Thu, Jun 4', '9.75 h', 'Payments API, day 4'],
      ['Fri, Jun 5', '9 h', 'Payments API, day 5'],
      ['Sat, Jun 6', '0 h', ''],
      ['Sun, Jun 7', '0 h', ''],
      ['Total', '44.5 h', 'Over 40 h/week'],
    ]);

    const history = screen.getByRole('list', { name: 'Timesheet history' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'SubmittedNorthwind Dev Studio (vendor) · Jun 8, 2026, 9:00 AM · Revision 1 · 44.5 h',
    );
    expect(screen.getByText("Times are in your company's time zone, Europe/Berlin.")).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Timesheets' })).toHaveAttribute('href', '/my-team/timesheets');
  });

  test("says, in the company's time zone, when it is approved automatically unless queried", async () => {
    timesheetApi();
    renderTeamContracts(PAGE);
    expect(
      await screen.findByText('Approved automatically on Jun 15, 2026, 9:00 AM (Europe/Berlin time) unless you query it.'),
    ).toBeInTheDocument();
  });

  test('Approve sends the revision the page shows once, however often it is hit, then tells and shows it approved', async () => {
    let release: (() => void) | undefined;
    let approved = false;
    timesheetApi({
      read: () => ok(approved ? makeApprovedTimesheetDetail({ revision: 1 }) : SUBMITTED),
      approve: () =>
        new Promise<FakeReply>((resolve) => {
          release = () => {
            approved = true;
            resolve(ok(makeApprovedTimesheetDetail({ revision: 1 })));
          };
        }),
    });
    renderTeamContracts(PAGE);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    // Two clicks before React renders the busy button, and two past its `pointer-events: none`.
    act(() => {
      approve.click();
      approve.click();
    });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(release).toBeDefined());
    expect(approve).toBeDisabled();
    release?.();

    expect(await screen.findByText(TIMESHEET_APPROVED)).toBeInTheDocument();
    expect(posts(APPROVE_URL)).toHaveLength(1);
    expect(bodyOf(posts(APPROVE_URL)[0])).toEqual({ revision: 1 });
    expect(await screen.findByText(new RegExp(APPROVED_READ_ONLY))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  test('a refusal (revised since) is told by the central toast, and the page reads the timesheet again', async () => {
    let revised = false;
    timesheetApi({
      read: () => ok(revised ? makeTimesheetDetail({ revision: 2 }) : SUBMITTED),
      approve: () => {
        revised = true;
        return failure(409, { message: REVISED_SINCE });
      },
    });
    const view = renderTeamContracts(PAGE);
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(view.toasts).toEqual([REVISED_SINCE]));
    await waitFor(() => expect(reads().length).toBe(2));
    await waitFor(() => expect(detailsOf(screen.getByRole('region', { name: 'Details' })).Revision).toBe('2'));
    expect(screen.queryByText(TIMESHEET_APPROVED)).not.toBeInTheDocument();
  });
});

describe('querying a timesheet', () => {
  async function openQuery() {
    const view = renderTeamContracts(PAGE);
    await view.user.click(await screen.findByRole('button', { name: 'Query' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query this timesheet' });
    return { view, dialog };
  }

  test('opens with the focus in the reason; Escape closes it, sends nothing and gives the focus back', async () => {
    timesheetApi();
    const { view, dialog } = await openQuery();
    expect(within(dialog).getByRole('textbox', { name: 'What is wrong with this week?' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(QUERY_URL)).toHaveLength(0);
    // The focus goes back to the button that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Query' })).toHaveFocus());
  });

  test('asks for a reason before sending, and for a reason of each day ticked', async () => {
    timesheetApi();
    const { view, dialog } = await openQuery();
    await view.user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    expect(await within(dialog).findByText('Say what is wrong with the timesheet')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'What is wrong with this week?' })).toHaveAttribute('aria-invalid', 'true');

    // A day's box reveals its reason, which is then required.
    expect(within(dialog).queryByRole('textbox', { name: /Reason for Thursday/ })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Thursday, June 4 · 9.75 h' }));
    const thursday = within(dialog).getByRole('textbox', { name: /Reason for Thursday, June 4/ });
    await view.user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    expect(await within(dialog).findByText('Say what is wrong with this day')).toBeInTheDocument();
    expect(thursday).toHaveAttribute('aria-invalid', 'true');
    expect(posts(QUERY_URL)).toHaveLength(0);
  });

  test("sends the revision, the reason and the days ticked in the week's order, then tells and closes", async () => {
    timesheetApi();
    const { view, dialog } = await openQuery();
    await view.user.click(within(dialog).getByRole('textbox', { name: 'What is wrong with this week?' }));
    await view.user.paste('More than the contract allows.');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Thursday, June 4 · 9.75 h' }));
    await view.user.click(within(dialog).getByRole('textbox', { name: /Reason for Thursday/ }));
    await view.user.paste('Nine and three quarter hours?');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Monday, June 1 · 9 h' }));
    await view.user.click(within(dialog).getByRole('textbox', { name: /Reason for Monday/ }));
    await view.user.paste('Nine hours?');
    // Ticked and unticked again: not sent.
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Friday, June 5 · 9 h' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Friday, June 5 · 9 h' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Send query' }));

    expect(await screen.findByText(QUERY_SENT('Northwind Dev Studio'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(QUERY_URL)).toHaveLength(1);
    expect(bodyOf(posts(QUERY_URL)[0])).toEqual({
      revision: 1,
      reason: 'More than the contract allows.',
      days: [
        { day: '2026-06-01', reason: 'Nine hours?' },
        { day: '2026-06-04', reason: 'Nine and three quarter hours?' },
      ],
    });
  });

  test("the server's field errors land beside their fields", async () => {
    timesheetApi({
      query: () =>
        failure(422, {
          message: 'Invalid request.',
          errors: [
            { property: 'days.0.day', message: 'Choose a day of this week' },
            { property: 'reason', message: 'Keep the reason under 1000 characters' },
          ],
        }),
    });
    const { view, dialog } = await openQuery();
    await view.user.click(within(dialog).getByRole('textbox', { name: 'What is wrong with this week?' }));
    await view.user.paste('Too many hours.');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Tuesday, June 2 · 8.75 h' }));
    await view.user.click(within(dialog).getByRole('textbox', { name: /Reason for Tuesday/ }));
    await view.user.paste('Why?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send query' }));

    const reason = within(dialog).getByRole('textbox', { name: 'What is wrong with this week?' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Keep the reason under 1000 characters'));
    expect(reason).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /Reason for Tuesday/ })).toHaveAccessibleDescription('Choose a day of this week');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Fields refused change nothing: the timesheet is not read again.
    expect(reads()).toHaveLength(1);
  });

  test('a refusal of the whole (revised since) is told in the dialog, which stays', async () => {
    timesheetApi({ query: () => failure(409, { message: REVISED_SINCE }) });
    const { view, dialog } = await openQuery();
    await view.user.click(within(dialog).getByRole('textbox', { name: 'What is wrong with this week?' }));
    await view.user.paste('Too many hours.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    expect(await within(dialog).findByText(REVISED_SINCE)).toBeInTheDocument();
    // Told in the dialog, not in a toast as well.
    expect(view.toasts).toEqual([]);
    await waitFor(() => expect(reads().length).toBe(2));
  });

  test('is operable by keyboard alone: tick a day with Space, type its reason, send with Enter on the button', async () => {
    timesheetApi();
    const { view, dialog } = await openQuery();
    await view.user.keyboard('Hours look high.');
    await view.user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Monday, June 1 · 9 h' })).toHaveFocus();
    await view.user.keyboard(' ');
    await view.user.tab();
    expect(within(dialog).getByRole('textbox', { name: /Reason for Monday/ })).toHaveFocus();
    await view.user.keyboard('Nine hours?');
    act(() => within(dialog).getByRole('button', { name: 'Send query' }).focus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(posts(QUERY_URL)).toHaveLength(1));
    expect(bodyOf(posts(QUERY_URL)[0])).toEqual({
      revision: 1,
      reason: 'Hours look high.',
      days: [{ day: '2026-06-01', reason: 'Nine hours?' }],
    });
  });
});

describe('a timesheet reviewed', () => {
  test("queried: waiting for the vendor's revision, with the reasons, the days queried marked, and no actions", async () => {
    timesheetApi({ read: () => ok(makeQueriedTimesheetDetail()) });
    renderTeamContracts(PAGE);
    expect(await screen.findByText(WAITING_FOR_REVISION)).toBeInTheDocument();
    expect(screen.getByText('Your reason: More than the contract allows.')).toBeInTheDocument();
    const thursday = within(await screen.findByRole('table', { name: 'Hours per day' })).getByRole('row', { name: /Thu, Jun 4/ });
    expect(thursday).toHaveTextContent('Queried: Nine and three quarter hours?');
    const history = screen.getByRole('list', { name: 'Timesheet history' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      'QueriedMaya Patel · Jun 9, 2026, 11:30 AM · Revision 1 · 44.5 h',
    );
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Thu, Jun 4: Nine and three quarter hours?');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Query' })).not.toBeInTheDocument();
  });

  test('approved: read-only, saying who approved it and when', async () => {
    timesheetApi({ read: () => ok(makeApprovedTimesheetDetail()) });
    renderTeamContracts(PAGE);
    expect(
      await screen.findByText(`Approved by Maya Patel on Jun 10, 2026, 2:00 PM (Europe/Berlin time). ${APPROVED_READ_ONLY}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Approved', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Query' })).not.toBeInTheDocument();
  });

  test('approved automatically: says so, as the terms have it', async () => {
    const auto: TimesheetDetail = makeApprovedTimesheetDetail({
      approved_automatically: true,
      approved_by_name: null,
      approved_at: OMAR_AUTO_APPROVED.approved_at,
    });
    timesheetApi({ read: () => ok(auto) });
    renderTeamContracts(PAGE);
    expect(
      await screen.findByText(
        `Approved automatically on Jun 8, 2026, 9:00 AM (Europe/Berlin time): nobody queried it within five business days of its submission. ${APPROVED_READ_ONLY}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Approved automatically', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });
});

describe('the states of the page', () => {
  test("an unknown timesheet (or another company's) is not found, with the way back", async () => {
    timesheetApi({ read: () => failure(404, { message: 'Not found.' }) });
    renderTeamContracts(PAGE);
    expect(await screen.findByRole('heading', { name: TIMESHEET_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to timesheets' })).toHaveAttribute('href', '/my-team/timesheets');
  });

  test('shows progress while loading, then a retry when loading fails', async () => {
    let fail = true;
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    timesheetApi({
      read: async () => {
        await held;
        return fail ? failure(500, {}) : ok(SUBMITTED);
      },
    });
    const view = renderTeamContracts(PAGE);
    expect(await screen.findByRole('progressbar', { name: 'Loading the timesheet' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'The timesheet could not be loaded.' })).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet Jun 1 – 7, 2026' })).toBeInTheDocument();
  });
});
