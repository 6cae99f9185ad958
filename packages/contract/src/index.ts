export * from './auth';
export * from './envelope';
export * from './http-messages';
export * from './paths';
export * from './roles';
export * from './runtime-config';
export * from './user';
