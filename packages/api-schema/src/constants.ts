// The API schema without zod: paths, keys, limits and messages. The portal's first download imports
// only this entry (`@portal/api-schema/constants`); types come from the main entry with `import type`.
export * from './aba-routing';
export * from './auth-constants';
export * from './billing-constants';
export * from './company-constants';
export * from './contract-constants';
export * from './hiring-constants';
export * from './http-messages';
export * from './invitations-constants';
export * from './paths';
export * from './roles';
export * from './runtime-config-constants';
export * from './text-constants';
export * from './users-constants';
// two-factor sign-in
export * from './two-factor-constants';
// my team, team members, talents and the service contract terms
export * from './team-constants';
// contracts: end and extension requests
export * from './contract-requests-constants';
// live updates: the kinds of change and the event name
export * from './live-events-constants';
