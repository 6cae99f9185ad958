/**
 * Which failures mean "the database is away or too slow right now" rather than "this request is
 * wrong" or "the code is wrong": those are answered 503 with Retry-After, every other failure
 * stays a 500. Errors come from node-postgres and pg-pool directly, or wrapped by drizzle (the
 * original is the `cause`), so the whole chain of causes is read.
 */

/** How long a client is asked to wait before repeating a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL codes of a server that ended or refused the session: 57P01 admin shutdown
 * (pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now (starting or in
 * recovery), 53300 too many connections. Class 08 (connection exceptions) is matched by prefix.
 */
const SESSION_LOST_CODES = new Set(['57P01', '57P02', '57P03']);
const SERVER_BUSY_CODES = new Set(['53300']);
/** Socket failures under the driver. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** node-postgres and pg-pool report a lost or unusable connection only in their messages. */
const LOST_CONNECTION_MESSAGES = [/^Connection terminated/, /^Client has encountered a connection error and is not queryable/];
const TIMEOUT_MESSAGES = [/^timeout exceeded when trying to connect/, /^Query read timeout/];
/** 57014 is also a deliberate cancel; only the statement timeout's is the database's slowness. */
const STATEMENT_TIMEOUT = { code: '57014', message: /statement timeout/ };

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (bounded: a cause chain may loop). */
function chainOf(error: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && chain.length < 8 && !chain.includes(current as ErrorFields)) {
    chain.push(current as ErrorFields);
    current = (current as ErrorFields).cause;
  }
  return chain;
}

const codeOf = (error: ErrorFields) => (typeof error.code === 'string' ? error.code : '');
const messageOf = (error: ErrorFields) => (typeof error.message === 'string' ? error.message : '');

function lostConnection(error: ErrorFields): boolean {
  const code = codeOf(error);
  return (
    SESSION_LOST_CODES.has(code) ||
    code.startsWith('08') ||
    SOCKET_CODES.has(code) ||
    LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(messageOf(error)))
  );
}

function unavailable(error: ErrorFields): boolean {
  return (
    lostConnection(error) ||
    SERVER_BUSY_CODES.has(codeOf(error)) ||
    TIMEOUT_MESSAGES.some((pattern) => pattern.test(messageOf(error))) ||
    (codeOf(error) === STATEMENT_TIMEOUT.code && STATEMENT_TIMEOUT.message.test(messageOf(error)))
  );
}

/**
 * The connection a statement ran on was lost before it answered: the statement may be repeated
 * on a new connection if it changes nothing. Timeouts are not included: repeating them would
 * double the wait.
 */
export function isConnectionLost(error: unknown): boolean {
  return chainOf(error).some(lostConnection);
}

/** The database could not be reached, dropped the connection, or took longer than allowed: 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chainOf(error).some(unavailable);
}

/**
 * A statement that only reads: a SELECT (or a WITH whose parts are all SELECTs) and not a locking
 * read. Such a statement sent outside a transaction changes nothing, so repeating it is safe.
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text.trimStart().toLowerCase();
  if (!/^(select|with)\b/.test(statement)) return false;
  return !/\b(insert|update|delete|merge|nextval|setval|pg_advisory_\w+|pg_notify|set_config)\b|\bfor\s+(update|share|no\s+key|key)\b/.test(
    statement,
  );
}
