import type { ContractStatus } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { contracts } from './tables';

const demoId = (n: number) => `0b7d6a4e-5d1f-4c1e-9a43-7d${n.toString(16).padStart(10, '0')}`;

export interface ContractsSeedOptions {
  acmeId: string;
  globexId: string;
  /** The billing demo's vendors. */
  vendors: { northwind: string; brightpath: string; kestrel: string; lumen: string; orbital: string };
}

interface DemoContract {
  n: number;
  company: 'acme' | 'globex';
  vendor: keyof ContractsSeedOptions['vendors'];
  number: string;
  status: ContractStatus;
  startsOn: string | null;
  endsOn: string | null;
}

/** A few contracts, so that the vendor connections count real ones (README lists them). */
const DEMO_CONTRACTS: DemoContract[] = [
  { n: 1, company: 'acme', vendor: 'northwind', number: 'CTR-2026-0001', status: 'active', startsOn: '2026-01-05', endsOn: '2026-12-31' },
  { n: 2, company: 'acme', vendor: 'northwind', number: 'CTR-2026-0002', status: 'active', startsOn: '2026-04-01', endsOn: '2027-03-31' },
  { n: 3, company: 'acme', vendor: 'northwind', number: 'CTR-2025-0014', status: 'ended', startsOn: '2025-03-15', endsOn: '2025-12-31' },
  { n: 4, company: 'acme', vendor: 'brightpath', number: 'CTR-2025-0021', status: 'ended', startsOn: '2025-09-15', endsOn: '2026-06-30' },
  { n: 5, company: 'acme', vendor: 'kestrel', number: 'CTR-2026-0005', status: 'awaiting_signature', startsOn: '2026-12-01', endsOn: null },
  { n: 6, company: 'acme', vendor: 'lumen', number: 'CTR-2025-0009', status: 'ended', startsOn: '2025-02-01', endsOn: '2025-10-31' },
  { n: 7, company: 'globex', vendor: 'orbital', number: 'GLX-CTR-0001', status: 'active', startsOn: '2026-02-01', endsOn: '2027-01-31' },
];

/** The demo contracts; existing rows are left alone, so seeding again changes nothing. */
export async function seedContractsDemoData(db: Database, options: ContractsSeedOptions): Promise<void> {
  await db
    .insert(contracts)
    .values(
      DEMO_CONTRACTS.map((contract) => ({
        id: demoId(contract.n),
        companyId: contract.company === 'acme' ? options.acmeId : options.globexId,
        vendorId: options.vendors[contract.vendor],
        number: contract.number,
        status: contract.status,
        startsOn: contract.startsOn,
        endsOn: contract.endsOn,
      })),
    )
    .onConflictDoNothing();
}
