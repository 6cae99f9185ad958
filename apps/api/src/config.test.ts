import { resolve } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import {
  ConfigError,
  DEFAULT_HELP_CENTER_URL,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_TWO_FACTOR_ENCRYPTION_KEY,
  loadConfig,
  parseEncryptionKey,
} from './config';

/** A key of production's own, as 64 hexadecimal digits. */
const PRODUCTION_TWO_FACTOR_KEY = 'a1'.repeat(32);
import { packageRoot } from './platform/paths';

describe('loadConfig', () => {
  test('has defaults for everything', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      isProduction: false,
      databaseUrl: null,
      dataDir: '/srv/portal/.data',
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'Client Portal <no-reply@localhost>',
      sessionTtlHours: 12,
      trustProxy: false,
      logLevel: 'info',
      seedDemo: true,
      portalDist: resolve(packageRoot, '../portal/dist'),
      publicRuntime: {
        sentryDsn: null,
        helpCenterUrl: DEFAULT_HELP_CENTER_URL,
        termsOfServiceUrl: `${DEFAULT_HELP_CENTER_URL}/terms-of-service`,
        privacyPolicyUrl: `${DEFAULT_HELP_CENTER_URL}/privacy-policy`,
        signupUrl: '/signup',
        chatProvider: 'sandbox',
        hubspotPortalId: null,
        paymentProductSlug: 'marketplace',
        schedulerProvider: 'sandbox',
      },
    });
    expect(config.passwordHashing).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  test('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://portal.example.com/',
        NODE_ENV: 'production',
        PAYMENT_WEBHOOK_SECRET: 'whsec_production',
        TWO_FACTOR_ENCRYPTION_KEY: PRODUCTION_TWO_FACTOR_KEY,
        DATABASE_URL: 'postgres://portal@db:5432/portal',
        DATA_DIR: 'state',
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtps://user:pass@smtp.example.com',
        MAIL_FROM: 'Portal <hello@example.com>',
        SESSION_TTL_HOURS: '8',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        PORTAL_DIST: 'web',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        HELP_CENTER_URL: 'https://help.example.com/',
        TERMS_OF_SERVICE_URL: 'https://example.com/legal/terms',
        SIGNUP_URL: 'https://example.com/hire',
        CHAT_PROVIDER: 'hubspot',
        HUBSPOT_PORTAL_ID: '123',
      },
      '/srv/portal',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://portal.example.com',
      isProduction: true,
      databaseUrl: 'postgres://portal@db:5432/portal',
      dataDir: '/srv/portal/state',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://user:pass@smtp.example.com',
      mailFrom: 'Portal <hello@example.com>',
      sessionTtlHours: 8,
      trustProxy: 1,
      logLevel: 'warn',
      seedDemo: false,
      portalDist: '/srv/portal/web',
      publicRuntime: {
        sentryDsn: 'https://key@o1.ingest.sentry.io/2',
        helpCenterUrl: 'https://help.example.com',
        termsOfServiceUrl: 'https://example.com/legal/terms',
        privacyPolicyUrl: 'https://help.example.com/privacy-policy',
        signupUrl: 'https://example.com/hire',
        chatProvider: 'hubspot',
        hubspotPortalId: '123',
        paymentProductSlug: 'marketplace',
        schedulerProvider: 'sandbox',
      },
    });
  });

  test("derives the public URL from the port; the sign-up page is the portal's own", () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.publicRuntime.signupUrl).toBe('/signup');
  });

  test.each([
    ['true', true],
    ['FALSE', false],
    ['2', 2],
    ['10.0.0.1,10.0.0.2', '10.0.0.1,10.0.0.2'],
  ])('TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  test('empty variables count as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SEED_DEMO: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
      seedDemo: true,
    });
  });

  test('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', CHAT_PROVIDER: 'irc', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', CHAT_PROVIDER: 'irc', SEED_DEMO: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'CHAT_PROVIDER', 'SEED_DEMO']) expect(message).toContain(name);
    }
  });

  test('a transaction pooler needs the server itself beside it, for migrations and LISTEN', () => {
    const pooler = 'postgres://portal@pooler:6432/portal';
    expect(() => loadConfig({ DATABASE_URL: pooler, DATABASE_POOLER: 'transaction' })).toThrow(/DATABASE_DIRECT_URL/);
    expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER/);
    const config = loadConfig({
      DATABASE_URL: pooler,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: 'postgres://portal@db:5432/portal',
    });
    expect(config.database).toMatchObject({ pooler: 'transaction', directUrl: 'postgres://portal@db:5432/portal' });
    expect(loadConfig({}).database).toMatchObject({ pooler: 'none', directUrl: null });
  });

  test('HubSpot chat needs a portal id', () => {
    expect(() => loadConfig({ CHAT_PROVIDER: 'hubspot' })).toThrow(/HUBSPOT_PORTAL_ID/);
  });
});

describe('payment settings', () => {
  test('default to the sandbox with a development webhook secret', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({
      provider: 'sandbox',
      stripeSecretKey: null,
      stripePublishableKey: null,
      webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET,
      achSettleDelayMs: 5000,
      wireConfirmDelayMs: 30_000,
    });
  });

  test('production needs a webhook secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_WEBHOOK_SECRET is required/);
  });

  test('production refuses the development webhook secret, with either provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET })).toThrow(
      /PAYMENT_WEBHOOK_SECRET must not be the development value in production/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET,
      }),
    ).toThrow(/must not be the development value/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_WEBHOOK_SECRET: 'whsec_production',
        TWO_FACTOR_ENCRYPTION_KEY: PRODUCTION_TWO_FACTOR_KEY,
      }).payments.webhookSecret,
    ).toBe('whsec_production');
  });

  test('Stripe needs its keys', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', PAYMENT_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      PAYMENT_WEBHOOK_SECRET: 'whsec_1',
      ACH_SETTLE_DELAY_MS: '0',
    });
    expect(config.payments).toMatchObject({ provider: 'stripe', stripeSecretKey: 'sk_test_1', achSettleDelayMs: 0 });
  });
});

describe('sandbox settings', () => {
  test('the development mailbox answers this machine only, unless opened', () => {
    expect(loadConfig({}).devMailbox).toBe('local');
    expect(loadConfig({ DEV_MAILBOX: 'open' }).devMailbox).toBe('open');
    expect(() => loadConfig({ DEV_MAILBOX: 'everyone' })).toThrow(/DEV_MAILBOX/);
  });

  test("the sandbox's vendor answers a dispute 30 s after it is raised, and revises a queried timesheet 10 s after the query, unless told; 0 turns each off", () => {
    expect(loadConfig({}).sandbox.disputeAnswerDelayMs).toBe(30_000);
    expect(loadConfig({ DISPUTE_ANSWER_DELAY_MS: '0' }).sandbox.disputeAnswerDelayMs).toBe(0);
    expect(loadConfig({}).sandbox.timesheetRevisionDelayMs).toBe(10_000);
    expect(loadConfig({ TIMESHEET_REVISION_DELAY_MS: '0' }).sandbox.timesheetRevisionDelayMs).toBe(0);
    expect(() => loadConfig({ TIMESHEET_REVISION_DELAY_MS: '-1' })).toThrow(/TIMESHEET_REVISION_DELAY_MS/);
    expect(() => loadConfig({ DISPUTE_ANSWER_DELAY_MS: '-1' })).toThrow(/DISPUTE_ANSWER_DELAY_MS/);
  });

  test('the link secret is generated unless given, and a given one is long enough', () => {
    expect(loadConfig({}).sandbox.linkSecret).toBeNull();
    expect(loadConfig({ SANDBOX_LINK_SECRET: 'x'.repeat(32) }).sandbox.linkSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ SANDBOX_LINK_SECRET: 'short' })).toThrow(/SANDBOX_LINK_SECRET/);
  });
});

describe('two-factor settings', () => {
  const production = { NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: 'whsec_production' };

  test('outside production the development key is used unless one is given', () => {
    expect(loadConfig({}).twoFactor.encryptionKey).toEqual(parseEncryptionKey(DEV_TWO_FACTOR_ENCRYPTION_KEY));
    expect(loadConfig({ TWO_FACTOR_ENCRYPTION_KEY: PRODUCTION_TWO_FACTOR_KEY }).twoFactor.encryptionKey).toEqual(
      Buffer.from(PRODUCTION_TWO_FACTOR_KEY, 'hex'),
    );
  });

  test('production needs a key of its own', () => {
    expect(() => loadConfig(production)).toThrow(/TWO_FACTOR_ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ ...production, TWO_FACTOR_ENCRYPTION_KEY: DEV_TWO_FACTOR_ENCRYPTION_KEY })).toThrow(
      /TWO_FACTOR_ENCRYPTION_KEY must not be the development value in production/,
    );
    expect(loadConfig({ ...production, TWO_FACTOR_ENCRYPTION_KEY: PRODUCTION_TWO_FACTOR_KEY }).twoFactor.encryptionKey).toHaveLength(32);
  });

  test('the key is 32 bytes, in hexadecimal or base64', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(parseEncryptionKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseEncryptionKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseEncryptionKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(parseEncryptionKey('too-short')).toBeNull();
    expect(parseEncryptionKey(Buffer.alloc(16).toString('base64'))).toBeNull();
    expect(parseEncryptionKey('not base64 at all!')).toBeNull();
    expect(() => loadConfig({ TWO_FACTOR_ENCRYPTION_KEY: 'short' })).toThrow(/TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes/);
  });
});

describe('scheduled jobs (the contract schedule, autopay, the timesheet schedule)', () => {
  test('run hourly unless told otherwise; 0 turns one off; shorter than a second is refused', () => {
    expect(loadConfig({}).contractScheduleIntervalMs).toBe(60 * 60 * 1000);
    expect(loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '0' }).contractScheduleIntervalMs).toBe(0);
    expect(loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '60000' }).contractScheduleIntervalMs).toBe(60_000);
    expect(() => loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '10' })).toThrow(
      /CONTRACT_SCHEDULE_INTERVAL_MS: use 0 \(never\) or at least 1000/,
    );
    expect(() => loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '-1' })).toThrow(/CONTRACT_SCHEDULE_INTERVAL_MS/);
    expect(() => loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: 'hourly' })).toThrow(/CONTRACT_SCHEDULE_INTERVAL_MS/);
    expect(loadConfig({}).autopayIntervalMs).toBe(60 * 60 * 1000);
    expect(loadConfig({ AUTOPAY_INTERVAL_MS: '0' }).autopayIntervalMs).toBe(0);
    expect(() => loadConfig({ AUTOPAY_INTERVAL_MS: '10' })).toThrow(/AUTOPAY_INTERVAL_MS: use 0 \(never\) or at least 1000/);
    // Auto-approvals fall due at a time of day: the timesheet schedule runs every five minutes.
    expect(loadConfig({}).timesheetScheduleIntervalMs).toBe(5 * 60 * 1000);
    expect(loadConfig({ TIMESHEET_SCHEDULE_INTERVAL_MS: '0' }).timesheetScheduleIntervalMs).toBe(0);
    expect(() => loadConfig({ TIMESHEET_SCHEDULE_INTERVAL_MS: '10' })).toThrow(
      /TIMESHEET_SCHEDULE_INTERVAL_MS: use 0 \(never\) or at least 1000/,
    );
  });
});

describe('every setting', () => {
  const FIFTEEN_MINUTES = 15 * 60;

  test('the defaults, in full', () => {
    expect(loadConfig({}, '/srv/portal')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      isProduction: false,
      databaseUrl: null,
      database: { poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 15_000, pooler: 'none', directUrl: null },
      dataDir: '/srv/portal/.data',
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'Client Portal <no-reply@localhost>',
      sessionTtlHours: 12,
      sessionCacheMs: 1000,
      trustProxy: false,
      logLevel: 'info',
      seedDemo: true,
      portalDist: resolve(packageRoot, '../portal/dist'),
      publicRuntime: {
        sentryDsn: null,
        helpCenterUrl: DEFAULT_HELP_CENTER_URL,
        termsOfServiceUrl: `${DEFAULT_HELP_CENTER_URL}/terms-of-service`,
        privacyPolicyUrl: `${DEFAULT_HELP_CENTER_URL}/privacy-policy`,
        signupUrl: '/signup',
        chatProvider: 'sandbox',
        hubspotPortalId: null,
        paymentProductSlug: 'marketplace',
        schedulerProvider: 'sandbox',
      },
      passwordHashing: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
      payments: {
        provider: 'sandbox',
        stripeSecretKey: null,
        stripePublishableKey: null,
        webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET,
        achSettleDelayMs: 5000,
        wireConfirmDelayMs: 30_000,
      },
      sandbox: { linkSecret: null, disputeAnswerDelayMs: 30_000, timesheetRevisionDelayMs: 10_000 },
      twoFactor: { encryptionKey: parseEncryptionKey(DEV_TWO_FACTOR_ENCRYPTION_KEY) },
      devMailbox: 'local',
      activateAfterOnboardingCall: true,
      contractScheduleIntervalMs: 60 * 60 * 1000,
      autopayIntervalMs: 60 * 60 * 1000,
      timesheetScheduleIntervalMs: 5 * 60 * 1000,
      rateLimits: {
        loginPerAccountAndAddress: { points: 5, durationSeconds: FIFTEEN_MINUTES },
        loginPerAccount: { points: 10, durationSeconds: FIFTEEN_MINUTES, firstDelaySeconds: 5, maxDelaySeconds: FIFTEEN_MINUTES },
        loginPerAddress: { points: 30, durationSeconds: FIFTEEN_MINUTES },
        forgotPasswordPerAccount: { points: 5, durationSeconds: FIFTEEN_MINUTES },
        forgotPasswordPerAddress: { points: 20, durationSeconds: FIFTEEN_MINUTES },
        signupPerAddress: { points: 10, durationSeconds: 60 * 60 },
        invitationsPerCompany: { points: 100, durationSeconds: 24 * 60 * 60 },
        invitationsPerAddress: { points: 50, durationSeconds: 60 * 60 },
        invitationLinksPerAddress: { points: 30, durationSeconds: FIFTEEN_MINUTES },
        contractPdfChecksPerUser: { points: 30, durationSeconds: FIFTEEN_MINUTES },
      },
    });
  });

  test('reads the variables of the database, sessions, pages, payments and scheduling', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://portal.example.com//',
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      SESSION_CACHE_MS: '0',
      MAIL_FROM: '  Portal <hello@example.com>  ',
      PRIVACY_POLICY_URL: 'https://example.com/legal/privacy',
      PAYMENT_PRODUCT_SLUG: 'talent-cloud-2',
      SCHEDULER_PROVIDER: 'hubspot',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      PAYMENT_WEBHOOK_SECRET: 'whsec_1',
      ACTIVATE_AFTER_ONBOARDING_CALL: 'no',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://portal.example.com',
      database: { poolSize: 25, connectTimeoutMs: 2000, statementTimeoutMs: 0 },
      sessionCacheMs: 0,
      mailFrom: 'Portal <hello@example.com>',
      publicRuntime: {
        termsOfServiceUrl: `${DEFAULT_HELP_CENTER_URL}/terms-of-service`,
        privacyPolicyUrl: 'https://example.com/legal/privacy',
        paymentProductSlug: 'talent-cloud-2',
        schedulerProvider: 'hubspot',
      },
      payments: { provider: 'sandbox', stripeSecretKey: 'sk_test_1', stripePublishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      activateAfterOnboardingCall: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com' }).mailFrom).toBe('Client Portal <no-reply@portal.example.com>');
  });

  test('a flag is true, 1 or yes, or false, 0 or no, in lower case; blank is unset', () => {
    for (const value of ['true', '1', 'yes']) expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(true);
    for (const value of ['false', '0', 'no']) expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '  ' }).seedDemo).toBe(true);
    for (const value of ['TRUE', 'on', 'y']) {
      expect(() => loadConfig({ SEED_DEMO: value })).toThrow(new ConfigError('Invalid configuration: SEED_DEMO: Use true or false.'));
      expect(() => loadConfig({ ACTIVATE_AFTER_ONBOARDING_CALL: value })).toThrow(
        new ConfigError('Invalid configuration: ACTIVATE_AFTER_ONBOARDING_CALL: Use true or false.'),
      );
    }
  });

  test('a new customer is activated after the onboarding call by itself outside production, unless told', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: 'whsec_production',
      TWO_FACTOR_ENCRYPTION_KEY: PRODUCTION_TWO_FACTOR_KEY,
    };
    expect(loadConfig({}).activateAfterOnboardingCall).toBe(true);
    expect(loadConfig({ ACTIVATE_AFTER_ONBOARDING_CALL: '0' }).activateAfterOnboardingCall).toBe(false);
    expect(loadConfig(production).activateAfterOnboardingCall).toBe(false);
    expect(loadConfig({ ...production, ACTIVATE_AFTER_ONBOARDING_CALL: 'yes' }).activateAfterOnboardingCall).toBe(true);
  });

  test('the message names each invalid variable with its reason, in the order of the variables', () => {
    expect(() => loadConfig({ PAYMENT_PRODUCT_SLUG: 'Talent Cloud', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' })).toThrow(
      new ConfigError(
        'Invalid configuration: LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"; ' +
          'SEED_DEMO: Use true or false.; PAYMENT_PRODUCT_SLUG: use lower-case letters, digits and dashes',
      ),
    );
    expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow(
      new ConfigError('Invalid configuration: DATABASE_POOLER: Use none or transaction.'),
    );
    const badValues: [name: string, value: string][] = [
      ['PORT', '65536'],
      ['PORT', '80.5'],
      ['DATABASE_POOL_SIZE', '0'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '99'],
      ['SESSION_TTL_HOURS', '0'],
      ['SESSION_CACHE_MS', '60001'],
      ['ACH_SETTLE_DELAY_MS', '-1'],
      ['WIRE_CONFIRM_DELAY_MS', '-1'],
      ['SENTRY_DSN', 'not a url'],
      ['SCHEDULER_PROVIDER', 'calendly'],
      ['PAYMENT_PROVIDER', 'paypal'],
    ];
    for (const [name, value] of badValues) {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
    }
  });

  test('the rules between variables are checked once every variable is valid, and the first broken one is told', () => {
    expect(() => loadConfig({ CHAT_PROVIDER: 'hubspot', PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ CHAT_PROVIDER: 'hubspot', PORT: 'eighty' })).not.toThrow(/HUBSPOT_PORTAL_ID/);
    expect(() => loadConfig({ CHAT_PROVIDER: 'hubspot' })).toThrow(
      new ConfigError('Invalid configuration: HUBSPOT_PORTAL_ID is required when CHAT_PROVIDER=hubspot'),
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      new ConfigError('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when PAYMENT_PROVIDER=stripe'),
    );
    expect(() => loadConfig({ NODE_ENV: 'production', CHAT_PROVIDER: 'hubspot', DATABASE_POOLER: 'transaction' })).toThrow(
      new ConfigError('Invalid configuration: HUBSPOT_PORTAL_ID is required when CHAT_PROVIDER=hubspot'),
    );
    expect(() => loadConfig({ DATABASE_POOLER: 'transaction', TWO_FACTOR_ENCRYPTION_KEY: 'short' })).toThrow(
      new ConfigError('Invalid configuration: TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes, as 64 hexadecimal digits or in base64'),
    );
    let thrown: unknown;
    try {
      loadConfig({ PORT: 'eighty' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).name).toBe('ConfigError');
  });
});
