export { makeUser, makeSandboxUser, userWithRoles } from './users';
export { signIn, signedIn, TEST_TOKEN } from './sign-in';
