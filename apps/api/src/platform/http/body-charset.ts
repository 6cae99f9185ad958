import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import { unsupportedContentType } from './errors';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;
const READABLE_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Bodies are read as UTF-8: one declared in another charset (UTF-16, Latin-1) would be parsed as
 * something it is not, so it is refused with 415 before it is read.
 */
export function refuseForeignCharsets(app: FastifyInstance): void {
  // On the routes that read a body only: a GET's is never parsed, and a hook on every request
  // costs every request.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    route.preParsing = [refuseForeignCharset, ...[route.preParsing ?? []].flat()];
  });
}

// A callback hook: most requests carry no charset at all.
const refuseForeignCharset: preParsingHookHandler = (request, _reply, payload, done) => {
  const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && !READABLE_CHARSETS.has(charset)) return done(unsupportedContentType());
  done(null, payload);
};
