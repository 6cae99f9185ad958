import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The origin the browser SDK posts events to, e.g. https://o1.ingest.sentry.io for a DSN on it. */
function sentryIngestOrigin(dsn: string | null): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

/** What HubSpot's chat widget loads, frames and talks to, allowed only when it is the chat provider. */
const HUBSPOT_CHAT_SOURCES = {
  script: ['https://js.hs-scripts.com', 'https://js.usemessages.com', 'https://js.hs-analytics.net', 'https://js.hs-banner.com'],
  connect: ['https://*.hubspot.com', 'wss://*.hubspot.com', 'https://*.hubapi.com'],
  frame: ['https://app.hubspot.com'],
  img: ['https://*.hubspot.com', 'https://*.hubspotusercontent.com'],
};

/** What Stripe.js loads, frames and talks to (Stripe's published CSP list), only with the Stripe provider. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** What HubSpot's meetings embed loads and frames, only when it is the meeting scheduler. */
const HUBSPOT_MEETINGS_SOURCES = {
  script: ['https://static.hsappstatic.net'],
  frame: ['https://meetings.hubspot.com', 'https://meetings-eu1.hubspot.com'],
};

export interface SecurityHeaderOptions {
  sentryDsn: string | null;
  chatProvider: 'sandbox' | 'hubspot';
  /** The sandbox's card checkout is a page of this origin shown in a frame; Stripe's are its own. */
  paymentProvider: 'sandbox' | 'stripe';
  /** The sandbox scheduler's booking page is a page of this origin shown in a frame; HubSpot's are its own. */
  schedulerProvider: 'sandbox' | 'hubspot';
}

export function contentSecurityPolicyDirectives(options: SecurityHeaderOptions) {
  const sentryOrigin = sentryIngestOrigin(options.sentryDsn);
  const hubspot = options.chatProvider === 'hubspot';
  const stripe = options.paymentProvider === 'stripe';
  const hubspotMeetings = options.schedulerProvider === 'hubspot';
  const framesSelf = !stripe || !hubspotMeetings;
  const frameSrc = [
    ...(framesSelf ? ["'self'"] : []),
    ...(stripe ? STRIPE_SOURCES.frame : []),
    ...(hubspot ? HUBSPOT_CHAT_SOURCES.frame : []),
    ...(hubspotMeetings ? HUBSPOT_MEETINGS_SOURCES.frame : []),
  ];
  return {
    defaultSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    scriptSrc: [
      "'self'",
      ...(stripe ? STRIPE_SOURCES.script : []),
      ...(hubspot ? HUBSPOT_CHAT_SOURCES.script : []),
      ...(hubspotMeetings ? HUBSPOT_MEETINGS_SOURCES.script : []),
    ],
    // MUI and emotion inject style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? STRIPE_SOURCES.img : []), ...(hubspot ? HUBSPOT_CHAT_SOURCES.img : [])],
    connectSrc: [
      "'self'",
      ...(sentryOrigin ? [sentryOrigin] : []),
      ...(stripe ? STRIPE_SOURCES.connect : []),
      ...(hubspot ? HUBSPOT_CHAT_SOURCES.connect : []),
    ],
    frameSrc,
    // Session replay compresses its recording in a worker built from a blob.
    workerSrc: ["'self'", 'blob:'],
    formAction: ["'self'"],
  };
}

/**
 * Helmet's headers, computed once: they are the same for every response, so working them out per
 * request (as the Fastify plugin does) only costs throughput.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      // Helmet's defaults would add upgrade-insecure-requests, which breaks plain-http installs.
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options),
    },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
  middleware({} as never, collect as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  // A callback hook: it runs on every request and awaits nothing.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
