export {};

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'proposal.declined': true;
    'meeting.booked': true;
    'company.onboarded': true;
  }
}
