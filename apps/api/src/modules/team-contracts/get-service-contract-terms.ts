import type { ServiceContractTerms } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import { publishedTerms } from './terms-queries';

/**
 * One published version of the Standard Service Contract Terms (the current one when none is
 * named) with the list of every published version. An unknown or not yet published version is a 404.
 */
export async function getServiceContractTerms(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; version?: string; now?: Date },
): Promise<ServiceContractTerms> {
  const versions = await publishedTerms(deps.db, isoDay(input.now ?? new Date()));
  const current = versions[0];
  const shown = input.version === undefined ? current : versions.find((row) => row.version === input.version);
  if (!current || !shown) throw notFound();
  return {
    id: shown.id,
    version: shown.version,
    published_on: shown.publishedOn,
    title: shown.title,
    sections: shown.sections.map((section) => ({ heading: section.heading, paragraphs: [...section.paragraphs] })),
    current: shown.id === current.id,
    versions: versions.map((row) => ({ version: row.version, published_on: row.publishedOn, current: row.id === current.id })),
  };
}
