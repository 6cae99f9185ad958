import { describe, expect, test } from '@jest/globals';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { SERVICE_UNAVAILABLE_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from '@portal/api-schema';
import { handleError } from '../http/errors';
import { isConnectionLost, isDatabaseUnavailable, isReadOnlyStatement } from './unavailable';

/** An error as node-postgres makes them: a message and, from the server, a SQLSTATE code. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

const unavailable: Array<[string, Error]> = [
  ['57P01 terminated by an administrator', pgError('terminating connection due to administrator command', '57P01')],
  ['57P02 crash shutdown', pgError('terminating connection because of crash of another server process', '57P02')],
  ['57P03 cannot connect now', pgError('the database system is starting up', '57P03')],
  ['08006 connection failure', pgError('connection failure', '08006')],
  ['08001 cannot establish', pgError('could not connect to server', '08001')],
  ['08P01 protocol violation', pgError('protocol violation', '08P01')],
  ['53300 too many connections', pgError('sorry, too many clients already', '53300')],
  ['ECONNREFUSED', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['ECONNRESET', pgError('read ECONNRESET', 'ECONNRESET')],
  ['EPIPE', pgError('write EPIPE', 'EPIPE')],
  ['Connection terminated unexpectedly', pgError('Connection terminated unexpectedly')],
  ['Connection terminated (the pool ended it)', pgError('Connection terminated')],
  ['connection timeout', pgError('Connection terminated due to connection timeout')],
  ['a dead client reused', pgError('Client has encountered a connection error and is not queryable')],
  ['pool connect timeout', pgError('timeout exceeded when trying to connect')],
  ['query read timeout', pgError('Query read timeout')],
  ['statement timeout', pgError('canceling statement due to statement timeout', '57014')],
];

const notUnavailable: Array<[string, unknown]> = [
  ['23505 unique violation', pgError('duplicate key value violates unique constraint "x"', '23505')],
  ['23503 foreign key violation', pgError('insert or update violates foreign key constraint', '23503')],
  ['22P02 invalid text', pgError('invalid input syntax for type uuid', '22P02')],
  ['22021 NUL byte', pgError('invalid byte sequence for encoding "UTF8": 0x00', '22021')],
  ['42P01 undefined table', pgError('relation "x" does not exist', '42P01')],
  ['40001 serialization failure', pgError('could not serialize access', '40001')],
  ['57014 cancelled by a user', pgError('canceling statement due to user request', '57014')],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['a message naming a connection in passing', new Error('Failed: Connection terminated unexpectedly in the text of a query')],
  ['not an error', 'Connection terminated'],
  ['null', null],
];

describe('isDatabaseUnavailable', () => {
  test.each(unavailable)('%s is unavailability, bare and wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  test.each(notUnavailable)('%s stays a failure of its own', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  test('a cause chain that loops ends', () => {
    const error = new Error('outer') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isConnectionLost', () => {
  test('lost connections may be repeated; timeouts and busy servers are not', () => {
    expect(isConnectionLost(wrapped(pgError('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isConnectionLost(pgError('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(pgError('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isConnectionLost(pgError('timeout exceeded when trying to connect'))).toBe(false);
    expect(isConnectionLost(pgError('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isConnectionLost(pgError('duplicate key', '23505'))).toBe(false);
  });
});

describe('isReadOnlyStatement', () => {
  test.each([
    'select 1',
    '  SELECT "id", "updated_at", "deleted_at" from "invoices" where "company_id" = $1',
    'with page as (select * from rfps) select * from page',
  ])('%s reads', (text) => expect(isReadOnlyStatement(text)).toBe(true));

  test.each([
    'insert into audit_log values ($1)',
    'update invoices set status = $1',
    'delete from sessions',
    'with moved as (update payments set status = $1 returning *) select * from moved',
    'select * from payments where id = $1 for update',
    'select * from payments for no key update',
    'select pg_advisory_lock($1)',
    "select nextval('seq')",
    'begin',
    '',
  ])('%s is not repeated', (text) => expect(isReadOnlyStatement(text)).toBe(false));
});

describe('handleError', () => {
  async function answerTo(error: unknown) {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return response;
  }

  test('an unavailable database is 503 with Retry-After and a message for people, in the envelope', async () => {
    const response = await answerTo(wrapped(pgError('terminating connection due to administrator command', '57P01')));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ data: { message: SERVICE_UNAVAILABLE_MESSAGE } });
  });

  test('anything else stays 500 without internals', async () => {
    const response = await answerTo(wrapped(pgError('relation "x" does not exist', '42P01')));
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ data: { message: SOMETHING_WENT_WRONG_MESSAGE } });
  });
});
