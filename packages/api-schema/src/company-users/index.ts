export * from './users';
// who may manage which colleague or invitation: shared by the API's rules and the users screens
export * from './user-management';
export * from './invitations';
export * from './company';
export * from './activity';
