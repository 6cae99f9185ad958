import type { RuntimeConfig } from '@portal/api-schema';
import { whenIdle } from './when-idle';

type Capture = (error: unknown, context?: Record<string, unknown>) => void;

// Until the SDK has loaded, errors wait here (up to a limit) and are sent once it is ready.
const MAX_EARLY_ERRORS = 20;
let reporting: 'starting' | 'off' | Capture = 'starting';
const earlyErrors: [unknown, Record<string, unknown> | undefined][] = [];

/** Sends an unexpected error to error reporting when it is on; always logs it to the console. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error, context ?? '');
  if (typeof reporting === 'function') reporting(error, context);
  else if (reporting === 'starting' && earlyErrors.length < MAX_EARLY_ERRORS) earlyErrors.push([error, context]);
}

/**
 * Error reporting is on only when the runtime config has a DSN. The SDK is loaded after the first
 * paint so it never delays the portal. Session replay records 10% of sessions, and every session
 * with an error.
 */
export function startErrorReporting(config: RuntimeConfig): void {
  const dsn = config.sentryDsn;
  if (!dsn) {
    reporting = 'off';
    earlyErrors.length = 0;
    return;
  }
  whenIdle(() => {
    import('@sentry/react')
      .then((Sentry) => {
        Sentry.init({
          dsn,
          environment: config.environment,
          integrations: [Sentry.replayIntegration()],
          replaysSessionSampleRate: 0.1,
          replaysOnErrorSampleRate: 1.0,
        });
        const capture: Capture = (error, context) => {
          Sentry.captureException(error, context ? { extra: context } : undefined);
        };
        reporting = capture;
        for (const [error, context] of earlyErrors.splice(0)) capture(error, context);
      })
      .catch((error: unknown) => {
        reporting = 'off';
        earlyErrors.length = 0;
        console.error('Error reporting could not start.', error);
      });
  });
}
