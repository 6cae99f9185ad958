import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, type CompanyDetails, COMPANY_LIMITS, COMPANY_MESSAGES, INVOICE_REFERENCE_MESSAGES } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY_ADMIN, companyDetails, renderCompanyPages } from '../testing/render-company-pages';
import { BUSINESS_SAVED_MESSAGE } from './company-business-tab';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function companyApi(details: CompanyDetails, putAnswer?: ReturnType<typeof ok>) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === API_PATHS.company) return ok(details);
    if (request.method === 'GET' && request.url === API_PATHS.currentUser) return ok(COMPANY_ADMIN);
    if (request.method === 'PUT' && request.url === API_PATHS.companyBusiness) {
      return putAnswer ?? ok({ ...details, business: JSON.parse(String(request.body)) as CompanyDetails['business'] });
    }
    return failure(404, { message: 'Not found.' });
  });
}

const sentBodies = (fake: FakeServer) =>
  fake.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => JSON.parse(String(request.body)) as CompanyDetails['business']);

describe('My Company: business details', () => {
  test('shows the saved details; the billing address is the company address', async () => {
    server = companyApi(companyDetails());
    renderCompanyPages('/company/business');
    expect(await screen.findByLabelText('Tax ID / VAT ID')).toHaveValue('94-3187642');
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'The billing address is the company address' })).toBeChecked();
    expect(screen.getAllByText('500 Howard Street, Suite 300, San Francisco, CA 94105, United States')).toHaveLength(2);
    const addressee = screen.getByRole('region', { name: 'Your invoices are addressed to' });
    expect(addressee).toHaveTextContent('Acme Robotics, Inc.');
    expect(addressee).toHaveTextContent('Tax ID: 94-3187642');
    expect(addressee).toHaveTextContent('PO number: PO-2026-0415');
    expect(addressee).toHaveTextContent('Cost centre: CC-4100 Engineering');
    expect(screen.getByLabelText('Default cost centre')).toHaveValue('CC-4100 Engineering');
    expect(addressee).toHaveTextContent('E-mailed to the payer and to Accounts Payable');
    expect(screen.queryByLabelText(/^Street address/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name \(contact 1\)/)).toHaveValue('Accounts Payable');
    expect(screen.getByLabelText(/^E-mail \(contact 1\)/)).toHaveValue('ap@acme.test');
    expect(screen.getByRole('combobox', { name: 'Preferred currency' })).toHaveTextContent('USD ($)');
  });

  test('a billing address of its own, a contact added and one removed, saved', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/business');
    await view.user.click(await screen.findByRole('checkbox', { name: 'The billing address is the company address' }));
    // A billing address of its own must be given: its street, city and country are marked before anything is typed.
    for (const label of [/^Street address/, /^City/, /^Country/]) expect(screen.getByLabelText(label)).toBeRequired();
    await view.user.type(screen.getByLabelText(/^Street address/), 'PO Box 7731');
    await view.user.type(screen.getByLabelText(/^City/), 'San Francisco');
    await view.user.type(screen.getByLabelText(/^Country/), 'United St');
    await view.user.click(await screen.findByRole('option', { name: 'United States' }));

    await view.user.click(screen.getByRole('button', { name: 'Add billing contact' }));
    const added = screen.getByRole('group', { name: 'Billing contact 2' });
    expect(within(added).getByLabelText(/^Name/)).toHaveFocus();
    await view.user.type(within(added).getByLabelText(/^Name/), 'Priya Shah');
    await view.user.type(within(added).getByLabelText(/^E-mail/), 'Controller@Acme.test');
    await view.user.click(screen.getByRole('button', { name: 'Remove billing contact 1' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(BUSINESS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(sentBodies(server)).toEqual([
      {
        ...companyDetails().business,
        billing_address_same: false,
        billing_address: { line1: 'PO Box 7731', line2: '', city: 'San Francisco', region: '', postal_code: '', country: 'US' },
        billing_contacts: [{ name: 'Priya Shah', email: 'controller@acme.test' }],
      },
    ]);
    expect(view.toasts).toEqual([]);
  });

  test('a preferred currency of none (Not set) is sent as null', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/business');
    await view.user.click(await screen.findByRole('combobox', { name: 'Preferred currency' }));
    await view.user.click(screen.getByRole('option', { name: 'Not set' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BUSINESS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(sentBodies(server).map((body) => body.preferred_currency)).toEqual([null]);
  });

  test('the same address twice and a missing billing address are refused beside their fields', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/business');
    await view.user.click(await screen.findByRole('button', { name: 'Add billing contact' }));
    await view.user.type(screen.getByLabelText(/^Name \(contact 2\)/), 'Again');
    await view.user.type(screen.getByLabelText(/^E-mail \(contact 2\)/), 'AP@acme.test');
    await view.user.click(screen.getByRole('checkbox', { name: 'The billing address is the company address' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail \(contact 2\)/)).toHaveAccessibleDescription(COMPANY_MESSAGES.billingContactDuplicate),
    );
    expect(screen.getByLabelText(/^Street address/)).toHaveAccessibleDescription('Enter the street address.');
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription('Choose the country.');
    expect(sentBodies(server)).toHaveLength(0);
  });

  test('a default cost centre is saved beside the default PO number; one with markup is refused beside its field', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/business');
    const costCentre = await screen.findByLabelText('Default cost centre');
    await view.user.clear(costCentre);
    await view.user.type(costCentre, '<CC>');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(costCentre).toHaveAccessibleDescription(INVOICE_REFERENCE_MESSAGES.invalid));
    expect(sentBodies(server)).toHaveLength(0);

    await view.user.clear(costCentre);
    await view.user.type(costCentre, ' CC-7 Research ');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BUSINESS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(sentBodies(server).map((body) => body.default_cost_centre)).toEqual(['CC-7 Research']);
  });

  test(`at most ${COMPANY_LIMITS.billingContactsMax} contacts can be added`, async () => {
    const contacts = Array.from({ length: COMPANY_LIMITS.billingContactsMax }, (_, n) => ({
      name: `Person ${n}`,
      email: `p${n}@acme.test`,
    }));
    server = companyApi(companyDetails({ business: { ...companyDetails().business, billing_contacts: contacts } }));
    renderCompanyPages('/company/business');
    expect(await screen.findByRole('button', { name: 'Add billing contact' })).toBeDisabled();
  });

  test("the server's errors on a contact show beside it", async () => {
    server = companyApi(
      companyDetails(),
      failure(422, { errors: [{ property: 'billing_contacts.0.email', message: 'Enter a valid e-mail address.' }] }) as ReturnType<
        typeof ok
      >,
    );
    const view = renderCompanyPages('/company/business');
    await view.user.clear(await screen.findByLabelText('Default PO number'));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail \(contact 1\)/)).toHaveAccessibleDescription('Enter a valid e-mail address.'),
    );
    expect(screen.getByLabelText(/^E-mail \(contact 1\)/)).toHaveFocus();
    expect(view.toasts).toEqual([]);
  });
});
