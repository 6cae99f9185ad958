import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { screen } from '@testing-library/react';
import { nav } from '../routes';
import { companyDetails, renderCompanyPages } from '../testing/render-company-pages';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function detailsApi() {
  return fakeApi((request) => (request.url === API_PATHS.company ? ok(companyDetails()) : failure(404, { message: 'Not found.' })));
}

describe('the My Company page', () => {
  test('an admin sees the three tabs and Activity, each a link of its own', async () => {
    server = detailsApi();
    renderCompanyPages('/company/information');
    expect(await screen.findByRole('tablist', { name: 'My Company sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Information', '/company/information'],
      ['Business', '/company/business'],
      ['Connections', '/company/connections'],
      ['Activity', '/company/activity'],
    ]);
    expect(screen.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
    // The website opens in a new tab, without handing this page to it.
    const website = await screen.findByRole('link', { name: 'https://acme-robotics.example.com' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('who is not an admin sees no Activity tab', async () => {
    server = detailsApi();
    renderCompanyPages('/company/information', userWithRoles(['invoices', 'contracts', 'my_company']));
    await screen.findByRole('tablist', { name: 'My Company sections' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Information', 'Business', 'Connections']);
  });

  test("the header's My Company entry needs the my_company role", () => {
    expect(nav.find((item) => item.label === 'My Company')).toMatchObject({ to: '/company', role: 'my_company' });
  });
});
