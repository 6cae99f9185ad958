import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { PasswordHasher } from './access/passwords';
import type { SessionCache } from './access/session-cache';
import type { SessionRevocation } from './access/session-revocation';
import type { ActionSourceRegistry } from './dashboard/action-sources';
import type { Database } from './database/database';
import type { RateLimitStore } from './rate-limit/rate-limit';
import type { ScheduledJobRegistry } from './schedule';

/** What the platform hands every module to build its dependencies from. */
export interface PlatformServices {
  db: Database;
  config: Config;
  passwords: PasswordHasher;
  rateLimits: RateLimitStore;
  /** What a module forgets here after a committed change, every process forgets. */
  sessionCache: SessionCache;
  /** Ends sessions in every process at once: announced within the revoking transaction. */
  sessionRevocation: SessionRevocation;
  /** Where a module registers what waits for the company's users (the dashboard's "needs your action"). */
  actionSources: ActionSourceRegistry;
  /** Where a module registers the work every process does on a timer (main starts it; tests do not). */
  scheduledJobs: ScheduledJobRegistry;
}

/**
 * An API module as app.ts composes it (the list is modules/index.ts). `Services` is what the
 * module needs: the platform's pieces, plus the providers app.ts chose for it.
 */
export interface ApiModule<Services extends PlatformServices = PlatformServices> {
  readonly name: string;
  /** Builds the module's dependencies once and registers its routes, where every route must declare its access. */
  register(api: FastifyInstance, services: Services): Promise<void>;
  /** Deletes the module's rows that can no longer be used; main runs it every few hours. */
  housekeeping?(db: Database): Promise<unknown>;
}
