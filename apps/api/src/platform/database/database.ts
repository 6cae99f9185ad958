import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from '../../schema';
import { isConnectionLost, isReadOnlyStatement } from './unavailable';

export type Schema = typeof schema;

/** The query API shared by the PGlite and node-postgres drizzle instances. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL migrations in drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number: it only has to be the same in every process of this application. */
const MIGRATION_LOCK_KEY = 7_301_145_002;

/** PGlite in `dataDir`, or in memory when dataDir is omitted. */
async function openPgliteDatabase(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** How long the API waits on PostgreSQL before it answers 503 instead of hanging. */
export interface DatabaseSettings {
  /** Connections of this process's pool. */
  poolSize: number;
  /** Waiting for a connection: a new one to open, or a free one of a full pool. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (statement_timeout); 0 turns it off. */
  statementTimeoutMs: number;
}

export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = { poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 };

/** A server that stops answering at all (a network partition) is given this long beyond the statement timeout. */
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

type QueryText = string | { text?: unknown };
const textOf = (query: QueryText) => (typeof query === 'string' ? query : typeof query.text === 'string' ? query.text : '');

/**
 * The pool drizzle runs single statements on (a transaction checks out a client of its own). A
 * read whose connection was lost, as when the server's sessions are terminated, is sent once more
 * on a new connection: it changed nothing, so a GET survives the loss without the caller seeing
 * it. The repeat opens a connection of its own because the pool's idle clients may have been
 * terminated too without having noticed yet. Dead clients are dropped by pg-pool itself, so the
 * next requests find new ones.
 */
class RetryingPool extends pg.Pool {
  constructor(private readonly settings: pg.PoolConfig) {
    super(settings);
  }

  override query(...args: unknown[]): never {
    const [query] = args;
    const last = args[args.length - 1];
    const run = () => (super.query as (...queryArgs: unknown[]) => Promise<unknown>)(...args);
    if (typeof last === 'function' || !query || !isReadOnlyStatement(textOf(query as QueryText))) return run() as never;
    return run().catch((error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      return this.onNewConnection(args);
    }) as never;
  }

  private async onNewConnection(args: unknown[]): Promise<unknown> {
    const client = new pg.Client(this.settings);
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await (client.query as (...queryArgs: unknown[]) => Promise<unknown>)(...args);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

export function openPostgresDatabase(connectionString: string, given: Partial<DatabaseSettings> = {}): DatabaseHandle {
  const settings = { ...DEFAULT_DATABASE_SETTINGS, ...given };
  const pool = new RetryingPool({
    connectionString,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    ...(settings.statementTimeoutMs > 0
      ? {
          statement_timeout: settings.statementTimeoutMs,
          query_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
          // A transaction left open by a lost request must not hold its locks for ever.
          idle_in_transaction_session_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
        }
      : {}),
  });
  // An idle client that loses its server would otherwise crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Migrations may run longer than any request is allowed to, so they get a connection of
      // their own without the timeouts; several API processes may start at once against one
      // server, so they migrate one at a time.
      const migrationClient = new pg.Client({ connectionString, connectionTimeoutMillis: settings.connectTimeoutMs });
      migrationClient.on('error', () => undefined);
      await migrationClient.connect();
      try {
        await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(drizzleNodePostgres({ client: migrationClient, schema }), { migrationsFolder });
      } finally {
        await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await migrationClient.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL set: that PostgreSQL server; unset: PGlite persisted under DATA_DIR. */
export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  database?: DatabaseSettings;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return Promise.resolve(openPostgresDatabase(options.databaseUrl, options.database));
  return openPgliteDatabase(join(options.dataDir, 'pglite'));
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Whether a statement failed on a unique index (PostgreSQL's 23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
