import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type preValidationHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { NOT_FOUND_MESSAGE, SIGNUP_PAGE_PATH } from '@portal/api-schema';
import { namedPlugin } from './platform/http/named-plugin';
import type { Config } from './config';
import { apiModules, moduleServices } from './modules';
import { findCaller } from './modules/auth';
import {
  cardPayments,
  createStripeClient,
  createStripeProvider,
  type PaymentProvider,
  paymentMethodCatalog,
  vendorDisputes,
} from './modules/billing';
import { createHubspotScheduler, hiringCalendar, type SchedulerProvider } from './modules/hiring';
import { vendorTimesheets } from './modules/team-contracts';
import { registerAccessCheck } from './platform/access/access-check';
import { createPasswordHasher, type PasswordHasher } from './platform/access/passwords';
import { requireRouteAccess } from './platform/access/route-access';
import { createSessionCache } from './platform/access/session-cache';
import { announcingCache, startSessionRevocation } from './platform/access/session-revocation';
import type { Database } from './platform/database/database';
import { refuseForeignCharsets } from './platform/http/body-charset';
import { errorBody, handleClientError, handleError } from './platform/http/errors';
import { loggerOptions, OneLinePerRequest } from './platform/http/logging';
import { registerOpenApi } from './platform/http/openapi';
import { createResponseSerializerCompiler } from './platform/http/response-serializer';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { hasPortalBuild, registerDemoAssets, registerPortal } from './platform/http/static-files';
import { useReadableValidationMessages } from './platform/http/validation-messages';
import { createMemoryRateLimitStore, type RateLimitStore } from './platform/rate-limit/rate-limit';
import { createActionSourceRegistry, registerDashboardRoutes } from './platform/dashboard';
import { registerLiveEvents, startLiveEvents } from './platform/live-events';
import { createScheduledJobRegistry, type ScheduledJobRegistry } from './platform/schedule';
import { registerSystemRoutes } from './platform/system';
import { type SandboxLinks, sandboxLinksOf } from './sandbox/links/sandbox-links';
import { startSandboxVendor } from './sandbox/disputes';
import { startSandboxTimesheetVendor } from './sandbox/timesheets';
import { registerSandboxMailbox } from './sandbox/mailbox';
import { createSandboxPayments, registerSandboxPayments, type SandboxProvider } from './sandbox/payments';
import { createSandboxScheduler, registerSandboxScheduler } from './sandbox/scheduler';
import { registerSandboxSignup } from './sandbox/signup';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Where rate-limit counters live; in memory unless given (main passes Redis when configured). */
  rateLimits?: RateLimitStore;
  passwords?: PasswordHasher;
  /** Fastify's logger option; defaults to pino at config.logLevel with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Where the modules register their scheduled jobs; main passes one and starts them, tests leave them be. */
  scheduledJobs?: ScheduledJobRegistry;
}

/** Requests carry small JSON or form bodies; anything bigger is refused before parsing. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** A hop count means: trust that many proxies in front of the server. */
function trustProxySetting(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** The payment provider of PAYMENT_PROVIDER, and the sandbox when it is that one (its pages are served too). */
async function choosePaymentProvider(
  app: FastifyInstance,
  config: Config,
  sandboxDeps: { db: Database; links: SandboxLinks },
): Promise<{ provider: PaymentProvider; sandbox: SandboxProvider | null }> {
  const settings = config.payments;
  if (settings.provider === 'stripe') {
    if (!settings.stripeSecretKey || !settings.stripePublishableKey) throw new Error('Stripe keys are not configured');
    const provider = createStripeProvider({
      client: await createStripeClient(settings.stripeSecretKey),
      publishableKey: settings.stripePublishableKey,
      webhookSecret: settings.webhookSecret,
    });
    return { provider, sandbox: null };
  }
  const sandbox = createSandboxPayments(app, settings, sandboxDeps);
  return { provider: sandbox, sandbox };
}

/** The meeting scheduler of SCHEDULER_PROVIDER: HubSpot meetings, or the sandbox served by this API. */
function chooseScheduler(config: Config, links: SandboxLinks): SchedulerProvider {
  return config.publicRuntime.schedulerProvider === 'hubspot' ? createHubspotScheduler() : createSandboxScheduler(config.publicUrl, links);
}

/**
 * The API: the platform (errors, logging, security headers, access check, OpenAPI), then every
 * module of modules/index.ts with the providers chosen by configuration, then the sandbox's
 * stand-ins that configuration asks for, then static files (demo images, the built portal).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  useReadableValidationMessages();

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: trustProxySetting(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new OneLinePerRequest(),
    // The router's refusals (a malformed or too long path parameter) and the HTTP parser's (headers
    // too large) are answered in the envelope like every other failure.
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ validate: !config.isProduction }));
  app.setErrorHandler(handleError);

  registerSecurityHeaders(app, {
    sentryDsn: config.publicRuntime.sentryDsn,
    chatProvider: config.publicRuntime.chatProvider,
    paymentProvider: config.payments.provider,
    schedulerProvider: config.publicRuntime.schedulerProvider,
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  refuseForeignCharsets(app);
  const sessionCache = createSessionCache({ ttlMs: config.sessionCacheMs });
  const callerOfToken = findCaller(db);
  registerAccessCheck(app, { findCaller: callerOfToken, sessionCache });
  const logRevocationError = (error: unknown) => app.log.error({ err: error }, 'Announcing a session change failed');
  const sessionRevocation = await startSessionRevocation({
    db,
    cache: sessionCache,
    maxWaitMs: config.sessionCacheMs,
    onError: logRevocationError,
  });
  app.addHook('onClose', async () => sessionRevocation.close());
  const liveEvents = await startLiveEvents({ db, onError: (error) => app.log.error({ err: error }, 'Live updates failed') });
  app.addHook('onClose', async () => liveEvents.close());
  // A request without a body is validated as an empty object, so each missing field is named.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const emptyBody: preValidationHookHandler = (request, _reply, done) => {
      if (request.body === undefined) request.body = {};
      done();
    };
    route.preValidation = [emptyBody, ...[route.preValidation ?? []].flat()];
  });
  await registerOpenApi(app);

  const passwords = options.passwords ?? createPasswordHasher(config.passwordHashing);
  const rateLimits = options.rateLimits ?? createMemoryRateLimitStore();
  // The links to the sandbox's pages (checkout, a call) are signed with one key for every process,
  // read before any request that may sign or check one.
  const sandboxLinks = sandboxLinksOf(db, config.sandbox.linkSecret);
  if (config.payments.provider === 'sandbox' || config.publicRuntime.schedulerProvider === 'sandbox') {
    // A callback hook: once the key is read it costs a request nothing, as an async hook would.
    app.addHook('onRequest', (request, _reply, done) => {
      if (sandboxLinks.loaded()) return done();
      sandboxLinks
        .load()
        .catch((error: unknown) => request.log.warn({ err: error }, 'Sandbox link key not read'))
        .finally(() => done());
    });
  }
  const payments = await choosePaymentProvider(app, config, { db, links: sandboxLinks });
  app.addHook('onClose', async () => payments.provider.close());
  const scheduler = chooseScheduler(config, sandboxLinks);
  const actionSources = createActionSourceRegistry();
  const services = moduleServices({
    db,
    config,
    passwords,
    rateLimits,
    sessionCache: announcingCache(sessionCache, sessionRevocation, logRevocationError),
    sessionRevocation,
    payments: payments.provider,
    scheduler,
    actionSources,
    scheduledJobs: options.scheduledJobs ?? createScheduledJobRegistry(),
  });

  // Every route of the API declares its access; plugins registered outside this scope (Swagger UI,
  // static files) are left as they are.
  await app.register(
    namedPlugin('api', async (api) => {
      requireRouteAccess(app, api);
      await registerSystemRoutes(api, { db, config });
      await registerLiveEvents(app, api, { db, events: liveEvents, findCaller: callerOfToken, sessionChanges: sessionRevocation });
      for (const module of apiModules) await module.register(api, services);
      await registerDashboardRoutes(api, { sources: actionSources });
      if (scheduler.name === 'sandbox') await registerSandboxScheduler(api, { calendar: hiringCalendar(services), links: sandboxLinks });
      if (payments.sandbox) {
        await registerSandboxPayments(api, {
          sandbox: payments.sandbox,
          cardPayments: cardPayments({
            db,
            provider: payments.provider,
            catalog: paymentMethodCatalog(config.publicRuntime.paymentProductSlug),
          }),
          links: sandboxLinks,
        });
        // Offline, the vendors' answers to disputes come from the sandbox too.
        if (config.sandbox.disputeAnswerDelayMs > 0) {
          startSandboxVendor(app, vendorDisputes({ db, publicUrl: config.publicUrl }), { delayMs: config.sandbox.disputeAnswerDelayMs });
        }
        // And the vendors' timesheets: each ended week submitted, each query answered by a revision.
        if (config.sandbox.timesheetRevisionDelayMs > 0) {
          startSandboxTimesheetVendor(app, vendorTimesheets({ db, publicUrl: config.publicUrl }), {
            revisionDelayMs: config.sandbox.timesheetRevisionDelayMs,
          });
        }
      }
      if (!config.isProduction) await registerSandboxMailbox(api, { db, access: config.devMailbox });
      if (config.publicRuntime.signupUrl === SIGNUP_PAGE_PATH) await registerSandboxSignup(api);
    }),
  );
  await registerDemoAssets(app);

  let pageFallback: Awaited<ReturnType<typeof registerPortal>> | null = null;
  if (hasPortalBuild(config.portalDist)) {
    pageFallback = await registerPortal(app, config.portalDist);
  } else if (config.isProduction) {
    app.log.warn({ portalDist: config.portalDist }, 'No portal build found: serving the API only');
  }
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.(request, reply)) return;
    return reply.code(404).send(errorBody(NOT_FOUND_MESSAGE));
  });

  return app;
}
