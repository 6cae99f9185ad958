import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { API_PATHS, INVOICE_STATUSES } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTOSO, makeInvoiceSummary, makePage, NORTHWIND } from '../testing/invoice-fixtures';
import { renderBilling } from '../testing/render-billing';
import { PAGE_CURSOR_PARAM } from '@portal/ui';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { NO_INVOICES, NO_MATCHES } from './invoices-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const FIRST = makeInvoiceSummary();
const SECOND = makeInvoiceSummary({
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  number: 'INV-2026-0043',
  vendor: CONTOSO,
  status: 'in_escrow',
  issued_on: '2026-09-15',
  due_on: '2026-10-15',
  total: { currency: 'EUR', added_value: 99 },
  po_number: '',
});

type Respond = (search: URLSearchParams) => ReturnType<typeof ok>;

function requestsTo(path: string, requests: RecordedRequest[]): URLSearchParams[] {
  return requests
    .filter((request) => request.url.split('?')[0] === path)
    .map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));
}

const listRequests = (requests: RecordedRequest[]) => requestsTo(API_PATHS.invoices, requests);
const countRequests = (requests: RecordedRequest[]) => requestsTo(API_PATHS.invoicesCount, requests);

/** Answers the vendors, the list and its count (by default, 2 invoices). */
function answer(list: Respond, count: Respond = () => ok({ total: 2 })) {
  return (request: RecordedRequest) => {
    const [path, query = ''] = request.url.split('?');
    if (path === API_PATHS.invoiceVendors) return ok([NORTHWIND, CONTOSO]);
    if (path === API_PATHS.invoices) return list(new URLSearchParams(query));
    if (path === API_PATHS.invoicesCount) return count(new URLSearchParams(query));
    return failure(404, {});
  };
}

describe('invoices list', () => {
  test('shows number, vendor, dates, status and the formatted total; rows link to the invoice', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST, SECOND]))));
    const view = renderBilling('/invoices');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    const rows = within(screen.getByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // The PO number it is booked to, under the number; none under an invoice booked to none.
      ['INV-2026-0042PO PO-2026-0415', 'Northwind Devs', 'Oct 1, 2026', 'Oct 31, 2026', 'Open', '$1,234.50'],
      ['INV-2026-0043', 'Contoso Engineering', 'Sep 15, 2026', 'Oct 15, 2026', 'In escrow', '€0.99'],
    ]);
    expect(await screen.findByText('2 invoices')).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'INV-2026-0043' });
    act(() => link.focus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(view.router)).toBe(`/invoices/${SECOND.id}`));
  });

  test('an invoice whose payment is on its way keeps its status and says so under it', async () => {
    server = fakeApi(answer(() => ok(makePage([{ ...FIRST, payment_on_its_way: true }, SECOND]))));
    renderBilling('/invoices');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    const statuses = within(screen.getByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
    expect(statuses).toEqual(['OpenPayment on its way', 'In escrow']);
  });

  test('a click anywhere on a row opens the invoice', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST]))));
    const view = renderBilling('/invoices');

    await view.user.click(await screen.findByText('Northwind Devs'));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/invoices/${FIRST.id}`));
  });

  test('every status has a readable label', () => {
    for (const status of INVOICE_STATUSES) {
      expect(INVOICE_STATUS_LABELS[status]).toMatch(/^[A-Z][A-Za-z ]+$/);
    }
    expect(new Set(Object.values(INVOICE_STATUS_LABELS)).size).toBe(INVOICE_STATUSES.length);
  });

  test('filters and sort from a shared link are restored and sent to the API', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST]))));
    renderBilling(`/invoices?status=open&status=overdue&vendor=${NORTHWIND.id}&from=2026-01-01&to=2026-06-30&sort=due_on`);

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    const [query] = listRequests(server.requests);
    expect(query?.getAll('status')).toEqual(['open', 'overdue']);
    expect(query?.get('vendor')).toBe(NORTHWIND.id);
    expect(query?.get('from')).toBe('2026-01-01');
    expect(query?.get('to')).toBe('2026-06-30');
    expect(query?.get('sort')).toBe('due_on');

    expect(screen.getByLabelText('Issued from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Issued to')).toHaveValue('2026-06-30');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open, Overdue');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Northwind Devs'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Due date, earliest first');
  });

  test('changing filters and sort updates the URL and the request', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST]))));
    const view = renderBilling('/invoices');
    await screen.findByRole('link', { name: 'INV-2026-0042' });

    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(screen.getByRole('option', { name: 'Overdue' }));
    await view.user.click(screen.getByRole('option', { name: 'Disputed' }));
    await view.user.keyboard('{Escape}');
    await view.user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await view.user.click(await screen.findByRole('option', { name: 'Contoso Engineering' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await view.user.click(screen.getByRole('option', { name: 'Due date, latest first' }));
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2026-02-01' } });

    await waitFor(() =>
      expect(currentPath(view.router)).toBe(`/invoices?status=overdue&status=disputed&vendor=${CONTOSO.id}&from=2026-02-01&sort=-due_on`),
    );
    await waitFor(() => {
      const last = listRequests(server?.requests ?? []).at(-1);
      expect(last?.toString()).toBe(`status=overdue&status=disputed&vendor=${CONTOSO.id}&from=2026-02-01&sort=-due_on`);
    });
    // Several menus opened and closed one after the other: slow on a busy machine.
  }, 20_000);

  test('a PO number and cost centre from a shared link are restored and sent to the list and its count', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST]))));
    renderBilling('/invoices?po_number=PO-2026-0415&cost_centre=CC+12');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    expect(listRequests(server.requests)[0]?.toString()).toBe('po_number=PO-2026-0415&cost_centre=CC+12&sort=-issued_on');
    await waitFor(() => expect(countRequests(server?.requests ?? [])[0]?.toString()).toBe('po_number=PO-2026-0415&cost_centre=CC+12'));
    expect(screen.getByRole('searchbox', { name: 'PO number' })).toHaveValue('PO-2026-0415');
    expect(screen.getByRole('searchbox', { name: 'Cost centre' })).toHaveValue('CC 12');
  });

  test('typing a PO number filters by it once typing pauses, in the URL and the request', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST]))));
    const view = renderBilling('/invoices');
    await screen.findByRole('link', { name: 'INV-2026-0042' });

    await view.user.type(screen.getByRole('searchbox', { name: 'PO number' }), ' PO-7 ');
    await waitFor(() => expect(currentPath(view.router)).toBe('/invoices?po_number=PO-7'));
    await waitFor(() =>
      expect(
        listRequests(server?.requests ?? [])
          .at(-1)
          ?.get('po_number'),
      ).toBe('PO-7'),
    );
  });

  test('an empty result says so and clears the filters', async () => {
    server = fakeApi(answer((search) => ok(makePage(search.has('status') ? [] : [FIRST]))));
    const view = renderBilling('/invoices?status=cancelled&sort=issued_on');

    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await view.user.click(clear[clear.length - 1]!);

    await waitFor(() => expect(currentPath(view.router)).toBe('/invoices?sort=issued_on'));
    expect(await screen.findByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument();
  });

  test('a company without invoices is told there are none yet, not that filters match nothing, whatever the sort', async () => {
    server = fakeApi(
      answer(
        () => ok(makePage([])),
        () => ok({ total: 0 }),
      ),
    );
    renderBilling('/invoices?sort=due_on');

    expect(await screen.findByRole('heading', { name: NO_INVOICES })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NO_MATCHES })).not.toBeInTheDocument();
  });

  test('pages forward with next_cursor and back again', async () => {
    server = fakeApi(
      answer((search) => (search.get('cursor') === 'page-2' ? ok(makePage([SECOND], null)) : ok(makePage([FIRST], 'page-2')))),
    );
    const view = renderBilling('/invoices?status=open');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'INV-2026-0043' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const second = listRequests(server.requests).at(-1);
    expect(second?.get('cursor')).toBe('page-2');
    expect(second?.getAll('status')).toEqual(['open']);

    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument();
    // The count is of the filters, not of a page: paging does not ask for it again.
    expect(countRequests(server.requests).map(String)).toEqual(['status=open']);
  });

  test('keeps the page in the address: a reload or a shared link opens that page', async () => {
    server = fakeApi(
      answer((search) => (search.get('cursor') === 'page-2' ? ok(makePage([SECOND], null)) : ok(makePage([FIRST], 'page-2')))),
    );
    const view = renderBilling('/invoices?status=open');
    await screen.findByRole('link', { name: 'INV-2026-0042' });
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'INV-2026-0043' });
    expect(currentPath(view.router)).toBe(`/invoices?status=open&${PAGE_CURSOR_PARAM}=page-2`);
    view.unmount();

    const opened = renderBilling(`/invoices?status=open&${PAGE_CURSOR_PARAM}=page-2`);
    expect(await screen.findByRole('link', { name: 'INV-2026-0043' })).toBeInTheDocument();
    expect(listRequests(server.requests).at(-1)?.get('cursor')).toBe('page-2');
    await opened.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument();
    expect(currentPath(opened.router)).toBe('/invoices?status=open');
  });

  test('other filters start again at the first page', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST], 'page-2'))));
    const view = renderBilling('/invoices');
    await screen.findByRole('link', { name: 'INV-2026-0042' });
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/invoices?${PAGE_CURSOR_PARAM}=page-2`));

    await view.user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await view.user.click(screen.getByRole('option', { name: 'Due date, latest first' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/invoices?sort=-due_on'));
    await waitFor(() =>
      expect(
        listRequests(server?.requests ?? [])
          .at(-1)
          ?.has('cursor'),
      ).toBe(false),
    );
  });

  test('shows how many invoices the filters match, from the count of the same filters', async () => {
    server = fakeApi(
      answer(
        () => ok(makePage([FIRST], 'page-2')),
        () => ok({ total: 1234 }),
      ),
    );
    renderBilling(`/invoices?status=overdue&vendor=${NORTHWIND.id}&from=2026-01-01&to=2026-06-30&sort=due_on`);

    const pages = await screen.findByRole('navigation', { name: 'Invoice pages' });
    expect(await within(pages).findByText('1,234 invoices')).toBeInTheDocument();
    expect(countRequests(server.requests).map(String)).toEqual([`status=overdue&vendor=${NORTHWIND.id}&from=2026-01-01&to=2026-06-30`]);
  });

  test('a count of one says "1 invoice"', async () => {
    server = fakeApi(
      answer(
        () => ok(makePage([FIRST])),
        () => ok({ total: 1 }),
      ),
    );
    renderBilling('/invoices');

    expect(await screen.findByText('1 invoice')).toBeInTheDocument();
  });

  test('the list does not wait for the count, which shows nothing until it answers', async () => {
    let release: (() => void) | undefined;
    const respond = answer(
      () => ok(makePage([FIRST])),
      () => ok({ total: 7 }),
    );
    server = fakeApi((request) =>
      request.url.split('?')[0] === API_PATHS.invoicesCount
        ? new Promise((resolve) => {
            release = () => resolve(respond(request));
          })
        : respond(request),
    );
    renderBilling('/invoices');

    const pages = await screen.findByRole('navigation', { name: 'Invoice pages' });
    expect(screen.getByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument();
    expect(within(pages).queryByText(/invoices?$/)).not.toBeInTheDocument();
    expect(release).toBeDefined();
    release?.();
    expect(await within(pages).findByText('7 invoices')).toBeInTheDocument();
  });

  test('the list shows, without a count or an error, when the count fails', async () => {
    server = fakeApi(
      answer(
        () => ok(makePage([FIRST], 'page-2')),
        () => failure(500, {}),
      ),
    );
    const view = renderBilling('/invoices');

    const pages = await screen.findByRole('navigation', { name: 'Invoice pages' });
    expect(screen.getByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument();
    await waitFor(() => expect(countRequests(server?.requests ?? [])).toHaveLength(1));
    // Let the failed count settle before looking for what it left behind.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(pages).queryByText(/invoices?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(view.toasts).toEqual([]);
  });

  test('shows a skeleton while loading', async () => {
    let release: (() => void) | undefined;
    const respond = answer(() => ok(makePage([FIRST])));
    server = fakeApi((request) =>
      request.url.split('?')[0] === API_PATHS.invoices
        ? new Promise((resolve) => {
            release = () => resolve(respond(request));
          })
        : respond(request),
    );
    renderBilling('/invoices');

    expect(await screen.findByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
    release?.();
    expect(await screen.findByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoices' })).not.toHaveAttribute('aria-busy');
  });

  test('a failed load offers a retry', async () => {
    let calls = 0;
    server = fakeApi(
      answer(() => {
        calls += 1;
        return calls === 1 ? failure(500, {}) : ok(makePage([FIRST]));
      }),
    );
    const view = renderBilling('/invoices');

    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument();
  });

  test('Export CSV downloads the filtered list with the bearer token', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server = fakeApi((request) =>
      request.url.startsWith(API_PATHS.invoicesCsv)
        ? { status: 200, body: 'number\nINV-2026-0042' }
        : answer(() => ok(makePage([FIRST], 'page-2')))(request),
    );
    const view = renderBilling('/invoices?status=overdue&from=2026-01-01');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['invoices.csv']));
    const csvRequest = server.requests.find((request) => request.url.startsWith(API_PATHS.invoicesCsv));
    expect(csvRequest?.url).toBe(`${API_PATHS.invoicesCsv}?status=overdue&from=2026-01-01&sort=-issued_on`);
    expect(csvRequest?.headers.authorization).toBe('Bearer test-token');
    click.mockRestore();
  });

  test('a failed export is told in a toast', async () => {
    server = fakeApi((request) =>
      request.url.startsWith(API_PATHS.invoicesCsv) ? failure(500, {}) : answer(() => ok(makePage([FIRST])))(request),
    );
    const view = renderBilling('/invoices');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(view.toasts).toHaveLength(1));
  });

  test('filters the API refuses are told, with its message', async () => {
    server = fakeApi(answer(() => failure(422, { errors: [{ message: 'This value is not valid.', property: 'status' }] })));
    renderBilling('/invoices?from=2026-01-01');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These filters cannot be applied.');
    expect(alert).toHaveTextContent('This value is not valid. - status');
  });

  test('a period that ends before it starts is told once, beside Issued to, and not sent', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST]))));
    const view = renderBilling('/invoices?from=2026-05-01&to=2026-01-01');

    const to = await screen.findByLabelText('Issued to');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(screen.getAllByText('The end date must not be before the start date.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requests.map((request) => request.url)).toEqual([API_PATHS.invoiceVendors]);
    expect(view.toasts).toEqual([]);
    // Nor exported: the CSV would be refused the same way.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('a vendor in the address that is not an id reads as all vendors, not as a refusal', async () => {
    server = fakeApi(answer(() => ok(makePage([FIRST]))));
    const view = renderBilling('/invoices?vendor=not-an-id');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    const list = server.requests.find((request) => request.url.startsWith(`${API_PATHS.invoices}?`) || request.url === API_PATHS.invoices);
    expect(list?.url).not.toContain('vendor');
    expect(screen.queryByText(/not a valid identifier/)).not.toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('a refused export tells the API’s message', async () => {
    server = fakeApi((request) =>
      request.url.startsWith(API_PATHS.invoicesCsv)
        ? failure(403, { message: 'You do not have access to invoices.' })
        : answer(() => ok(makePage([FIRST])))(request),
    );
    const view = renderBilling('/invoices');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(view.toasts).toEqual(['You do not have access to invoices.']));
  });
});
