// contracts: the list and a contract's page
export * from './contracts';
// contracts: signing, the contract document with its signature certificate, checking a PDF
export * from './contract-document';
// contracts: end and extension requests
export * from './contract-requests';
// contracts: the dashboard widget
export * from './contracts-widget';
// my team, team members, talents and the service contract terms
export * from './team';
// timesheets
export * from './timesheets';
