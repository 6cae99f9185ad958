export { buildApp, type BuildAppOptions } from './app';
export { createPasswordHasher, type PasswordHasher } from './platform/access/passwords';
export { type Config, loadConfig } from './config';
export { type Database, type DatabaseHandle, openDatabase, openPgliteDatabase, openPostgresDatabase } from './platform/database/database';
export { DEMO_IDS, DEMO_PASSWORD, DEMO_USERS, hasAnyCompany, seedDemoData } from './demo/seed';
export { createMemoryRateLimitStore, createRedisRateLimitStore } from './platform/rate-limit/rate-limit';
