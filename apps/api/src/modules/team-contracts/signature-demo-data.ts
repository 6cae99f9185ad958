import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ContractStatus } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { termsOfContract } from './contract-document-queries';
import { isoDay } from './contract-status';
import { DEMO_CONTRACTS } from './demo-data';
import { loadSigner, signatureEvidence, wholeSeconds } from './signing-evidence';
import { contractEvents, contracts, contractSignatures } from './tables';

/** Where and with what the demo's signers signed: a documentation address and a desktop Chrome. */
export const DEMO_SIGNATURE = {
  clientIp: '203.0.113.10',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

/** The statuses of a contract that has been signed. */
const SIGNED_STATUSES: ContractStatus[] = ['signed', 'active', 'notice_given', 'ended'];

const DEMO_CONTRACT_IDS: string[] = [...Object.values(DEMO_CONTRACTS.acme), ...Object.values(DEMO_CONTRACTS.globex)].map(
  (contract) => contract.id,
);

export interface SignaturesSeedOptions {
  acmeId: string;
  globexId: string;
  /** Who signed each company's demo contracts: the contracts seed's signers. */
  acmeSignerId: string;
  globexSignerId: string;
}

/**
 * The signatures of the demo's signed contracts (signed, active, under notice, ended), made by the
 * signing code itself: the document from the contract's facts, the signed PDF with its certificate,
 * at the time of the contract's 'signed' event. Run after the contracts and the companies' details
 * (the document names the company's legal name and address). Contracts that have their signature
 * are left alone, so seeding again changes nothing.
 */
export async function seedContractSignaturesDemoData(db: Database, options: SignaturesSeedOptions): Promise<void> {
  const unsigned = await db
    .select({ contract: contracts })
    .from(contracts)
    .leftJoin(contractSignatures, eq(contractSignatures.contractId, contracts.id))
    .where(and(inArray(contracts.id, DEMO_CONTRACT_IDS), inArray(contracts.status, SIGNED_STATUSES), isNull(contractSignatures.id)))
    .orderBy(asc(contracts.number));
  for (const { contract } of unsigned) {
    const signerId =
      contract.companyId === options.acmeId
        ? options.acmeSignerId
        : contract.companyId === options.globexId
          ? options.globexSignerId
          : null;
    const signer = signerId ? await loadSigner(db, signerId) : undefined;
    if (!signer) continue;
    const [signedEvent] = await db
      .select({ at: contractEvents.occurredAt })
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, contract.id), eq(contractEvents.kind, 'signed')))
      .orderBy(asc(contractEvents.id))
      .limit(1);
    const signedAt = wholeSeconds(signedEvent?.at ?? contract.createdAt);
    const terms = await termsOfContract(db, contract, isoDay(signedAt));
    if (!terms) continue;
    const { row } = await signatureEvidence(db, { contract, terms, signer, signedAt, ...DEMO_SIGNATURE });
    await db.insert(contractSignatures).values(row).onConflictDoNothing();
    if (!contract.termsVersionId) await db.update(contracts).set({ termsVersionId: terms.id }).where(eq(contracts.id, contract.id));
  }
}
