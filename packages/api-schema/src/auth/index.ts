// sign-in, sign-up, passwords and the session
export * from './sign-in';
// two-factor sign-in
export * from './two-factor';
