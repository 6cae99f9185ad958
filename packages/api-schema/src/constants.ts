// The API schema without zod: paths, keys, limits and messages. The portal's first download imports
// only this entry (`@portal/api-schema/constants`); types come from the main entry with `import type`.
export * from './date-range';
export * from './http-messages';
export * from './paths';
export * from './roles';
export * from './runtime-config-constants';
export * from './text-constants';
// the rule of a PO number or cost centre
export * from './invoice-references-constants';
// money: minor units per currency
export * from './money';
// live updates: the kinds of change and the event name
export * from './live-events-constants';
export * from './auth/constants';
export * from './billing/constants';
export * from './company-users/constants';
export * from './hiring/constants';
export * from './team-contracts/constants';
