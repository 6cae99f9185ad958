import type { ContractStatus } from '@portal/api-schema';

/** The facts of a contract its status follows from: dates are ISO days, inclusive (ends_on is the last working day). */
export interface ContractDates {
  status: ContractStatus;
  startsOn: string | null;
  endsOn: string | null;
}

/** Today as an ISO day in UTC: contract dates are calendar days, compared in UTC on every process. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Only a contract awaiting the company's signature can be signed. */
export function canSign(status: ContractStatus): boolean {
  return status === 'awaiting_signature';
}

/**
 * The status a contract takes when signed: it starts at once when its start day has come (or it
 * names none), else it waits signed; one whose end has already passed is ended.
 */
export function statusOnSigning(contract: Pick<ContractDates, 'startsOn' | 'endsOn'>, today: string): 'signed' | 'active' | 'ended' {
  if (contract.endsOn !== null && contract.endsOn < today) return 'ended';
  if (contract.startsOn === null || contract.startsOn <= today) return 'active';
  return 'signed';
}

/**
 * The status the daily job gives a contract today: a signed one starts on its start day, a running
 * one (active or under notice) ends the day after its last day. Any other status is left alone:
 * awaiting signature waits for the company, ended and cancelled are final.
 */
export function scheduledStatus(contract: ContractDates, today: string): ContractStatus {
  switch (contract.status) {
    case 'signed':
      return statusOnSigning(contract, today);
    case 'active':
    case 'notice_given':
      return contract.endsOn !== null && contract.endsOn < today ? 'ended' : contract.status;
    case 'awaiting_signature':
    case 'ended':
    case 'cancelled':
      return contract.status;
  }
}
