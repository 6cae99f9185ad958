import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, type CompanyDetails, COMPANY_MESSAGES } from '@portal/api-schema';
import { UNSAVED_CHANGES_TITLE } from '@portal/ui';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_ADMIN, companyDetails, renderCompanyPages } from '../testing/render-company-pages';
import { INFORMATION_SAVED_MESSAGE } from './company-information-tab';
import { LOGO_REMOVED_MESSAGE, LOGO_UPLOADED_MESSAGE } from './company-logo-section';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

beforeAll(() => {
  // jsdom has no object URLs: the logo's blob gets a stand-in address.
  URL.createObjectURL = () => 'blob:company-logo';
  URL.revokeObjectURL = () => undefined;
});

const LOGO = {
  url: `${API_PATHS.companyLogo}?v=0123456789abcdef`,
  content_type: 'image/png' as const,
  size_bytes: 2048,
  updated_at: '2026-10-02T09:31:00.000Z',
};

/** Answers the company's details, saves as the API would (echoing the sent information), and `respond` for anything else. */
function companyApi(details: CompanyDetails, respond?: (request: RecordedRequest) => ReturnType<typeof ok> | undefined) {
  return fakeApi((request) => {
    const answer = respond?.(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.url === API_PATHS.company) return ok(details);
    if (request.method === 'GET' && request.url === API_PATHS.currentUser) return ok(COMPANY_ADMIN);
    if (request.method === 'PUT' && request.url === API_PATHS.companyInformation) {
      return ok({ ...details, information: JSON.parse(String(request.body)) as CompanyDetails['information'] });
    }
    if (request.method === 'GET' && request.url.startsWith(API_PATHS.companyLogo)) return { status: 200, body: 'PNG' };
    return failure(404, { message: 'Not found.' });
  });
}

const puts = (fake: FakeServer) => fake.requests.filter((request) => request.method === 'PUT');

describe('My Company: information', () => {
  test('/company opens the information tab with the saved values', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Company' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Legal name/)).toHaveValue('Acme Robotics, Inc.');
    expect(currentPath(view.router)).toBe('/company/information');
    expect(screen.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('Acme Robotics');
    expect(screen.getByLabelText('Website')).toHaveValue('https://acme-robotics.example.com');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('500 Howard Street');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('United States');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Robotics and hardware');
    expect(screen.getByRole('img', { name: 'Acme Robotics (no logo)' })).toHaveTextContent('AR');
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('America/Los_Angeles');
  });

  test('saves the time zone picked by typing its name, and refuses one cleared', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/information');
    const zone = await screen.findByRole('combobox', { name: /^Time zone/ });
    await view.user.clear(zone);
    await view.user.type(zone, 'Europe/Wars');
    await view.user.click(await screen.findByRole('option', { name: 'Europe/Warsaw' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(server!)).toHaveLength(1));
    expect(JSON.parse(String(puts(server!)[0]!.body))).toMatchObject({ time_zone: 'Europe/Warsaw' });

    await view.user.clear(zone);
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeInTheDocument();
    expect(puts(server!)).toHaveLength(1);
  });

  test('marks street, city and country required once any part of the address is given, as the API requires them', async () => {
    const details = companyDetails();
    server = companyApi({
      ...details,
      information: { ...details.information, address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null } },
    });
    const view = renderCompanyPages('/company/information');
    expect(await screen.findByLabelText(/^Legal name/)).toBeRequired();
    expect(screen.getByLabelText(/^Display name/)).toBeRequired();
    const required = () =>
      [/^Street address/, /^City/, /^Country/].map((label) => (screen.getByLabelText(label) as HTMLInputElement).required);
    expect(required()).toEqual([false, false, false]);
    expect(screen.getByLabelText(/^Postal code/)).not.toBeRequired();
    await view.user.type(screen.getByLabelText(/^Postal code/), '94105');
    expect(required()).toEqual([true, true, true]);
    expect(screen.getByLabelText(/^Address line 2/)).not.toBeRequired();
  });

  test('saves the changed information, says so, and the form is clean again', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/information');
    const legalName = await screen.findByLabelText(/^Legal name/);
    await view.user.clear(legalName);
    await view.user.type(legalName, '  Acme Robotics Holdings  ');
    const website = screen.getByLabelText('Website');
    await view.user.clear(website);
    await view.user.type(website, 'acme.example.com');
    await view.user.tab();
    expect(website).toHaveValue('https://acme.example.com');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INFORMATION_SAVED_MESSAGE)).toBeInTheDocument();
    const sent = JSON.parse(String(puts(server)[0]?.body)) as CompanyDetails['information'];
    expect(sent).toEqual({ ...companyDetails().information, legal_name: 'Acme Robotics Holdings', website: 'https://acme.example.com' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled());
    expect(view.toasts).toEqual([]);
  });

  test('checks the fields before sending: one message beside each field', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/information');
    const legalName = await screen.findByLabelText(/^Legal name/);
    await view.user.clear(legalName);
    const website = screen.getByLabelText('Website');
    await view.user.clear(website);
    await view.user.type(website, 'http://acme.example.com');
    await view.user.clear(screen.getByLabelText(/^City/));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(legalName).toHaveAccessibleDescription('Enter the legal name.'));
    expect(legalName).toHaveFocus();
    expect(website).toHaveAccessibleDescription(COMPANY_MESSAGES.websiteInvalid);
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('Enter the city.');
    expect(puts(server)).toHaveLength(0);
  });

  test("shows the server's field errors beside their fields", async () => {
    server = companyApi(companyDetails(), (request) =>
      request.method === 'PUT'
        ? failure(422, {
            message: 'The request is not valid.',
            errors: [{ property: 'address.postal_code', message: 'Use letters, digits, spaces and dashes only.' }],
          })
        : undefined,
    );
    const view = renderCompanyPages('/company/information');
    const name = await screen.findByLabelText(/^Display name/);
    await view.user.type(name, ' Labs');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const postalCode = screen.getByLabelText('Postal code');
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription('Use letters, digits, spaces and dashes only.'));
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(INFORMATION_SAVED_MESSAGE)).not.toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('a failed load shows an error with Try again', async () => {
    // The service fails until the user tries again. (The tab mounts one render after the page,
    // which asks for the company too: a load that failed before the tab mounted is asked again.)
    let serviceBack = false;
    server = fakeApi(() => (serviceBack ? ok(companyDetails()) : failure(503, { message: 'The service is briefly unavailable.' })));
    const view = renderCompanyPages('/company/information');
    expect(await screen.findByText('The company could not be loaded.')).toBeInTheDocument();
    serviceBack = true;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Legal name/)).toHaveValue('Acme Robotics, Inc.');
  });
});

describe('My Company: leaving with unsaved changes', () => {
  async function editAndLeave() {
    const view = renderCompanyPages('/company/information');
    const legalName = await screen.findByLabelText(/^Legal name/);
    await view.user.type(legalName, ' GmbH');
    await view.user.click(screen.getByRole('tab', { name: 'Business' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    return { view, dialog };
  }

  test('Discard changes leaves without saving', async () => {
    server = companyApi(companyDetails());
    const { view, dialog } = await editAndLeave();
    await view.user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/company/business'));
    expect(puts(server)).toHaveLength(0);
  });

  test('Save saves, then goes on', async () => {
    server = companyApi(companyDetails());
    const { view, dialog } = await editAndLeave();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/company/business'));
    expect(JSON.parse(String(puts(server)[0]?.body))).toMatchObject({ legal_name: 'Acme Robotics, Inc. GmbH' });
  });

  test('a save that fails stays on the form with its errors; closing the dialog stays too', async () => {
    server = companyApi(companyDetails(), (request) =>
      request.method === 'PUT' ? failure(422, { errors: [{ property: 'legal_name', message: 'Use at most 200 characters.' }] }) : undefined,
    );
    const { view, dialog } = await editAndLeave();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Legal name/)).toHaveAccessibleDescription('Use at most 200 characters.'));
    expect(currentPath(view.router)).toBe('/company/information');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.user.click(screen.getByRole('tab', { name: 'Connections' }));
    const again = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await view.user.click(within(again).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath(view.router)).toBe('/company/information');
  });
});

describe('My Company: the logo', () => {
  test('shows the logo fetched with the token, and replaces it with an uploaded file', async () => {
    const withLogo = companyDetails({ logo: LOGO });
    server = companyApi(withLogo, (request) =>
      request.method === 'PUT' && request.url === API_PATHS.companyLogo
        ? ok({ ...withLogo, logo: { ...LOGO, url: `${API_PATHS.companyLogo}?v=fedcba9876543210` } })
        : undefined,
    );
    const view = renderCompanyPages('/company/information');
    expect(await screen.findByRole('img', { name: 'Acme Robotics logo' })).toHaveAttribute('src', 'blob:company-logo');
    const logoFetch = server.requests.find((request) => request.url === LOGO.url);
    expect(logoFetch?.headers.authorization).toBe('Bearer test-token');

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await view.user.upload(screen.getByTestId('logo-file'), file);
    expect(await screen.findByText(LOGO_UPLOADED_MESSAGE)).toBeInTheDocument();
    const upload = server.requests.find((request) => request.method === 'PUT');
    expect(upload?.url).toBe(API_PATHS.companyLogo);
    expect(upload?.headers['content-type']).toBe('image/png');
    expect(upload?.body).toBe(file);
  });

  test('refuses a file over 1 MB or an SVG before sending it', async () => {
    server = companyApi(companyDetails());
    const view = renderCompanyPages('/company/information');
    const input = await screen.findByTestId('logo-file');
    await view.user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(COMPANY_MESSAGES.logoTooLarge)).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    // A file the picker would not offer (dropped, or "all files" chosen) is refused as well.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(COMPANY_MESSAGES.logoSvg)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  test("shows the API's refusal of a file whose content is not an image", async () => {
    server = companyApi(companyDetails(), (request) =>
      request.method === 'PUT'
        ? failure(415, {
            message: COMPANY_MESSAGES.logoUnknownType,
            errors: [{ property: 'logo', message: COMPANY_MESSAGES.logoUnknownType }],
          })
        : undefined,
    );
    const view = renderCompanyPages('/company/information');
    await view.user.upload(await screen.findByTestId('logo-file'), new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(COMPANY_MESSAGES.logoUnknownType)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveAccessibleDescription(
      expect.stringContaining(COMPANY_MESSAGES.logoUnknownType),
    );
    expect(view.toasts).toEqual([]);
  });

  test('removes the logo after asking', async () => {
    server = companyApi(companyDetails({ logo: LOGO }), (request) => (request.method === 'DELETE' ? ok(companyDetails()) : undefined));
    const view = renderCompanyPages('/company/information');
    await view.user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the company logo?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(LOGO_REMOVED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Acme Robotics (no logo)' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
