import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { API_PATHS, tooManyInvoicePdfsMessage } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { CONTOSO, makeInvoiceSummary, makePage, NORTHWIND } from '../testing/invoice-fixtures';
import { renderBilling } from '../testing/render-billing';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

/** The vendors, a page of one invoice, the count (`total`), and the ZIP as `zip` answers it. */
function answer(total: number, zip: () => ReturnType<typeof ok> = () => ({ status: 200, body: 'PK' })) {
  return (request: RecordedRequest) => {
    const path = request.url.split('?')[0];
    if (path === API_PATHS.invoiceVendors) return ok([NORTHWIND, CONTOSO]);
    if (path === API_PATHS.invoices) return ok(makePage(total === 0 ? [] : [makeInvoiceSummary()]));
    if (path === API_PATHS.invoicesCount) return ok({ total });
    if (path === API_PATHS.invoicesPdfZip) return zip();
    return failure(404, {});
  };
}

describe('Download PDFs', () => {
  test('downloads the PDFs of the filtered list as one ZIP, with the bearer token', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:zip'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server = fakeApi(answer(12));
    const view = renderBilling(`/invoices?status=paid&vendor=${NORTHWIND.id}&from=2026-01-01&sort=due_on`);

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    await view.user.click(screen.getByRole('button', { name: 'Download PDFs' }));

    await waitFor(() => expect(saved).toEqual(['invoices.zip']));
    const zipRequest = server.requests.find((request) => request.url.startsWith(API_PATHS.invoicesPdfZip));
    expect(zipRequest?.url).toBe(`${API_PATHS.invoicesPdfZip}?status=paid&vendor=${NORTHWIND.id}&from=2026-01-01&sort=due_on`);
    expect(zipRequest?.headers.authorization).toBe('Bearer test-token');
    click.mockRestore();
  });

  test('too many invoices: the refusal asking for narrower filters is told', async () => {
    const message = tooManyInvoicePdfsMessage(345);
    server = fakeApi(answer(345, () => failure(422, { message })));
    const view = renderBilling('/invoices');

    await screen.findByRole('link', { name: 'INV-2026-0042' });
    await view.user.click(screen.getByRole('button', { name: 'Download PDFs' }));
    await waitFor(() => expect(view.toasts).toEqual([message]));
  });

  test('nothing to download when the filters match no invoice, or are refused beside their field', async () => {
    server = fakeApi(answer(0));
    const view = renderBilling('/invoices?status=cancelled');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDFs' })).toBeDisabled());
    view.unmount();

    renderBilling('/invoices?from=2026-05-01&to=2026-01-01');
    expect(await screen.findByRole('button', { name: 'Download PDFs' })).toBeDisabled();
  });
});
