// The API's request and response shapes. Each feature's live in its folder (index.ts: schemas and
// types, constants.ts: what the portal may use without zod); what several features share is here.
export * from './constants';
export * from './envelope';
export * from './text';
export * from './runtime-config';
export * from './user';
// a PO number or cost centre: the company's defaults and an invoice's own
export * from './invoice-references';
// the dashboard: what needs the viewer's action, spend per month
export * from './dashboard';
// live updates: what changed, pushed to the company's open pages
export * from './live-events';
export * from './auth';
export * from './billing';
export * from './company-users';
export * from './hiring';
export * from './team-contracts';
