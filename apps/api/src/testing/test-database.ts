import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openPostgresDatabase, wrapPglite } from '../platform/database/database';
import { migrationsFolder, packageRoot } from '../platform/paths';

/**
 * A migrated, empty database of its own: in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped again on close) when that variable is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : createPgliteDatabase();
}

/** Changes whenever a migration or the PGlite version does, so a stale snapshot is never used. */
function snapshotPath(): string {
  const hash = createHash('sha256');
  const pgliteManifest = join(packageRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(existsSync(pgliteManifest) ? readFileSync(pgliteManifest) : 'unknown');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return join(tmpdir(), `portal-api-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Booting PGlite from scratch takes seconds; loading the data directory of one that is already
 * migrated takes a fraction of that. The first test file to run writes the snapshot.
 */
async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const snapshot = snapshotPath();
  if (existsSync(snapshot)) {
    const database = wrapPglite(
      await PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)], { type: 'application/x-tar' }) }),
    );
    await database.migrate();
    return database;
  }
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  // Written aside and renamed, so a parallel test file never reads half a snapshot.
  const partial = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, snapshot);
  return database;
}

/** Runs `work` on a connection of its own to the server of `serverUrl`. */
export async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `serverUrl`: its address, its name, and how to drop it. */
export async function createEmptyServerDatabase(serverUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      await withServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A new, migrated database on the PostgreSQL server of `serverUrl`, dropped again on close; `url`
 * is its own address, for processes the test starts.
 */
export async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle & { url: string }> {
  const empty = await createEmptyServerDatabase(serverUrl);
  const database = openPostgresDatabase(empty.url, { poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    url: empty.url,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}
