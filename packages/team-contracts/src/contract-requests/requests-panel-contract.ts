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
