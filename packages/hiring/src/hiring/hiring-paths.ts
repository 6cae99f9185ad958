/** Links between the hiring screens. */
export const HIRING_PATHS = {
  requests: '/hiring/rfp',
  interviews: '/hiring/interviews',
  talentRequest: '/talent-request',
} as const;

export function rfpPagePath(rfpId: string): string {
  return `/hiring/rfp/${encodeURIComponent(rfpId)}`;
}

export function candidatePagePath(rfpId: string, proposalId: string, talentId: string): string {
  return `${rfpPagePath(rfpId)}/proposal/${encodeURIComponent(proposalId)}/candidate/${encodeURIComponent(talentId)}`;
}

/** A contract's page, by its URL: the contracts screens belong to another feature. */
export function contractPagePath(contractId: string): string {
  return `/contracts/${encodeURIComponent(contractId)}`;
}
