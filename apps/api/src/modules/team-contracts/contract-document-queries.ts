import { and, desc, eq, getTableColumns, lte } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { postalAddressLines } from '../company-users';
import { companies, companyProfiles, vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import type { ContractDocumentFacts, DocumentTerms } from './contract-document';
import {
  type ContractRow,
  contracts,
  contractSignatures,
  type ContractSignatureRow,
  serviceContractTerms,
  type ServiceContractTermsRow,
} from './tables';

// The reads that signing, the document, its download and the PDF check share: the contract of the
// caller's company, the terms version its document contains, the facts the document is made of, and
// its signature.

/** The company's contract, or undefined for another company's or an unknown one (the same to the caller). */
export async function findCompanyContract(
  db: Database,
  companyId: string,
  contractId: string,
  options: { lock?: boolean } = {},
): Promise<ContractRow | undefined> {
  const query = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.companyId, companyId)));
  // Signing locks the row: concurrent signings wait and then see the signed contract.
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The current Standard Service Contract Terms: the newest version published by `today`. */
async function currentTerms(db: Database, today: string): Promise<ServiceContractTermsRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceContractTerms)
    .where(lte(serviceContractTerms.publishedOn, today))
    .orderBy(desc(serviceContractTerms.publishedOn), desc(serviceContractTerms.createdAt))
    .limit(1);
  return row;
}

export async function termsById(db: Database, id: string): Promise<ServiceContractTermsRow | undefined> {
  const [row] = await db.select().from(serviceContractTerms).where(eq(serviceContractTerms.id, id));
  return row;
}

/** The terms a contract's document contains: the version it names, or the current one when it names none. */
export async function termsOfContract(db: Database, contract: ContractRow, today: string): Promise<ServiceContractTermsRow | undefined> {
  return contract.termsVersionId ? termsById(db, contract.termsVersionId) : currentTerms(db, today);
}

function documentTerms(terms: ServiceContractTermsRow): DocumentTerms {
  return { title: terms.title, version: terms.version, publishedOn: terms.publishedOn, sections: terms.sections };
}

/** Who the contract is between and for: the company (legal name and address when it gave them), the vendor and the talent. */
async function documentParties(
  db: Database,
  contract: ContractRow,
): Promise<Pick<ContractDocumentFacts, 'client' | 'vendorName' | 'talent'>> {
  const [company] = await db
    .select({
      name: companies.name,
      legalName: companyProfiles.legalName,
      line1: companyProfiles.addressLine1,
      line2: companyProfiles.addressLine2,
      postalCode: companyProfiles.postalCode,
      city: companyProfiles.city,
      region: companyProfiles.region,
      country: companyProfiles.country,
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, contract.companyId));
  const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, contract.vendorId));
  const [talent] = contract.talentId
    ? await db
        .select({ firstName: talents.firstName, lastName: talents.lastName, title: talents.title })
        .from(talents)
        .where(eq(talents.id, contract.talentId))
    : [];
  const address = company ? postalAddressLines(company) : [];
  return {
    client: { name: company?.legalName?.trim() || company?.name || 'The client', address },
    vendorName: vendor?.name ?? 'The vendor',
    talent: talent ? { name: `${talent.firstName} ${talent.lastName}`, title: talent.title } : null,
  };
}

/** Everything the contract's document shows, under these terms. */
export async function documentFacts(
  db: Database,
  contract: ContractRow,
  terms: ServiceContractTermsRow | undefined,
): Promise<ContractDocumentFacts> {
  return {
    number: contract.number,
    createdAt: contract.createdAt,
    ...(await documentParties(db, contract)),
    roleTitle: contract.roleTitle,
    engagement: contract.engagement,
    hoursPerWeek: contract.hoursPerWeek,
    rateMinor: contract.rateMinor,
    currency: contract.currency,
    noticePeriodDays: contract.noticePeriodDays,
    startsOn: contract.startsOn,
    endsOn: contract.endsOn,
    description: contract.description,
    terms: terms ? documentTerms(terms) : null,
  };
}

/** The signature's evidence, without the signed PDF's bytes. */
export type SignatureFacts = Omit<ContractSignatureRow, 'signedPdf'>;

const { signedPdf: _bytes, ...signatureColumns } = getTableColumns(contractSignatures);

export async function signatureOf(db: Database, contractId: string): Promise<SignatureFacts | undefined> {
  const [row] = await db.select(signatureColumns).from(contractSignatures).where(eq(contractSignatures.contractId, contractId));
  return row;
}

/** The signed PDF's bytes, read only for its download. */
export async function signedPdfOf(db: Database, contractId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: contractSignatures.signedPdf })
    .from(contractSignatures)
    .where(eq(contractSignatures.contractId, contractId));
  return row?.pdf;
}
