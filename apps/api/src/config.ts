import { resolve } from 'node:path';
import { SIGNUP_PAGE_PATH } from '@portal/api-schema';
import { z } from 'zod';
import type { DatabaseSettings } from './platform/database/database';
import { packageRoot } from './platform/paths';

export interface RateLimitRule {
  /** Attempts allowed within the window. */
  points: number;
  durationSeconds: number;
}

/**
 * A count of failures that slows rather than locks: beyond `points` within the window, a client
 * address that has itself failed recently waits after each failure, twice as long each time, from
 * `firstDelaySeconds` up to `maxDelaySeconds`; an address without recent failures is not delayed.
 */
export interface SlowdownRule extends RateLimitRule {
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

interface RateLimitSettings {
  /** Failed sign-ins of one account from one client address: then that address waits out the window. */
  loginPerAccountAndAddress: RateLimitRule;
  /** Failed sign-ins of one account from every address: slows the failing addresses, never locks the account. */
  loginPerAccount: SlowdownRule;
  /** Failed sign-ins from one client address, whatever the accounts. */
  loginPerAddress: RateLimitRule;
  forgotPasswordPerAccount: RateLimitRule;
  forgotPasswordPerAddress: RateLimitRule;
  /** New accounts from one client address (every attempt counts). */
  signupPerAddress: RateLimitRule;
  /** Invitations sent (created or resent) by one company. */
  invitationsPerCompany: RateLimitRule;
  /** Invitations sent (created or resent) from one client address. */
  invitationsPerAddress: RateLimitRule;
  /** Looks and acceptances of invitation links from one client address (every attempt counts). */
  invitationLinksPerAddress: RateLimitRule;
  /** Uploaded PDFs checked against a contract by one user (every attempt counts). */
  contractPdfChecksPerUser: RateLimitRule;
}

export interface PasswordHashingOptions {
  /** argon2id memory cost in KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Outside production the sandbox signs its webhooks with this well-known value; production refuses it. */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-payment-webhook-secret';

/** Outside production two-factor secrets are encrypted under this well-known key; production refuses it. */
export const DEV_TWO_FACTOR_ENCRYPTION_KEY = 'ZGV2LXR3by1mYWN0b3ItZW5jcnlwdGlvbi1rZXktMzI=';

export const DEFAULT_HELP_CENTER_URL = 'https://help.example.com/client-portal';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const FIFTEEN_MINUTES = 15 * 60;

/** OWASP's recommended argon2id settings (19 MiB, 2 iterations). */
const DEFAULT_PASSWORD_HASHING: PasswordHashingOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const DEFAULT_RATE_LIMITS: RateLimitSettings = {
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
};

/** A key of 32 bytes, written as 64 hexadecimal digits or in base64; null when it is neither. */
export function parseEncryptionKey(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** `true`/`false`, a hop count, or a comma-separated list of trusted addresses (Fastify's trustProxy). */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined) return false;
  if (['true', 'false'].includes(value.toLowerCase())) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** A variable whose blank value counts as unset. */
const variable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
const optionalString = variable(z.string().trim().optional());
const optionalUrl = variable(z.url().optional());
/** How often each process runs a scheduled job: 0 never, else at least a second, at most a day; hourly by default. */
const scheduleInterval = z.coerce
  .number()
  .int()
  .min(0)
  .max(24 * 60 * 60 * 1000)
  .refine((value) => value === 0 || value >= 1000, 'use 0 (never) or at least 1000')
  .default(60 * 60 * 1000);

const flag = z.stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'], case: 'sensitive', error: 'Use true or false.' });

/**
 * The environment variables, checked one by one (a bad value is named with its reason), then the
 * rules between them, then turned into the configuration; relative paths are resolved from `cwd`.
 */
function configSchema(cwd: string) {
  return z
    .object({
      PORT: variable(z.coerce.number().int().min(0).max(65_535).default(3000)),
      HOST: variable(z.string().default('0.0.0.0')),
      PUBLIC_URL: optionalUrl,
      NODE_ENV: variable(z.string().default('development')),
      DATABASE_URL: optionalUrl,
      DATABASE_POOL_SIZE: variable(z.coerce.number().int().min(1).max(1_000).default(10)),
      DATABASE_CONNECT_TIMEOUT_MS: variable(z.coerce.number().int().min(100).max(600_000).default(5_000)),
      DATABASE_STATEMENT_TIMEOUT_MS: variable(z.coerce.number().int().min(0).max(3_600_000).default(15_000)),
      DATABASE_POOLER: variable(z.enum(['none', 'transaction'], { message: 'Use none or transaction.' }).default('none')),
      DATABASE_DIRECT_URL: optionalUrl,
      DATA_DIR: optionalString,
      REDIS_URL: optionalUrl,
      SMTP_URL: optionalUrl,
      MAIL_FROM: optionalString,
      SESSION_TTL_HOURS: variable(
        z.coerce
          .number()
          .positive()
          .max(24 * 366)
          .default(12),
      ),
      SESSION_CACHE_MS: variable(z.coerce.number().int().min(0).max(60_000).default(1000)),
      TRUST_PROXY: optionalString.transform(parseTrustProxy),
      LOG_LEVEL: variable(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
      SEED_DEMO: variable(flag.default(true)),
      PORTAL_DIST: optionalString,
      SENTRY_DSN: optionalUrl,
      HELP_CENTER_URL: optionalUrl,
      TERMS_OF_SERVICE_URL: optionalUrl,
      PRIVACY_POLICY_URL: optionalUrl,
      SIGNUP_URL: optionalUrl,
      CHAT_PROVIDER: variable(z.enum(['sandbox', 'hubspot']).default('sandbox')),
      HUBSPOT_PORTAL_ID: optionalString,
      PAYMENT_PRODUCT_SLUG: variable(
        z
          .string()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and dashes')
          .default('marketplace'),
      ),
      PAYMENT_PROVIDER: variable(z.enum(['sandbox', 'stripe']).default('sandbox')),
      STRIPE_SECRET_KEY: optionalString,
      STRIPE_PUBLISHABLE_KEY: optionalString,
      PAYMENT_WEBHOOK_SECRET: optionalString,
      ACH_SETTLE_DELAY_MS: variable(z.coerce.number().int().min(0).max(86_400_000).default(5000)),
      WIRE_CONFIRM_DELAY_MS: variable(z.coerce.number().int().min(0).max(86_400_000).default(30_000)),
      DISPUTE_ANSWER_DELAY_MS: variable(z.coerce.number().int().min(0).max(86_400_000).default(30_000)),
      TIMESHEET_REVISION_DELAY_MS: variable(z.coerce.number().int().min(0).max(86_400_000).default(10_000)),
      SANDBOX_LINK_SECRET: variable(z.string().min(32, 'use at least 32 characters').optional()),
      TWO_FACTOR_ENCRYPTION_KEY: optionalString,
      DEV_MAILBOX: variable(z.enum(['local', 'open']).default('local')),
      SCHEDULER_PROVIDER: variable(z.enum(['sandbox', 'hubspot']).default('sandbox')),
      ACTIVATE_AFTER_ONBOARDING_CALL: variable(flag.optional()),
      CONTRACT_SCHEDULE_INTERVAL_MS: variable(scheduleInterval),
      AUTOPAY_INTERVAL_MS: variable(scheduleInterval),
      // Auto-approvals are due at a time of day, not on a day: every five minutes by default.
      TIMESHEET_SCHEDULE_INTERVAL_MS: variable(scheduleInterval.default(5 * 60 * 1000)),
    })
    .transform((vars, context) => {
      const isProduction = vars.NODE_ENV === 'production';
      // The rules between variables, in this order: the first one broken is told.
      const refuse = (message: string) => {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (vars.CHAT_PROVIDER === 'hubspot' && !vars.HUBSPOT_PORTAL_ID)
        return refuse('HUBSPOT_PORTAL_ID is required when CHAT_PROVIDER=hubspot');
      if (vars.PAYMENT_PROVIDER === 'stripe' && (!vars.STRIPE_SECRET_KEY || !vars.STRIPE_PUBLISHABLE_KEY)) {
        return refuse('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when PAYMENT_PROVIDER=stripe');
      }
      if ((isProduction || vars.PAYMENT_PROVIDER === 'stripe') && !vars.PAYMENT_WEBHOOK_SECRET) {
        return refuse('PAYMENT_WEBHOOK_SECRET is required in production and with PAYMENT_PROVIDER=stripe');
      }
      // The development value is public (it is in the source), so anyone could sign a payment event with it.
      if (isProduction && vars.PAYMENT_WEBHOOK_SECRET === DEV_PAYMENT_WEBHOOK_SECRET) {
        return refuse('PAYMENT_WEBHOOK_SECRET must not be the development value in production; set a secret of your own');
      }
      if (isProduction && !vars.TWO_FACTOR_ENCRYPTION_KEY) return refuse('TWO_FACTOR_ENCRYPTION_KEY is required in production');
      // The development key is in the source: secrets encrypted with it are as good as plain text.
      if (isProduction && vars.TWO_FACTOR_ENCRYPTION_KEY === DEV_TWO_FACTOR_ENCRYPTION_KEY) {
        return refuse('TWO_FACTOR_ENCRYPTION_KEY must not be the development value in production; set a key of your own');
      }
      const twoFactorKey = parseEncryptionKey(vars.TWO_FACTOR_ENCRYPTION_KEY ?? DEV_TWO_FACTOR_ENCRYPTION_KEY);
      if (!twoFactorKey) return refuse('TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes, as 64 hexadecimal digits or in base64');
      // Through a transaction pooler, LISTEN would hear nothing and the migration lock would not hold.
      if (vars.DATABASE_POOLER === 'transaction' && !(vars.DATABASE_URL && vars.DATABASE_DIRECT_URL)) {
        return refuse('DATABASE_POOLER=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (the PostgreSQL server itself)');
      }

      const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
      const helpCenterUrl = (vars.HELP_CENTER_URL ?? DEFAULT_HELP_CENTER_URL).replace(/\/+$/, '');
      const database: DatabaseSettings = {
        poolSize: vars.DATABASE_POOL_SIZE,
        connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
        pooler: vars.DATABASE_POOLER,
        directUrl: vars.DATABASE_DIRECT_URL ?? null,
      };
      return {
        port: vars.PORT,
        host: vars.HOST,
        publicUrl,
        nodeEnv: vars.NODE_ENV,
        isProduction,
        /** PostgreSQL server; null means embedded PGlite in `dataDir`. */
        databaseUrl: vars.DATABASE_URL ?? null,
        /** Pool size and timeouts of the PostgreSQL server (not used with PGlite). */
        database,
        dataDir: resolve(cwd, vars.DATA_DIR ?? '.data'),
        redisUrl: vars.REDIS_URL ?? null,
        smtpUrl: vars.SMTP_URL ?? null,
        mailFrom: vars.MAIL_FROM ?? `Client Portal <no-reply@${new URL(publicUrl).hostname}>`,
        sessionTtlHours: vars.SESSION_TTL_HOURS,
        /** How long a process reuses a checked session before asking the database again; 0: never. */
        sessionCacheMs: vars.SESSION_CACHE_MS,
        trustProxy: vars.TRUST_PROXY,
        logLevel: vars.LOG_LEVEL,
        seedDemo: vars.SEED_DEMO,
        portalDist: vars.PORTAL_DIST ? resolve(cwd, vars.PORTAL_DIST) : resolve(packageRoot, '../portal/dist'),
        publicRuntime: {
          sentryDsn: vars.SENTRY_DSN ?? null,
          helpCenterUrl,
          termsOfServiceUrl: vars.TERMS_OF_SERVICE_URL ?? `${helpCenterUrl}/terms-of-service`,
          privacyPolicyUrl: vars.PRIVACY_POLICY_URL ?? `${helpCenterUrl}/privacy-policy`,
          // Relative by default: the sandbox sign-up page is served on the portal's own origin.
          signupUrl: vars.SIGNUP_URL ?? SIGNUP_PAGE_PATH,
          chatProvider: vars.CHAT_PROVIDER,
          hubspotPortalId: vars.HUBSPOT_PORTAL_ID ?? null,
          paymentProductSlug: vars.PAYMENT_PRODUCT_SLUG,
          schedulerProvider: vars.SCHEDULER_PROVIDER,
        },
        passwordHashing: DEFAULT_PASSWORD_HASHING,
        payments: {
          provider: vars.PAYMENT_PROVIDER,
          stripeSecretKey: vars.STRIPE_SECRET_KEY ?? null,
          stripePublishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? null,
          /** Signs (sandbox) or verifies (Stripe's whsec_...) the payment webhooks. */
          webhookSecret: vars.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
          /** How long the sandbox waits before settling a verified ACH payment by webhook. */
          achSettleDelayMs: vars.ACH_SETTLE_DELAY_MS,
          /** How long the sandbox waits before reporting an announced wire received by webhook. */
          wireConfirmDelayMs: vars.WIRE_CONFIRM_DELAY_MS,
        },
        sandbox: {
          /** Signs the links to the sandbox's pages; null: a secret generated once and kept in the database. */
          linkSecret: vars.SANDBOX_LINK_SECRET ?? null,
          /** How long the sandbox's vendor waits before answering a dispute (PAYMENT_PROVIDER=sandbox); 0: it never answers. */
          disputeAnswerDelayMs: vars.DISPUTE_ANSWER_DELAY_MS,
          /**
           * How long the sandbox's vendor waits before revising a queried timesheet (PAYMENT_PROVIDER=sandbox);
           * 0: the sandbox's vendor of timesheets is off (it neither submits weeks nor revises).
           */
          timesheetRevisionDelayMs: vars.TIMESHEET_REVISION_DELAY_MS,
        },
        twoFactor: {
          /** 32 bytes: encrypts the TOTP secrets at rest (AES-256-GCM) and keys the recovery codes' hashes. */
          encryptionKey: twoFactorKey,
        },
        /**
         * Who may read the development mailbox (outside production only; production has none):
         * `local`, only requests whose connection comes from this machine (and not through a
         * proxy); `open`, anyone who reaches the port.
         */
        devMailbox: vars.DEV_MAILBOX,
        /**
         * A new customer's account becomes a ClientUser by itself once their onboarding call is booked
         * (the demo); otherwise an operator activates it (`cli activate <email>`).
         */
        activateAfterOnboardingCall: vars.ACTIVATE_AFTER_ONBOARDING_CALL ?? !isProduction,
        /** How often each process runs the contract schedule (starts, ends, ending-soon reminders); 0: never. */
        contractScheduleIntervalMs: vars.CONTRACT_SCHEDULE_INTERVAL_MS,
        /** How often each process runs autopay (pays the invoices due with the company's autopay method); 0: never. */
        autopayIntervalMs: vars.AUTOPAY_INTERVAL_MS,
        /** How often each process runs the timesheet schedule (auto-approvals, day-before reminders); 0: never. */
        timesheetScheduleIntervalMs: vars.TIMESHEET_SCHEDULE_INTERVAL_MS,
        rateLimits: DEFAULT_RATE_LIMITS,
      };
    });
}

/** The API's configuration, as `loadConfig` reads it from the environment. */
export type Config = z.output<ReturnType<typeof configSchema>>;

/** Who may read the development mailbox: `local`, this machine only; `open`, anyone who reaches the port. */
export type DevMailboxAccess = Config['devMailbox'];

/** Reads the configuration from environment variables; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = configSchema(cwd).safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
