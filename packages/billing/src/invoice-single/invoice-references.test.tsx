import { afterEach, describe, expect, test } from '@jest/globals';
import { userWithRoles } from '@portal/auth/testing';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, apiPath, BILLING_TEXTS, type InvoiceDetail, INVOICE_REFERENCE_MESSAGES } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { invoicePath } from '../billing-api';
import { makeInvoiceDetail } from '../testing/invoice-fixtures';
import { renderBilling } from '../testing/render-billing';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const INVOICE = makeInvoiceDetail({
  references: {
    po_number: { value: 'PO-2026-0415', is_company_default: true, company_default: 'PO-2026-0415' },
    cost_centre: { value: 'CC-12', is_company_default: false, company_default: 'CC-4100 Engineering' },
  },
});
const PAGE = `/invoices/${INVOICE.id}`;
const REFERENCES = apiPath(API_PATHS.invoiceReferences, { id: INVOICE.id });
const FINANCE = userWithRoles(['invoices', 'contracts', 'my_company']);
const INVOICES_ONLY = userWithRoles(['invoices']);

/** The invoice page's API: the invoice (as the last PUT left it), an empty timeline, and `put` for the references. */
function invoiceApi(put?: (body: unknown) => ReturnType<typeof ok>) {
  let invoice: InvoiceDetail = INVOICE;
  const saved = (body: unknown): InvoiceDetail => {
    const references = body as { po_number: string; cost_centre: string };
    const value = (own: string, companyDefault: string) => ({
      value: own || companyDefault,
      is_company_default: !own && Boolean(companyDefault),
      company_default: companyDefault,
    });
    invoice = {
      ...invoice,
      references: {
        po_number: value(references.po_number, INVOICE.references.po_number.company_default),
        cost_centre: value(references.cost_centre, INVOICE.references.cost_centre.company_default),
      },
    };
    return invoice;
  };
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === invoicePath(INVOICE.id)) return ok(invoice);
    if (request.method === 'GET' && request.url === apiPath(API_PATHS.invoiceTimeline, { id: INVOICE.id })) return ok([]);
    if (request.method === 'PUT' && request.url === REFERENCES) {
      const body: unknown = JSON.parse(String(request.body));
      return put ? put(body) : ok(saved(body));
    }
    return failure(404, { message: 'Not found.' });
  });
}

const sent = (fake: FakeServer) =>
  fake.requests.filter((request) => request.method === 'PUT').map((request) => JSON.parse(String(request.body)) as unknown);

async function referencesSection() {
  return screen.findByRole('region', { name: BILLING_TEXTS.referencesHeading });
}

function valueOf(section: HTMLElement, term: string): string | null | undefined {
  return within(section).getByText(term).nextElementSibling?.textContent;
}

describe('invoice page: references', () => {
  test("shows the PO number and cost centre, saying which is the company's default", async () => {
    server = invoiceApi();
    renderBilling(PAGE, FINANCE);
    const section = await referencesSection();
    expect(valueOf(section, 'PO number')).toBe(`PO-2026-0415${BILLING_TEXTS.companyDefault}`);
    expect(valueOf(section, 'Cost centre')).toBe('CC-12');
  });

  test('a value set nowhere reads Not set', async () => {
    server = fakeApi((request) =>
      request.url === invoicePath(INVOICE.id)
        ? ok(
            makeInvoiceDetail({
              references: {
                po_number: { value: '', is_company_default: false, company_default: '' },
                cost_centre: { value: '', is_company_default: false, company_default: '' },
              },
            }),
          )
        : ok([]),
    );
    renderBilling(PAGE, FINANCE);
    const section = await referencesSection();
    expect(valueOf(section, 'PO number')).toBe(BILLING_TEXTS.notSet);
    expect(valueOf(section, 'Cost centre')).toBe(BILLING_TEXTS.notSet);
  });

  test('only finance users are offered Edit; others see the values', async () => {
    server = invoiceApi();
    renderBilling(PAGE, INVOICES_ONLY);
    const section = await referencesSection();
    expect(valueOf(section, 'Cost centre')).toBe('CC-12');
    expect(within(section).queryByRole('button', { name: BILLING_TEXTS.editReferences })).not.toBeInTheDocument();
  });

  test("a finance user edits them: the form starts from the invoice's own values, and the page shows what was saved", async () => {
    server = invoiceApi();
    const view = renderBilling(PAGE, FINANCE);
    await view.user.click(within(await referencesSection()).getByRole('button', { name: BILLING_TEXTS.editReferences }));
    const dialog = await screen.findByRole('dialog', { name: BILLING_TEXTS.editReferences });
    const poNumber = within(dialog).getByLabelText('PO number');
    // The PO number follows the company's default: the field is empty, and says what empty means.
    expect(poNumber).toHaveValue('');
    expect(poNumber).toHaveAccessibleDescription("Leave empty to use the company's default, PO-2026-0415.");
    expect(within(dialog).getByLabelText('Cost centre')).toHaveValue('CC-12');

    await view.user.type(poNumber, 'PO-77/A');
    await view.user.clear(within(dialog).getByLabelText('Cost centre'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent(server!)).toHaveLength(1));
    expect(await screen.findByText(BILLING_TEXTS.referencesSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(server)).toEqual([{ po_number: 'PO-77/A', cost_centre: '' }]);
    const section = await referencesSection();
    await waitFor(() => expect(valueOf(section, 'PO number')).toBe('PO-77/A'));
    expect(valueOf(section, 'Cost centre')).toBe(`CC-4100 Engineering${BILLING_TEXTS.companyDefault}`);
  });

  test("a value the rule refuses is shown beside its field and not sent; so is the API's refusal", async () => {
    server = invoiceApi(
      () => failure(422, { errors: [{ property: 'cost_centre', message: 'Refused by the server.' }] }) as ReturnType<typeof ok>,
    );
    const view = renderBilling(PAGE, FINANCE);
    await view.user.click(within(await referencesSection()).getByRole('button', { name: BILLING_TEXTS.editReferences }));
    const dialog = await screen.findByRole('dialog', { name: BILLING_TEXTS.editReferences });
    await view.user.type(within(dialog).getByLabelText('PO number'), '<PO>');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('PO number')).toHaveAccessibleDescription(INVOICE_REFERENCE_MESSAGES.invalid));
    expect(sent(server)).toEqual([]);

    await view.user.clear(within(dialog).getByLabelText('PO number'));
    await view.user.type(within(dialog).getByLabelText('PO number'), 'PO-1');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Cost centre')).toHaveAccessibleDescription('Refused by the server.'));
    expect(view.toasts).toEqual([]);
  });

  test('Escape closes the dialog without sending anything', async () => {
    server = invoiceApi();
    const view = renderBilling(PAGE, FINANCE);
    await view.user.click(within(await referencesSection()).getByRole('button', { name: BILLING_TEXTS.editReferences }));
    await screen.findByRole('dialog', { name: BILLING_TEXTS.editReferences });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(server)).toEqual([]);
  });
});
