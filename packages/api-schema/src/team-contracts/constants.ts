export * from './contract-constants';
// contracts: end and extension requests
export * from './contract-requests-constants';
// my team, team members, talents and the service contract terms
export * from './team-constants';
// timesheets
export * from './timesheets-constants';
