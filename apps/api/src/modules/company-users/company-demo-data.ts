import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { CompanySize } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { publicFolder } from '../../platform/paths';
import { companies, companyBillingContacts, companyLogos, companyProfiles, vendorConnections } from './tables';
import { checkedLogo } from './upload-company-logo';

const demoId = (n: number) => `0b7d6a4e-5d1f-4c1e-9a43-7c${n.toString(16).padStart(10, '0')}`;

/** Fixed ids of the demo's vendor connections (README lists them), for tests and the browser tests. */
export const DEMO_COMPANY = {
  connections: {
    /** Connected, with contracts in force (three active): it cannot end. */
    acmeNorthwind: demoId(1),
    /** Connected, its only contract ended: it can end. */
    acmeBrightpath: demoId(2),
    /** Pending: asked to connect, a contract awaiting signature. */
    acmeKestrel: demoId(3),
    /** Ended in the spring. */
    acmeLumen: demoId(4),
    globexOrbital: demoId(5),
    globexKestrel: demoId(6),
    /** Connected, no contracts: billing's demo has Acme's invoices from Orbital, which came through it. */
    acmeOrbital: demoId(7),
    /** Connected, no contracts: the vendor of one of Globex's invoices. */
    globexNorthwind: demoId(8),
  },
  /** The logo of Acme: a small PNG served from the demo assets too. */
  acmeLogoFile: join(publicFolder, 'demo', 'acme-logo.png'),
} as const;

export interface CompanySeedOptions {
  acmeId: string;
  globexId: string;
  acmeAdminId: string;
  /** The billing demo's vendors. */
  vendors: { northwind: string; brightpath: string; kestrel: string; lumen: string; orbital: string };
}

interface DemoDetails {
  companyId: string;
  size: CompanySize;
  /** Where its weeks (timesheets) and business days are counted. */
  timeZone: string;
  profile: Omit<typeof companyProfiles.$inferInsert, 'companyId'>;
  contacts: Array<{ name: string; email: string }>;
}

function demoDetails(options: CompanySeedOptions): DemoDetails[] {
  return [
    {
      companyId: options.acmeId,
      size: '51-200',
      timeZone: 'America/New_York',
      profile: {
        legalName: 'Acme Robotics, Inc.',
        website: 'https://acme-robotics.example.com',
        industry: 'robotics',
        addressLine1: '500 Howard Street',
        addressLine2: 'Suite 300',
        city: 'San Francisco',
        region: 'CA',
        postalCode: '94105',
        country: 'US',
        taxId: '94-3187642',
        billingAddressSame: false,
        billingAddressLine1: 'Accounts Payable',
        billingAddressLine2: 'PO Box 7731',
        billingCity: 'San Francisco',
        billingRegion: 'CA',
        billingPostalCode: '94120',
        billingCountry: 'US',
        defaultPoNumber: 'PO-2026-0415',
        defaultCostCentre: 'CC-4100 Engineering',
        preferredCurrency: 'USD',
        updatedAt: new Date('2026-10-02T09:30:00Z'),
        updatedBy: options.acmeAdminId,
      },
      contacts: [
        { name: 'Accounts Payable', email: 'ap@acme.test' },
        { name: 'Priya Shah', email: 'controller@acme.test' },
      ],
    },
    {
      companyId: options.globexId,
      size: '1000+',
      timeZone: 'Europe/Berlin',
      profile: {
        legalName: 'Globex Corporation',
        website: 'https://globex.example.com',
        industry: 'manufacturing',
        addressLine1: '1 Globex Plaza',
        addressLine2: '',
        city: 'Cypress Creek',
        region: 'OR',
        postalCode: '97001',
        country: 'US',
        taxId: '12-3456789',
        billingAddressSame: true,
        defaultPoNumber: '',
        preferredCurrency: 'USD',
        updatedAt: new Date('2026-09-14T16:00:00Z'),
      },
      contacts: [{ name: 'Globex Finance', email: 'finance@globex.test' }],
    },
  ];
}

/**
 * The demo companies' details, Acme's logo and the vendor connections. A company whose details
 * exist already is left alone (its contacts and logo too), so seeding again changes nothing.
 */
export async function seedCompanyDemoData(db: Database, options: CompanySeedOptions): Promise<void> {
  for (const details of demoDetails(options)) {
    // Set where it is still the column's default, so that a database seeded before companies had a zone gets it too.
    await db
      .update(companies)
      .set({ timeZone: details.timeZone })
      .where(and(eq(companies.id, details.companyId), eq(companies.timeZone, 'UTC')));
    const created = await db
      .insert(companyProfiles)
      .values({ companyId: details.companyId, ...details.profile })
      .onConflictDoNothing()
      .returning({ companyId: companyProfiles.companyId });
    if (created.length === 0) continue;
    await db
      .update(companies)
      .set({ size: details.size })
      .where(and(eq(companies.id, details.companyId), isNull(companies.size)));
    await db
      .insert(companyBillingContacts)
      .values(details.contacts.map((contact, position) => ({ companyId: details.companyId, ...contact, position })))
      .onConflictDoNothing();
    if (details.companyId === options.acmeId) {
      // Through the upload's own check: the demo's file is held to what a customer's would be.
      const logo = checkedLogo(readFileSync(DEMO_COMPANY.acmeLogoFile));
      await db
        .insert(companyLogos)
        .values({
          companyId: details.companyId,
          contentType: logo.contentType,
          image: logo.image,
          sizeBytes: logo.image.length,
          sha256: logo.sha256,
          updatedAt: new Date('2026-10-02T09:31:00Z'),
          updatedBy: options.acmeAdminId,
        })
        .onConflictDoNothing();
    }
  }

  const { vendors } = options;
  await db
    .insert(vendorConnections)
    .values([
      {
        id: DEMO_COMPANY.connections.acmeNorthwind,
        companyId: options.acmeId,
        vendorId: vendors.northwind,
        status: 'connected',
        since: '2025-03-10',
        termsVersion: '2.0',
        contactName: 'Marta Nowak',
        contactEmail: 'marta.nowak@northwind.example.com',
      },
      {
        id: DEMO_COMPANY.connections.acmeBrightpath,
        companyId: options.acmeId,
        vendorId: vendors.brightpath,
        status: 'connected',
        since: '2025-09-01',
        termsVersion: '1.0',
        contactName: "Liam O'Connor",
        contactEmail: 'liam.oconnor@brightpath.example.com',
      },
      {
        id: DEMO_COMPANY.connections.acmeKestrel,
        companyId: options.acmeId,
        vendorId: vendors.kestrel,
        status: 'pending',
        since: '2026-11-12',
        termsVersion: '2.0',
        contactName: 'Jonas Becker',
        contactEmail: 'jonas.becker@kestrel.example.com',
      },
      {
        id: DEMO_COMPANY.connections.acmeLumen,
        companyId: options.acmeId,
        vendorId: vendors.lumen,
        status: 'ended',
        since: '2025-01-20',
        endedOn: '2026-04-30',
        endedBy: options.acmeAdminId,
        termsVersion: '1.0',
        contactName: null,
        contactEmail: null,
      },
      {
        id: DEMO_COMPANY.connections.globexOrbital,
        companyId: options.globexId,
        vendorId: vendors.orbital,
        status: 'connected',
        since: '2026-01-15',
        termsVersion: '2.0',
        contactName: 'Aisha Khan',
        contactEmail: 'aisha.khan@orbital.example.com',
      },
      {
        id: DEMO_COMPANY.connections.globexKestrel,
        companyId: options.globexId,
        vendorId: vendors.kestrel,
        status: 'connected',
        since: '2026-08-03',
        termsVersion: '2.0',
        contactName: 'Jonas Becker',
        contactEmail: 'jonas.becker@kestrel.example.com',
      },
      // Every vendor a company has invoices or contracts from is one of its connections: the tab lists
      // whom the company works with, and the figures it shows count the same vendors' dealings.
      {
        id: DEMO_COMPANY.connections.acmeOrbital,
        companyId: options.acmeId,
        vendorId: vendors.orbital,
        status: 'connected',
        since: '2025-06-02',
        termsVersion: '1.0',
        contactName: 'Aisha Khan',
        contactEmail: 'aisha.khan@orbital.example.com',
      },
      {
        id: DEMO_COMPANY.connections.globexNorthwind,
        companyId: options.globexId,
        vendorId: vendors.northwind,
        status: 'connected',
        since: '2026-04-20',
        termsVersion: '2.0',
        contactName: 'Marta Nowak',
        contactEmail: 'marta.nowak@northwind.example.com',
      },
    ])
    .onConflictDoNothing();
}
