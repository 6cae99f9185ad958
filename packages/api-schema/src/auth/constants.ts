export * from './sign-in-constants';
// two-factor sign-in
export * from './two-factor-constants';
