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

export function openPostgresDatabase(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its server would otherwise crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several API processes may start at once against one server: migrate one at a time.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(db, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL set: that PostgreSQL server; unset: PGlite persisted under DATA_DIR. */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return Promise.resolve(openPostgresDatabase(options.databaseUrl));
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
