export { buildApp, type BuildAppOptions } from './app';
export { createPasswordHasher, type PasswordHasher } from './auth/passwords';
export { type Config, loadConfig } from './config';
export { type Database, type DatabaseHandle, openDatabase, openPgliteDatabase, openPostgresDatabase } from './db/database';
export { DEMO_IDS, DEMO_PASSWORD, DEMO_USERS, hasAnyCompany, seedDemoData } from './demo/seed';
export { createMemoryRateLimitStore, createRedisRateLimitStore } from './rate-limit/rate-limit';
