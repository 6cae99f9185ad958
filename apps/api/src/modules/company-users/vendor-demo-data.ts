import type { Database } from '../../platform/database/database';
import { vendors } from './tables';

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
      ['Reference', 'NWD-58213'],
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
      ['Reference', 'BPE-30917'],
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
      ['Reference', 'KSL-77104'],
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
      ['Reference', 'LSC-12485'],
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
      ['Reference', 'OAA-90233'],
    ]),
  },
];

/** The demo's vendors with their legal details (an invoice's issuer) and wire instructions; existing rows are left alone. */
export async function seedVendorsDemoData(db: Database): Promise<void> {
  await db.insert(vendors).values(VENDOR_ROWS).onConflictDoNothing();
}
