import type { ContractStatus } from '@portal/api-schema';

/** What the requests panel needs of its contract: the contract page and the team member page both have it. */
export interface RequestsPanelContract {
  id: string;
  status: ContractStatus;
  /** Null when the contract names no start. */
  starts_on?: string | null;
  /** Null: open-ended. */
  ends_on: string | null;
  notice_period_days: number;
  vendor_name: string;
}

/** The panel's view of a contract as the API sends it, with its vendor as an object. */
export function requestsPanelContract(
  contract: Omit<RequestsPanelContract, 'vendor_name'> & { vendor: { name: string } },
): RequestsPanelContract {
  return {
    id: contract.id,
    status: contract.status,
    starts_on: contract.starts_on,
    ends_on: contract.ends_on,
    notice_period_days: contract.notice_period_days,
    vendor_name: contract.vendor.name,
  };
}
