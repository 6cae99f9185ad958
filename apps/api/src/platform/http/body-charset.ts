import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;
const READABLE_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Bodies are read as UTF-8: one declared in another charset (UTF-16, Latin-1) would be parsed as
 * something it is not, so it is refused with 415 before it is read.
 */
export function refuseForeignCharsets(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && !READABLE_CHARSETS.has(charset)) throw new HttpError(415, 'This content type is not supported.');
  });
}
