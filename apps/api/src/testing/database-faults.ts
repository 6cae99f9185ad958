import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { withServer } from './test-database';

/** Faults done to a PostgreSQL server as an operator, a failover or a crash would do them. */

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
  return withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.filter((row) => row.ended).length;
  });
}
