export * from './users-constants';
export * from './invitations-constants';
export * from './company-constants';
