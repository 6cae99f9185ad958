import { describe, expect, test } from '@jest/globals';
import { COMPANY_MESSAGES, connectionHasContractsMessage, COUNTRY_CODES } from './company-constants';
import { companyBusinessInputSchema, companyInformationInputSchema, EMPTY_ADDRESS, isHttpsUrl } from './company';

const information = {
  legal_name: 'Acme Robotics, Inc.',
  name: 'Acme Robotics',
  website: '',
  size: null,
  industry: null,
  address: EMPTY_ADDRESS,
};

const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('company information', () => {
  test.each([
    ['https://acme.example.com', true],
    ['https://acme.example.com/about?x=1#y', true],
    ['HTTPS://ACME.EXAMPLE.COM', true],
    ['http://acme.example.com', false],
    ['javascript:alert(1)', false],
    ['https://localhost', false],
    ['https://user:pw@acme.example.com', false],
    ['acme.example.com', false],
    ['https://', false],
  ])('%s is an https website: %s', (value, expected) => {
    expect(isHttpsUrl(value)).toBe(expected);
  });

  test('an address is optional, but once started needs its street, city and country', () => {
    expect(companyInformationInputSchema.safeParse(information).success).toBe(true);
    const started = companyInformationInputSchema.safeParse({ ...information, address: { ...EMPTY_ADDRESS, postal_code: '94105' } });
    expect(issues(started)).toEqual({
      'address.line1': 'Enter the street address.',
      'address.city': 'Enter the city.',
      'address.country': 'Choose the country.',
    });
  });

  test('text is trimmed, and a website must be https', () => {
    const parsed = companyInformationInputSchema.parse({ ...information, legal_name: '  Acme  ', website: ' https://acme.example.com ' });
    expect(parsed).toMatchObject({ legal_name: 'Acme', website: 'https://acme.example.com' });
    expect(issues(companyInformationInputSchema.safeParse({ ...information, website: 'ftp://acme.example.com' }))).toEqual({
      website: COMPANY_MESSAGES.websiteInvalid,
    });
  });

  test('countries are the 249 ISO 3166-1 codes, once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'DE', 'GB', 'JP', 'BR']));
    expect(COUNTRY_CODES).not.toContain('UK');
  });
});

describe('business details', () => {
  const business = {
    tax_id: '',
    billing_address_same: true,
    billing_address: EMPTY_ADDRESS,
    billing_contacts: [],
    default_po_number: '',
    default_cost_centre: '',
    preferred_currency: null,
  };

  test('a billing address is needed only when it is not the company address', () => {
    expect(companyBusinessInputSchema.safeParse(business).success).toBe(true);
    expect(Object.keys(issues(companyBusinessInputSchema.safeParse({ ...business, billing_address_same: false })))).toEqual([
      'billing_address.line1',
      'billing_address.city',
      'billing_address.country',
    ]);
    // A half-typed billing address does not matter while the company address is used.
    expect(companyBusinessInputSchema.safeParse({ ...business, billing_address: { ...EMPTY_ADDRESS, city: 'Berlin' } }).success).toBe(true);
  });

  test('contacts: addresses in lower case, none twice', () => {
    const contacts = [
      { name: 'A', email: 'Ap@Acme.test' },
      { name: 'B', email: 'ap@acme.TEST' },
    ];
    expect(issues(companyBusinessInputSchema.safeParse({ ...business, billing_contacts: contacts }))).toEqual({
      'billing_contacts.1.email': COMPANY_MESSAGES.billingContactDuplicate,
    });
    expect(companyBusinessInputSchema.parse({ ...business, billing_contacts: contacts.slice(0, 1) }).billing_contacts).toEqual([
      { name: 'A', email: 'ap@acme.test' },
    ]);
  });
});

test('the refusal to end a connection says why, in the singular or the plural', () => {
  expect(connectionHasContractsMessage('Northwind', 1)).toBe(
    'The connection with Northwind cannot end while 1 contract with them is signed, active or under notice. End or cancel it first.',
  );
  expect(connectionHasContractsMessage('Northwind', 2)).toContain('2 contracts with them are signed');
});
