import type { SessionCache } from '../../platform/access/session-cache';
import type { Database } from '../../platform/database/database';
import type { HiringContracts } from './hiring-contracts';
import type { SchedulerProvider } from './scheduler-provider';

/** What the operations of the hiring module work with; built once in index.ts. */
export interface HiringDeps {
  db: Database;
  /** The meeting scheduler app.ts chose (SCHEDULER_PROVIDER): the sandbox or HubSpot. */
  scheduler: SchedulerProvider;
  /** Forgets a user whose session data an operation changed (a company set up, an account activated). */
  sessionCache: SessionCache;
  /** A new customer's account becomes a ClientUser by itself once their onboarding call is booked. */
  activateAfterOnboardingCall: boolean;
  /** A hired proposal's contract, made and found by team-contracts. */
  contracts: HiringContracts;
}

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'proposal.declined': true;
    'proposal.hired': true;
    'meeting.booked': true;
    'meeting.rescheduled': true;
    'meeting.canceled': true;
    'company.onboarded': true;
  }
}
