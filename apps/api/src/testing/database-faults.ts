import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../platform/database/database';

/** Faults done to a PostgreSQL server as an operator, a failover or a crash would do them. */

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The name of the database `db` is connected to. */
export async function databaseNameOf(db: Database): Promise<string> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  const name = result.rows[0]?.name;
  if (!name) throw new Error('No database name');
  return name;
}

/**
 * Terminates every session of the database but the caller's own, as
 * `SELECT pg_terminate_backend(pid) ...` by an operator does; answers how many it ended.
 */
export async function terminateConnections(serverUrl: string, databaseName: string): Promise<number> {
  return onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.filter((row) => row.ended).length;
  });
}

/** A new, empty database on the server of `serverUrl`, for a process the test starts itself. */
export async function createServerDatabaseUrl(serverUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
