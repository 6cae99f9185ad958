import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The origin the browser SDK posts events to, e.g. https://o1.ingest.sentry.io for a DSN on it. */
export function sentryIngestOrigin(dsn: string | null): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicyDirectives(options: { sentryDsn: string | null }) {
  const sentryOrigin = sentryIngestOrigin(options.sentryDsn);
  return {
    defaultSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    scriptSrc: ["'self'"],
    // MUI and emotion inject style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: sentryOrigin ? ["'self'", sentryOrigin] : ["'self'"],
    formAction: ["'self'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { sentryDsn: string | null }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Helmet's defaults would add upgrade-insecure-requests, which breaks plain-http installs.
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options),
    },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
}
