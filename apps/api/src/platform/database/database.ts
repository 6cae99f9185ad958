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

type Schema = typeof schema;

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
  /**
   * `transaction`: the address is a pooler handing each transaction to any server connection
   * (PgBouncer in transaction mode, a managed pooler). Statements are then sent unnamed (a named
   * prepared statement lives on one server connection) and no session setting goes with the
   * connection (a pooler refuses or drops them); migrations and LISTEN use `directUrl`.
   */
  pooler: 'none' | 'transaction';
  /** The server itself, for what needs one session (migrations under their lock, LISTEN); null: the pool's address. */
  directUrl: string | null;
}

const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  pooler: 'none',
  directUrl: null,
};

/** A server that stops answering at all (a network partition) is given this long beyond the statement timeout. */
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

type QueryText = string | { text?: unknown };
const textOf = (query: QueryText) => (typeof query === 'string' ? query : typeof query.text === 'string' ? query.text : '');

type QueryArgs = unknown[];

/**
 * The clients of the pool. Each hears its own `error` event from the start: pg-pool listens only
 * while a client is idle, and a client checked out by a transaction whose server session is
 * terminated emits one ("Connection terminated unexpectedly") after its statement failed; unheard,
 * that event ends the process. The failure itself reaches the statement (503), and the pool drops
 * the client when it comes back unqueryable.
 */
function pooledClient(options: { unnamedStatements: boolean }): typeof pg.Client {
  return class PooledClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', () => undefined);
    }

    override query(...args: QueryArgs): never {
      const [query] = args;
      if (options.unnamedStatements && query && typeof query === 'object' && 'name' in query) {
        // Parsed, bound and run in one exchange, which a pooler passes to one server connection whole.
        const { name: _name, ...unnamed } = query as { name?: unknown };
        args[0] = unnamed;
      }
      return (super.query as (...queryArgs: QueryArgs) => never)(...args);
    }
  };
}

/**
 * The pool drizzle runs single statements on (a transaction checks out a client of its own). A
 * read whose connection was lost, as when the server's sessions are terminated, is sent once more
 * on a new connection: it changed nothing, so a GET survives the loss without the caller seeing
 * it. The repeat opens a connection of its own because the pool's idle clients may have been
 * terminated too without having noticed yet. Dead clients are dropped by pg-pool itself, so the
 * next requests find new ones.
 */
class RetryingPool extends pg.Pool {
  constructor(
    private readonly settings: pg.PoolConfig & { Client: typeof pg.Client },
    /** A connection of its own to the server itself (LISTEN). */
    readonly direct: pg.ClientConfig,
  ) {
    super(settings);
  }

  override query(...args: QueryArgs): never {
    const [query] = args;
    const last = args[args.length - 1];
    const run = () => (super.query as (...queryArgs: QueryArgs) => Promise<unknown>)(...args);
    if (typeof last === 'function' || !query || !isReadOnlyStatement(textOf(query as QueryText))) return run() as never;
    return run().catch((error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      return this.onNewConnection(args);
    }) as never;
  }

  private async onNewConnection(args: QueryArgs): Promise<unknown> {
    const client = new this.settings.Client(this.settings);
    await client.connect();
    try {
      return await (client.query as (...queryArgs: QueryArgs) => Promise<unknown>)(...args);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Settings for a connection of its own to the server itself (not a pooler in front of it). */
export function directConnectionOf(pool: pg.Pool): pg.ClientConfig {
  return pool instanceof RetryingPool ? pool.direct : pool.options;
}

export function openPostgresDatabase(connectionString: string, given: Partial<DatabaseSettings> = {}): DatabaseHandle {
  const settings = { ...DEFAULT_DATABASE_SETTINGS, ...given };
  const behindPooler = settings.pooler === 'transaction';
  const directUrl = settings.directUrl ?? connectionString;
  const timeouts =
    settings.statementTimeoutMs > 0
      ? {
          statement_timeout: settings.statementTimeoutMs,
          // A transaction left open by a lost request must not hold its locks for ever.
          idle_in_transaction_session_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
        }
      : {};
  const pool = new RetryingPool(
    {
      connectionString,
      Client: pooledClient({ unnamedStatements: behindPooler }),
      max: settings.poolSize,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      keepAlive: true,
      // Behind a pooler the server's own limits are the role's (ALTER ROLE ... SET statement_timeout);
      // the client still gives up on a statement that does not answer.
      ...(behindPooler ? {} : timeouts),
      ...(settings.statementTimeoutMs > 0 ? { query_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS } : {}),
    },
    { connectionString: directUrl, connectionTimeoutMillis: settings.connectTimeoutMs, keepAlive: true, ...timeouts },
  );
  // An idle client that loses its server would otherwise crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Migrations may run longer than any request is allowed to, so they get a connection of
      // their own without the timeouts; several API processes may start at once against one
      // server, so they migrate one at a time (a session lock: on the server itself, never
      // through a pooler).
      const migrationClient = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: settings.connectTimeoutMs });
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
