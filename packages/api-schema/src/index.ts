export * from './constants';
export * from './auth';
export * from './envelope';
export * from './text';
export * from './runtime-config';
export * from './user';
export * from './users';
// who may manage which colleague or invitation: shared by the API's rules and the users screens
export * from './user-management';
export * from './billing';
export * from './hiring';
export * from './team-contracts';
export * from './activity';
export * from './invitations';
export * from './company';
// two-factor sign-in
export * from './two-factor';
// my team, team members, talents and the service contract terms
export * from './team';
// contracts: the dashboard widget
export * from './contracts-widget';
// contracts: end and extension requests
export * from './contract-requests';
// contracts: signing, the contract document with its signature certificate, checking a PDF
export * from './contract-document';
// the dashboard: what needs the viewer's action, spend per month
export * from './dashboard';
// live updates: what changed, pushed to the company's open pages
export * from './live-events';
