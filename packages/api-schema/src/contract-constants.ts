/** Every status a contract between a company and a vendor can have. */
export const CONTRACT_STATUSES = ['awaiting_signature', 'signed', 'active', 'notice_given', 'ended', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  awaiting_signature: 'Awaiting signature',
  signed: 'Signed',
  active: 'Active',
  notice_given: 'Notice given',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/**
 * Contracts that bind the company and the vendor: signed and not yet started, running, or running
 * out their notice. A vendor connection cannot end while one of these exists.
 */
export const CONTRACT_IN_FORCE_STATUSES = ['signed', 'active', 'notice_given'] as const satisfies readonly ContractStatus[];
