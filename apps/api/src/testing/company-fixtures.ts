import { randomUUID } from 'node:crypto';
import type { ConnectionStatus, ContractStatus, Role } from '@portal/api-schema';
import { companies, vendorConnections, vendors } from '../modules/company-users/tables';
import { contracts } from '../modules/team-contracts/tables';
import type { Database } from '../platform/database/database';
import { createTestUser } from './test-app';

/** A company of its own with a user who manages it (role my_company, or the given roles). */
export async function createCompanyWithEditor(db: Database, roles: Role[] = ['my_company']) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${randomUUID()}` })
    .returning();
  if (!company) throw new Error('No company created');
  const editor = await createTestUser(db, { companyId: company.id, roles });
  return { companyId: company.id, companyName: company.name, editor };
}

/** A vendor and the company's connection with it, with contracts of the given statuses. */
export async function createTestConnection(
  db: Database,
  input: { companyId: string; status?: ConnectionStatus; contracts?: ContractStatus[] },
) {
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${randomUUID().slice(0, 8)}` })
    .returning();
  if (!vendor) throw new Error('No vendor created');
  const status = input.status ?? 'connected';
  const [connection] = await db
    .insert(vendorConnections)
    .values({
      companyId: input.companyId,
      vendorId: vendor.id,
      status,
      since: '2026-01-01',
      endedOn: status === 'ended' ? '2026-06-01' : null,
      termsVersion: '2026-01',
      contactName: 'Vera Vendor',
      contactEmail: 'vera@vendor.example.com',
    })
    .returning();
  if (!connection) throw new Error('No connection created');
  for (const [index, contractStatus] of (input.contracts ?? []).entries()) {
    await db.insert(contracts).values({
      companyId: input.companyId,
      vendorId: vendor.id,
      number: `CTR-${randomUUID().slice(0, 8)}-${index}`,
      status: contractStatus,
      startsOn: '2026-01-01',
    });
  }
  return { vendor, connection };
}

/** The smallest images of each accepted type, and files that only claim to be one. */
export const TEST_IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  jpeg: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
  gif: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
  html: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
  text: Buffer.from('just some text pretending to be a PNG'),
} as const;
