import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openPostgresDatabase, wrapPglite } from '../platform/database/database';
import { migrationsFolder, packageRoot } from '../platform/paths';
import { seedDemoData } from '../demo/seed';
import { testPasswords } from './test-passwords';

export interface TestDatabaseOptions {
  /** Starts with the demo data, as `seedDemoData(db, testPasswords)` writes it. */
  demoData?: boolean;
}

/**
 * A migrated database of its own, empty or with the demo data: in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close) when that variable is set.
 * Each starts as a copy of a template made once (a PGlite snapshot, a server template database),
 * because migrating and seeding again for every test file cost most of the suite's time.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl, options) : createPgliteDatabase(options);
}

function hashFiles(hash: ReturnType<typeof createHash>, folder: string, include: (file: string) => boolean): void {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(include).sort();
  for (const file of files) hash.update(file).update(readFileSync(join(folder, file)));
}

/**
 * The template's name: it changes whenever a migration, the PGlite version or this file does, and for the
 * demo data also whenever any source file does (the seed reaches into every module) or the day
 * does (the demo data is dated relative to today), so a stale template is never used.
 */
function templateKey({ demoData = false }: TestDatabaseOptions): string {
  const hash = createHash('sha256');
  const pgliteManifest = join(packageRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(existsSync(pgliteManifest) ? readFileSync(pgliteManifest) : 'unknown');
  hashFiles(hash, migrationsFolder, (file) => file.endsWith('.sql') || file.endsWith('.json'));
  // This file prepares the snapshot (trimSnapshot): a change here makes a new one too.
  hash.update(readFileSync(join(packageRoot, 'src', 'testing', 'test-database.ts')));
  if (demoData) {
    hash.update(new Date().toISOString().slice(0, 10));
    hashFiles(hash, join(packageRoot, 'src'), (file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file));
  }
  return `${demoData ? 'demo' : 'empty'}-${hash.digest('hex').slice(0, 16)}`;
}

async function prepare(database: DatabaseHandle, { demoData = false }: TestDatabaseOptions): Promise<void> {
  await database.migrate();
  if (demoData) await seedDemoData(database.db, testPasswords);
}

/**
 * What every test file would otherwise pay for on each start of the snapshot. PGlite works in the
 * database `postgres` and never copies a template, yet its data directory holds template0 and
 * template1 too: a third of the snapshot, read and unpacked each time. And PostgreSQL clears its
 * shared memory at start, sized for a server (128 MB of buffers, 100 connections) where a test's
 * database of a few megabytes and its one connection need little: a fifth of a start.
 */
async function trimSnapshot(client: PGlite): Promise<void> {
  // One statement at a time: PostgreSQL refuses to drop a database inside a transaction block.
  for (const statement of [
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
    'drop database template0',
    'drop database template1',
    "alter system set shared_buffers = '4MB'",
    'alter system set max_connections = 10',
    'checkpoint',
  ]) {
    await client.exec(statement);
  }
}

/**
 * Booting PGlite and seeding it take seconds; loading the data directory of one that is already
 * migrated (and seeded) takes a fraction of that. The first test file to need one writes it, and
 * starts from it as every other file does.
 */
async function createPgliteDatabase(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  const snapshot = join(tmpdir(), `portal-api-test-pglite-${templateKey(options)}.tar`);
  if (!existsSync(snapshot)) await writeSnapshot(snapshot, options);
  const database = wrapPglite(await PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)], { type: 'application/x-tar' }) }));
  await database.migrate();
  return database;
}

async function writeSnapshot(snapshot: string, options: TestDatabaseOptions): Promise<void> {
  const client = await PGlite.create();
  try {
    await prepare(wrapPglite(client), options);
    await trimSnapshot(client);
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed, so a parallel test file never reads half a snapshot.
    const partial = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
  } finally {
    await client.close();
  }
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

/** A database of the server of `serverUrl` under a new name: its address, its name, and how to drop it. */
function newServerDatabase(serverUrl: string): { url: string; name: string; drop(): Promise<void> } {
  const name = `t_${randomBytes(8).toString('hex')}`;
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

/** A new, empty database on the server of `serverUrl`: its address, its name, and how to drop it. */
export async function createEmptyServerDatabase(serverUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const empty = newServerDatabase(serverUrl);
  await withServer(serverUrl, (client) => client.query(`create database ${empty.name}`));
  return empty;
}

/** PostgreSQL's answer while another session is still connected to the database in question. */
const OBJECT_IN_USE = '55006';
const DUPLICATE_DATABASE = '42P04';
/** The same, when two renames to one name meet: the catalogue's unique index refuses the second. */
const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown) => (error as { code?: string }).code;

/** Runs `statement` on the server, again for a few seconds while a closing session still holds a database. */
async function whenFree(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withServer(serverUrl, (client) => client.query(statement));
      return;
    } catch (error) {
      if (codeOf(error) !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The server's template database for `options`, made on first use: migrated (and seeded) under a
 * name of its own, then renamed to the template's, so that no test file ever copies half of one.
 */
async function serverTemplate(serverUrl: string, options: TestDatabaseOptions): Promise<string> {
  const name = `tpl_${templateKey(options).replace('-', '_')}`;
  const found = await withServer(serverUrl, (client) => client.query('select 1 from pg_database where datname = $1', [name]));
  if (found.rowCount) return name;
  const building = await createEmptyServerDatabase(serverUrl);
  const database = openPostgresDatabase(building.url, { poolSize: 4 });
  try {
    await prepare(database, options);
  } finally {
    await database.close();
  }
  try {
    await whenFree(serverUrl, `alter database ${building.name} rename to ${name}`);
  } catch (error) {
    await building.drop();
    // Another test file made the same template meanwhile: theirs serves as well.
    if (codeOf(error) !== DUPLICATE_DATABASE && codeOf(error) !== UNIQUE_VIOLATION) throw error;
  }
  return name;
}

/**
 * A new, migrated database on the PostgreSQL server of `serverUrl`, copied from its template and
 * dropped again on close; `url` is its own address, for processes the test starts.
 */
export async function createServerDatabase(
  serverUrl: string,
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle & { url: string }> {
  const template = await serverTemplate(serverUrl, options);
  const copy = newServerDatabase(serverUrl);
  await whenFree(serverUrl, `create database ${copy.name} template ${template}`);
  const database = openPostgresDatabase(copy.url, { poolSize: 4 });
  return {
    ...database,
    url: copy.url,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}
