import type { CompanyDetails, Connection, CurrentUser } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';
// Loaded up front: jest's ESM loader can fail when a parent and a child route import their
// screens at the same moment.
import '../company/company-index';
import '../company/company-screen';
import '../company-business/company-business-tab';
import '../company-connections/company-connections-tab';
import '../company-information/company-information-tab';

export const COMPANY_ADMIN: CurrentUser = makeUser();

/** Acme's details as the API answers them. */
export function companyDetails(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    information: {
      legal_name: 'Acme Robotics, Inc.',
      name: 'Acme Robotics',
      website: 'https://acme-robotics.example.com',
      size: '51-200',
      industry: 'robotics',
      address: { line1: '500 Howard Street', line2: 'Suite 300', city: 'San Francisco', region: 'CA', postal_code: '94105', country: 'US' },
      time_zone: 'America/Los_Angeles',
    },
    business: {
      tax_id: '94-3187642',
      billing_address_same: true,
      billing_address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null },
      billing_contacts: [{ name: 'Accounts Payable', email: 'ap@acme.test' }],
      default_po_number: 'PO-2026-0415',
      default_cost_centre: 'CC-4100 Engineering',
      preferred_currency: 'USD',
    },
    logo: null,
    updated_at: '2026-10-02T09:30:00.000Z',
    ...overrides,
  };
}

export function connection(overrides: Partial<Connection> & { vendorName?: string } = {}): Connection {
  const { vendorName = 'Northwind Dev Studio', ...rest } = overrides;
  return {
    id: '0b7d6a4e-5d1f-4c1e-9a43-7c0000000001',
    vendor: { id: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000001', name: vendorName },
    status: 'connected',
    since: '2025-03-10',
    ended_on: null,
    terms_version: '2026-01',
    contact: { name: 'Marta Nowak', email: 'marta@northwind.example.com' },
    active_contracts: 0,
    open_invoices: 0,
    contracts_in_force: 0,
    can_end: true,
    ...rest,
  };
}

export function renderCompanyPages(path: string, user: CurrentUser = COMPANY_ADMIN) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}
