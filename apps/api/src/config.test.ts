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

  test('derives the public URL from the port; the sign-up page is the portal\'s own', () => {
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
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', CHAT_PROVIDER: 'irc', SEED_DEMO: 'maybe' }),
    ).toThrow(ConfigError);
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
    const config = loadConfig({ DATABASE_URL: pooler, DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: 'postgres://portal@db:5432/portal' });
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
      loadConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: 'whsec_production', TWO_FACTOR_ENCRYPTION_KEY: PRODUCTION_TWO_FACTOR_KEY })
        .payments.webhookSecret,
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

  test('the link secret is generated unless given, and a given one is long enough', () => {
    expect(loadConfig({}).sandbox).toEqual({ linkSecret: null });
    expect(loadConfig({ SANDBOX_LINK_SECRET: 'x'.repeat(32) }).sandbox).toEqual({ linkSecret: 'x'.repeat(32) });
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

describe('contract schedule', () => {
  test('runs hourly unless told otherwise; 0 turns it off; shorter than a second is refused', () => {
    expect(loadConfig({}).contractScheduleIntervalMs).toBe(60 * 60 * 1000);
    expect(loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '0' }).contractScheduleIntervalMs).toBe(0);
    expect(loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '60000' }).contractScheduleIntervalMs).toBe(60_000);
    expect(() => loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '10' })).toThrow(/CONTRACT_SCHEDULE_INTERVAL_MS: use 0 \(never\) or at least 1000/);
    expect(() => loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: '-1' })).toThrow(/CONTRACT_SCHEDULE_INTERVAL_MS/);
    expect(() => loadConfig({ CONTRACT_SCHEDULE_INTERVAL_MS: 'hourly' })).toThrow(/CONTRACT_SCHEDULE_INTERVAL_MS/);
  });
});
