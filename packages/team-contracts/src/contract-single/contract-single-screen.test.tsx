import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import {
  ACCEPT_CONTRACT_BODY,
  acceptContractQuestion,
  API_PATHS,
  apiPath,
  CONTRACT_SIGNED_TEXT,
  type ContractDetail,
  type TimesheetPage,
} from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractApiPath } from '../team-contracts-api';
import { makeContractDetail, makeSignedContractDetail } from '../testing/contract-fixtures';
import { renderTeamContracts } from '../testing/render-team-contracts';
import { makeTimesheetPage, makeTimesheetSummary } from '../testing/timesheet-fixtures';
import { awaitingSignatureText, CONTRACT_NOT_FOUND } from './contract-single-screen';
import { OPENS_IN_NEW_TAB } from './accept-contract-action';
import { eventDetailLines } from './contract-history-card';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const AWAITING = makeContractDetail();
const SIGNED = makeSignedContractDetail();
const PAGE = `/contracts/${AWAITING.id}`;
const ACCEPT_URL = apiPath(API_PATHS.acceptContract, { id: AWAITING.id });
const QUESTION = acceptContractQuestion('Northwind Dev Studio');

const contractReads = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url === contractApiPath(AWAITING.id));
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** Waits for a region: the page's content renders one pass after its heading. */
function findRegion(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

function detailsOf(container: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? null]),
  );
}

/** The page's own requests answered by `reply`; the requests panel beside it finds no requests, the timesheets card `timesheets`. */
function contractPageApi(reply: Parameters<typeof fakeApi>[0], timesheets: TimesheetPage = makeTimesheetPage([])): FakeServer {
  return fakeApi((request) => {
    if (request.url.includes('/change-requests')) return ok({ items: [], next_cursor: null, total: 0 });
    if (request.url.split('?')[0] === API_PATHS.timesheets) return ok(timesheets);
    return reply(request);
  });
}

describe("a contract's page", () => {
  test('shows the number, vendor and status, and every term', async () => {
    server = contractPageApi(() => ok(AWAITING));
    renderTeamContracts(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(header).toHaveTextContent('Northwind Dev Studio');
    expect(header).toHaveTextContent('Awaiting your signature');
    expect(await screen.findByText(awaitingSignatureText('Northwind Dev Studio'))).toBeInTheDocument();

    const terms = region('Terms');
    expect(detailsOf(terms)).toEqual({
      Role: 'QA automation engineer',
      Engagement: 'Part time',
      'Hours per week': '30',
      Rate: '$55.00/h',
      Start: 'Nov 2, 2026',
      End: 'May 1, 2027',
      'Notice period': '14 days',
      Terms: 'Standard Service Contract Terms v2.0Published Jun 1, 2026',
    });
    expect(within(terms).getByRole('link', { name: 'Standard Service Contract Terms v2.0' })).toHaveAttribute(
      'href',
      '/service-contract-terms?version=2.0',
    );
    // The scope of work as written, line breaks kept, never as markup.
    expect(within(terms).getByText(/Playwright suites/)).toHaveTextContent(
      'Playwright suites and release gates for the customer portal. Second engagement.',
    );
  });

  test('shows the talent with links to their profile, and to My team only while they work for the company', async () => {
    server = contractPageApi(() => ok(AWAITING));
    const view = renderTeamContracts(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' });

    const talent = await findRegion('Talent');
    expect(talent).toHaveTextContent("Liam O'Connor");
    expect(talent).toHaveTextContent('QA automation engineer');
    expect(within(talent).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/talent/${AWAITING.talent!.id}`);
    expect(within(talent).queryByRole('link', { name: 'View on My team' })).not.toBeInTheDocument();
    expect(detailsOf(region('Vendor'))).toEqual({ Name: 'Northwind Dev Studio', Sent: 'Oct 19, 2026' });
    view.unmount();

    server.restore();
    server = contractPageApi(() => ok(SIGNED));
    renderTeamContracts(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' });
    expect(within(await findRegion('Talent')).getByRole('link', { name: 'View on My team' })).toHaveAttribute(
      'href',
      `/my-team/candidate/${SIGNED.talent!.id}`,
    );
  });

  test('lists the invoices billed under it with their hours, linking to them for users who see invoices', async () => {
    server = contractPageApi(() => ok(SIGNED));
    const view = renderTeamContracts(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' });

    const table = within(await findRegion('Invoices')).getByRole('table', { name: 'Invoices under this contract' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['INV-2026-0042', 'Dec 1, 2026', 'Dec 31, 2026', 'Paid', '160 h', '$8,800.00'],
      ['INV-2026-0031', 'Nov 1, 2026', 'Nov 30, 2026', 'Open', '3.75 h', '$206.25'],
    ]);
    expect(within(table).getByRole('link', { name: 'INV-2026-0042' })).toHaveAttribute('href', `/invoices/${SIGNED.invoices[0]!.id}`);
    view.unmount();

    renderTeamContracts(PAGE, userWithRoles(['contracts']));
    await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' });
    expect(within(await findRegion('Invoices')).getByText('INV-2026-0042')).toBeInTheDocument();
    expect(within(region('Invoices')).queryByRole('link')).not.toBeInTheDocument();
  });

  test('a contract without invoices says so', async () => {
    server = contractPageApi(() => ok(AWAITING));
    renderTeamContracts(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' });
    expect(await findRegion('Invoices')).toHaveTextContent('No invoices have been billed under this contract yet.');
  });

  test('shows its history oldest first: what happened, who did it and when', async () => {
    server = contractPageApi(() => ok(SIGNED));
    renderTeamContracts(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' });

    const entries = within(await screen.findByRole('list', { name: 'Contract history' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.firstChild?.textContent)).toEqual(['Created', 'Signed', 'Started', 'Extension requested']);
    expect(entries[0]).toHaveTextContent('Northwind Dev Studio (vendor) ·');
    expect(entries[1]).toHaveTextContent('Fiona Finance ·');
    expect(entries[2]).toHaveTextContent('System ·');
    expect(within(entries[1]!).getByText(/Oct 24, 2026/).tagName).toBe('TIME');
    expect(entries[3]).toHaveTextContent('Requested end: Nov 1, 2027');
  });

  test("an event's facts read as text: dates formatted, flags only when set", () => {
    expect(eventDetailLines({ requested_end_on: '2027-11-01', notice_short: true })).toEqual([
      'Requested end: Nov 1, 2027',
      'Shorter than the notice period',
    ]);
    expect(eventDetailLines({ notice_short: false, reason: '<b>Budget</b>', weeks: 4, missing: null })).toEqual([
      'Reason: <b>Budget</b>',
      'Weeks: 4',
    ]);
  });

  test('shows the evidence of the signature once signed, and no Accept contract', async () => {
    server = contractPageApi(() => ok(SIGNED));
    renderTeamContracts(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' });

    const signature = await findRegion('Signature');
    const details = detailsOf(signature);
    expect(details).toMatchObject({
      'Signed by': 'Fiona Financefinance@acme.test',
      'Client address': '203.0.113.10',
      'Terms version': 'Standard Service Contract Terms v2.0',
      'User agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      'Document SHA-256': 'a'.repeat(64),
      'Signed PDF SHA-256': 'b'.repeat(64),
    });
    expect(details['Signed at']).toMatch(/Oct 24, 2026/);
    expect(screen.queryByRole('button', { name: 'Accept contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signature' })).toBeInTheDocument();
  });

  test('an awaiting contract has no signature yet, nor timesheets', async () => {
    server = contractPageApi(() => ok(AWAITING));
    renderTeamContracts(PAGE);
    await screen.findByRole('button', { name: 'Accept contract' });
    expect(screen.queryByRole('region', { name: 'Signature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Timesheets' })).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.url.startsWith(API_PATHS.timesheets))).toBe(false);
  });

  test("the contract's latest timesheets with hours and state, each linking to its timesheet, and the way to all of them", async () => {
    const timesheet = makeTimesheetSummary({
      contract: { id: SIGNED.id, number: SIGNED.number, role_title: SIGNED.role_title, hours_per_week: 40 },
    });
    server = contractPageApi(() => ok(SIGNED), makeTimesheetPage([timesheet]));
    renderTeamContracts(PAGE);
    const card = await findRegion('Timesheets');
    const week = await within(card).findByRole('link', { name: 'Jun 1 – 7, 2026' });
    expect(week).toHaveAttribute('href', `/my-team/timesheets/${timesheet.id}`);
    const row = within(within(card).getByRole('table', { name: 'Latest timesheets' })).getAllByRole('row')[1]!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Jun 1 – 7, 2026',
      '44.5 hOver 40 h/week',
      'To approveAuto-approves Jun 15, 2026',
    ]);
    expect(within(card).getByRole('link', { name: 'Open in Timesheets' })).toHaveAttribute(
      'href',
      `/my-team/timesheets?contract=${SIGNED.id}`,
    );
    expect(server.requests.find((request) => request.url.startsWith(API_PATHS.timesheets))?.url).toBe(
      `${API_PATHS.timesheets}?contract=${SIGNED.id}&limit=5`,
    );
  });

  test('a contract without timesheets says so', async () => {
    server = contractPageApi(() => ok(SIGNED));
    renderTeamContracts(PAGE);
    const card = await findRegion('Timesheets');
    expect(await within(card).findByText('No timesheets have been submitted under this contract yet.')).toBeInTheDocument();
  });

  test('an unknown contract (or another company’s) shows "Contract not found" with a way back', async () => {
    server = contractPageApi(() => failure(404, { message: 'Not found.' }));
    const view = renderTeamContracts(PAGE);

    expect(await screen.findByRole('heading', { name: CONTRACT_NOT_FOUND })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Back to contracts' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/contracts'));
  });

  test('an address that names no contract is not found either', async () => {
    server = contractPageApi(() =>
      failure(422, { message: 'Invalid request.', errors: [{ property: 'id', message: 'This is not a valid identifier.' }] }),
    );
    renderTeamContracts('/contracts/not-a-contract');
    expect(await screen.findByRole('heading', { name: CONTRACT_NOT_FOUND })).toBeInTheDocument();
  });

  test('shows a loading state, and offers a retry when loading fails', async () => {
    let calls = 0;
    let releaseFirst: (() => void) | undefined;
    server = contractPageApi(() => {
      calls += 1;
      if (calls > 1) return ok(AWAITING);
      return new Promise((resolve) => {
        releaseFirst = () => resolve(failure(500, {}));
      });
    });
    const view = renderTeamContracts(PAGE);

    expect(await screen.findByRole('progressbar', { name: 'Loading the contract' })).toBeInTheDocument();
    await waitFor(() => expect(releaseFirst).toBeDefined());
    releaseFirst?.();
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract CTR-2026-0010' })).toBeInTheDocument();
  });
});

describe('accepting a contract', () => {
  /** The contract awaiting signature until the POST is answered, then `after`; the POST waits for `release`. */
  function signingServer(answerPost: () => ReturnType<typeof ok>, after: ContractDetail = SIGNED) {
    let accepted = false;
    let release: (() => void) | undefined;
    const fake = contractPageApi((request) => {
      if (request.method === 'POST' && request.url === ACCEPT_URL) {
        return new Promise((resolve) => {
          release = () => {
            accepted = true;
            resolve(answerPost());
          };
        });
      }
      return ok(accepted ? after : AWAITING);
    });
    return { fake, release: () => release?.(), released: () => release !== undefined };
  }

  test("asks first, in the dialog's fixed words: the question, the body with the terms linked, Cancel and Accept contract", async () => {
    server = contractPageApi(() => ok(AWAITING));
    const view = renderTeamContracts(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    expect(QUESTION).toBe('Are you sure you want to sign the contract with Northwind Dev Studio?');
    const body = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(body?.textContent).toBe(`${ACCEPT_CONTRACT_BODY}${OPENS_IN_NEW_TAB}`);
    expect(ACCEPT_CONTRACT_BODY).toBe(
      'Unless agreed otherwise in writing, services are provided by the vendor under the Standard Service Contract Terms.',
    );
    const terms = within(dialog).getByRole('link', { name: 'Standard Service Contract Terms' });
    expect(terms).toHaveAttribute('href', '/service-contract-terms?version=2.0');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAccessibleDescription(OPENS_IN_NEW_TAB.trim());
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Accept contract']);
  });

  test('without a terms version the body links to the current terms', async () => {
    server = contractPageApi(() => ok(makeContractDetail({ terms_version: null })));
    const view = renderTeamContracts(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    expect(within(dialog).getByRole('link', { name: 'Standard Service Contract Terms' })).toHaveAttribute(
      'href',
      '/service-contract-terms',
    );
  });

  test('Cancel, Escape and a click outside each close it without signing', async () => {
    server = contractPageApi(() => ok(AWAITING));
    const view = renderTeamContracts(PAGE);
    const open = async () => {
      await view.user.click(await screen.findByRole('button', { name: 'Accept contract' }));
      return screen.findByRole('dialog', { name: QUESTION });
    };

    await view.user.click(within(await open()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await open();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await open();
    // MUI's backdrop is the dialog container's sibling of the paper.
    const backdrop = dialog.closest('.MuiDialog-root')?.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(posts(server.requests)).toHaveLength(0);
  });

  test('sends one request with the version the page read, however often it is clicked, then tells and shows the signed contract', async () => {
    const signing = signingServer(() =>
      ok({ id: AWAITING.id, status: 'active', signed_at: '2026-10-24T10:00:00.000Z', signed_pdf_sha256: 'b'.repeat(64) }),
    );
    server = signing.fake;
    const view = renderTeamContracts(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    const confirm = within(dialog).getByRole('button', { name: 'Accept contract' });
    // Two clicks before React renders the busy button: only the first one sends.
    act(() => {
      confirm.click();
      confirm.click();
    });
    // And past the busy button's `pointer-events: none`, as a fast double tap can be.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(signing.released()).toBe(true));
    // While it runs, the dialog cannot be dismissed and its button shows progress.
    expect(confirm).toBeDisabled();
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeInTheDocument();
    const readsBefore = contractReads(server.requests).length;
    signing.release();

    expect(await screen.findByText(CONTRACT_SIGNED_TEXT)).toBeInTheDocument();
    const sent = posts(server.requests);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ version: AWAITING.version });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page reads the contract again and shows it signed.
    await waitFor(() => expect(contractReads(server?.requests ?? []).length).toBeGreaterThan(readsBefore));
    expect(await screen.findByRole('region', { name: 'Signature' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept contract' })).not.toBeInTheDocument();
  });

  test("a refusal (409) is told in the server's words, closes the dialog and reloads the contract", async () => {
    const message = 'This contract is already signed.';
    const signing = signingServer(() => failure(409, { message }));
    server = signing.fake;
    const view = renderTeamContracts(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Accept contract' }));
    await waitFor(() => expect(signing.released()).toBe(true));
    const readsBefore = contractReads(server.requests).length;
    signing.release();

    await waitFor(() => expect(view.toasts).toEqual([message]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(contractReads(server?.requests ?? []).length).toBeGreaterThan(readsBefore));
    expect(await screen.findByRole('region', { name: 'Signature' })).toBeInTheDocument();
    expect(screen.queryByText(CONTRACT_SIGNED_TEXT)).not.toBeInTheDocument();
  });

  test('another failure is told and the dialog stays for another try', async () => {
    server = contractPageApi((request) => (request.method === 'POST' ? failure(500, { message: 'Something went wrong.' }) : ok(AWAITING)));
    const view = renderTeamContracts(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept contract' }));

    await waitFor(() => expect(view.toasts).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Accept contract' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeInTheDocument();
    expect(screen.queryByText(CONTRACT_SIGNED_TEXT)).not.toBeInTheDocument();
  });
});
