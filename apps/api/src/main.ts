import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { hasAnyCompany, seedDemoData } from './demo/seed';
import { apiModules } from './modules';
import { createPasswordHasher } from './platform/access/passwords';
import { openDatabase } from './platform/database/database';
import { createSmtpTransport, type OutboxWorker, startOutboxWorker } from './platform/outbox/outbox-worker';
import { createRedisRateLimitStore } from './platform/rate-limit/rate-limit';
import { createScheduledJobRegistry, startSchedules } from './platform/schedule';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

async function main(): Promise<void> {
  process.setSourceMapsEnabled(true);
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();

  // Commands queue while Redis is away would delay logins; the limiter falls back to memory instead.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', () => undefined);
  const passwords = createPasswordHasher(config.passwordHashing);
  const scheduledJobs = createScheduledJobRegistry();
  const app = await buildApp({
    scheduledJobs,
    config,
    db: database.db,
    passwords,
    ...(redis ? { rateLimits: createRedisRateLimitStore(redis) } : {}),
  });

  if (config.seedDemo && !(await hasAnyCompany(database.db))) {
    const { usersCreated } = await seedDemoData(database.db, passwords, {
      paymentProductSlug: config.publicRuntime.paymentProductSlug,
    });
    app.log.info({ usersCreated }, 'Demo data seeded');
  }

  let outboxWorker: OutboxWorker | null = null;
  if (config.smtpUrl) {
    outboxWorker = startOutboxWorker(database.db, createSmtpTransport(config.smtpUrl), {
      from: config.mailFrom,
      log: app.log,
    });
  }
  // Each module deletes its rows that can no longer be used (dead sessions, expired booking tickets).
  const housekeeping = setInterval(() => {
    for (const module of apiModules) {
      module
        .housekeeping?.(database.db)
        .catch((error: unknown) => app.log.error({ err: error, module: module.name }, 'Housekeeping failed'));
    }
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  // The modules' scheduled jobs (the contract schedule, autopay): now, then each at its interval.
  // Every process runs them; each job claims its work once in the database.
  const schedules = startSchedules(scheduledJobs.list(), { log: app.log });

  let shuttingDown = false;
  async function shutdown(signal: string): Promise<void> {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    clearInterval(housekeeping);
    await schedules.stop();
    await app.close();
    await outboxWorker?.stop();
    await database.close();
    await redis?.quit().catch(() => redis.disconnect());
    app.log.info('Stopped');
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).catch((error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exitCode = 1;
      });
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.driver, docs: `${config.publicUrl}/api/docs` }, 'Client portal API ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
