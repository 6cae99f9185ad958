// Every table of the database, gathered from the tables.ts of the platform, of each module and of the sandbox.
// drizzle-kit (drizzle.config.ts) generates the migrations from this file, and the Database type
// is built from it.
export * from './platform/outbox/tables';
export * from './platform/audit/tables';
export * from './platform/live-events/tables';
export * from './modules/company-users/tables';
export * from './modules/auth/tables';
export * from './modules/billing/tables';
export * from './modules/hiring/tables';
export * from './modules/team-contracts/tables';
export * from './sandbox/links/tables';
export * from './sandbox/payments/tables';
