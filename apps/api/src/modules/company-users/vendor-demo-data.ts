import { PAYONEER_WIRE_SLUGS, productWireSlug } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { type VendorWireDetails, type WireDetailRow, vendors } from './tables';

const demoId = (suffix: string) => `0b7d6a4e-5d1f-4c1e-9a43-${suffix}`;

/** Fixed ids of the demo's vendors (listed in README.md), whose invoices, proposals and contracts the other modules' demo data refer to. */
export const DEMO_VENDORS = {
  northwind: demoId('3c0000000001'),
  brightpath: demoId('3c0000000002'),
  kestrel: demoId('3c0000000003'),
  lumen: demoId('3c0000000004'),
  orbital: demoId('3c0000000005'),
} as const;

function wireDetails(rows: Array<[string, string]>): string {
  const cells = rows.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('');
  return `<table class="billing-details"><tbody>${cells}</tbody></table>`;
}

const rows = (pairs: Array<[string, string]>): WireDetailRow[] => pairs.map(([label, value]) => ({ label, value }));
const [LOCAL_WIRE, SWIFT_WIRE, PAYONEER_ACCOUNT] = PAYONEER_WIRE_SLUGS;

/** What a demo vendor receives by each method: its own bank, and its Payoneer receiving accounts. */
interface DemoVendorWire {
  /** The vendor's own bank account, for the product's wire. */
  bank: Array<[string, string]>;
  /** A short number that makes each vendor's Payoneer receiving accounts its own. */
  seed: string;
  name: string;
  email: string;
}

/**
 * The vendor's wire details by method: its own bank for the product's wire; Payoneer's receiving
 * accounts in its name for a local transfer in each currency and for a SWIFT wire; its Payoneer
 * e-mail and customer id for a payment from a Payoneer balance.
 */
function demoWireDetails(vendor: DemoVendorWire, paymentProductSlug: string): VendorWireDetails {
  const beneficiary: [string, string] = ['Beneficiary', `${vendor.name} via Payoneer`];
  return {
    [productWireSlug(paymentProductSlug)]: rows(vendor.bank),
    [`${LOCAL_WIRE}:USD`]: rows([
      ['Bank name', 'First Century Bank'],
      beneficiary,
      ['Account number', `4017 8890 ${vendor.seed}`],
      ['Routing (ABA)', '061120084'],
      ['Account type', 'Checking'],
    ]),
    [`${LOCAL_WIRE}:EUR`]: rows([
      ['Bank name', 'Banking Circle S.A.'],
      beneficiary,
      ['IBAN', `LU41 4080 0000 4510 ${vendor.seed}`],
      ['BIC', 'BCIRLULL'],
    ]),
    [`${LOCAL_WIRE}:GBP`]: rows([
      ['Bank name', 'Barclays Bank UK PLC'],
      beneficiary,
      ['Sort code', '23-14-70'],
      ['Account number', `1004 ${vendor.seed}`],
    ]),
    [SWIFT_WIRE]: rows([
      ['Bank name', 'Citibank N.A., New York'],
      beneficiary,
      ['Account number', `7000 2210 ${vendor.seed}`],
      ['SWIFT', 'CITIUS33'],
      ['Bank address', '111 Wall Street, New York, NY 10043, USA'],
    ]),
    [PAYONEER_ACCOUNT]: rows([
      ['Recipient e-mail', vendor.email],
      ['Payoneer customer ID', `4${vendor.seed}7731`],
    ]),
  };
}

const DEMO_VENDOR_WIRES: Record<keyof typeof DEMO_VENDORS, DemoVendorWire> = {
  northwind: {
    name: 'Northwind Dev Studio',
    seed: '1234',
    email: 'payments@northwind-dev.example',
    bank: [
      ['Bank name', 'First Century Bank'],
      ['Account holder', 'Northwind Dev Studio LLC'],
      ['Account number', '4017 8890 1234'],
      ['Routing (ABA)', '061120084'],
      ['SWIFT', 'FCBTUS33'],
    ],
  },
  brightpath: {
    name: 'Brightpath Engineering',
    seed: '3091',
    email: 'finance@brightpath.example',
    bank: [
      ['Bank name', 'Barclays Bank UK PLC'],
      ['Account holder', 'Brightpath Engineering Ltd'],
      ['IBAN', 'GB29 BARC 2000 0055 7799 11'],
      ['SWIFT', 'BARCGB22'],
    ],
  },
  kestrel: {
    name: 'Kestrel Labs',
    seed: '7710',
    email: 'billing@kestrel-labs.example',
    bank: [
      ['Bank name', 'Deutsche Bank AG'],
      ['Account holder', 'Kestrel Labs GmbH'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['SWIFT', 'DEUTDEFF'],
    ],
  },
  lumen: {
    name: 'Lumen Software Collective',
    seed: '1248',
    email: 'accounts@lumen-software.example',
    bank: [
      ['Bank name', 'Citibank N.A.'],
      ['Account holder', 'Lumen Software Collective Inc.'],
      ['Account number', '3082 7715 0046'],
      ['Routing (ABA)', '021000089'],
      ['SWIFT', 'CITIUS33'],
    ],
  },
  orbital: {
    name: 'Orbital Apps Agency',
    seed: '9023',
    email: 'pay@orbital-apps.example',
    bank: [
      ['Bank name', 'HSBC UK Bank plc'],
      ['Account holder', 'Orbital Apps Agency Ltd'],
      ['IBAN', 'GB33 HBUK 4012 7612 3456 78'],
      ['SWIFT', 'HBUKGB4B'],
    ],
  },
};

const VENDOR_ROWS = [
  {
    id: DEMO_VENDORS.northwind,
    name: 'Northwind Dev Studio',
    legalName: 'Northwind Dev Studio LLC',
    address: '1201 Third Avenue, Suite 1800\nSeattle, WA 98101\nUnited States',
    taxId: 'EIN 91-2234871',
    billingDetails: wireDetails([
      ['Bank name', 'First Century Bank'],
      ['Account holder', 'Payoneer Inc.'],
      ['Account number', '4017 8890 1234'],
      ['Routing (ABA)', '061120084'],
      ['SWIFT', 'FCBTUS33'],
    ]),
  },
  {
    id: DEMO_VENDORS.brightpath,
    name: 'Brightpath Engineering',
    legalName: 'Brightpath Engineering Ltd',
    address: '14 Hanover Street\nLondon W1S 1YH\nUnited Kingdom',
    taxId: 'VAT GB 284 1937 46',
    billingDetails: wireDetails([
      ['Bank name', 'Barclays Bank UK PLC'],
      ['Account holder', 'Payoneer Europe Ltd.'],
      ['IBAN', 'GB29 BARC 2000 0055 7799 11'],
      ['SWIFT', 'BARCGB22'],
    ]),
  },
  {
    id: DEMO_VENDORS.kestrel,
    name: 'Kestrel Labs',
    legalName: 'Kestrel Labs GmbH',
    address: 'Torstrasse 140\n10119 Berlin\nGermany',
    taxId: 'USt-IdNr. DE 318 447 215',
    billingDetails: wireDetails([
      ['Bank name', 'Deutsche Bank AG'],
      ['Account holder', 'Payoneer Germany GmbH'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['SWIFT', 'DEUTDEFF'],
    ]),
  },
  {
    id: DEMO_VENDORS.lumen,
    name: 'Lumen Software Collective',
    legalName: 'Lumen Software Collective, Inc.',
    address: '350 Congress Avenue, Floor 4\nAustin, TX 78701\nUnited States',
    taxId: 'EIN 74-3019552',
    billingDetails: wireDetails([
      ['Bank name', 'Citibank N.A.'],
      ['Account holder', 'Payoneer Inc.'],
      ['Account number', '3082 7715 0046'],
      ['SWIFT', 'CITIUS33'],
    ]),
  },
  {
    id: DEMO_VENDORS.orbital,
    name: 'Orbital Apps Agency',
    legalName: 'Orbital Apps Agency Limited',
    address: '2 Lace Market Square\nNottingham NG1 1PB\nUnited Kingdom',
    taxId: 'VAT GB 193 5528 07',
    billingDetails: wireDetails([
      ['Bank name', 'HSBC UK Bank plc'],
      ['Account holder', 'Payoneer Europe Ltd.'],
      ['IBAN', 'GB33 HBUK 4012 7612 3456 78'],
      ['SWIFT', 'HBUKGB4B'],
    ]),
  },
];

/**
 * The demo's vendors with their legal details (an invoice's issuer) and wire instructions: the details of each wire method, and the older
 * billing details markup as the fallback; existing rows are left alone.
 */
export async function seedVendorsDemoData(db: Database, options: { paymentProductSlug: string }): Promise<void> {
  const keys = Object.keys(DEMO_VENDORS) as Array<keyof typeof DEMO_VENDORS>;
  const values = VENDOR_ROWS.map((row) => {
    const key = keys.find((candidate) => DEMO_VENDORS[candidate] === row.id);
    return key ? { ...row, wireDetails: demoWireDetails(DEMO_VENDOR_WIRES[key], options.paymentProductSlug) } : row;
  });
  await db.insert(vendors).values(values).onConflictDoNothing();
}
