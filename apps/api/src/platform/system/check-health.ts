import type { FastifyBaseLogger } from 'fastify';
import { type Database, pingDatabase } from '../database/database';
import { HttpError } from '../http/errors';

/** The process is alive and reaches its database; 503 otherwise. */
export async function checkHealth(deps: { db: Database }, input: { log: FastifyBaseLogger }): Promise<{ status: 'ok' }> {
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    input.log.error({ err: error }, 'Database ping failed');
    throw new HttpError(503, 'The service is not available right now.');
  }
  return { status: 'ok' };
}
