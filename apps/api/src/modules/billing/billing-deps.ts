export {};

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'invoice.delivery_accepted': true;
    'invoice.status_changed': true;
    'payment.created': true;
    'payment.succeeded': true;
    'payment.failed': true;
    'payment.refunded': true;
    'bank_account.created': true;
    'bank_account.verified': true;
    'bank_account.verification_failed': true;
  }
}
