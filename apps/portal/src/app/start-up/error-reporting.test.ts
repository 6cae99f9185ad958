import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { testRuntimeConfig } from '@portal/api-client/testing';

const init = jest.fn();
const captureException = jest.fn();
const replayIntegration = jest.fn(() => ({ name: 'Replay' }));
jest.unstable_mockModule('@sentry/react', () => ({ init, captureException, replayIntegration }));

const { reportError, startErrorReporting } = await import('./error-reporting');

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.requestIdleCallback = ((task: () => void) => {
    task();
    return 1;
  }) as typeof window.requestIdleCallback;
});
afterEach(() => consoleError.mockRestore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error reporting', () => {
  test('with a DSN, loads the SDK when idle, records replays of 10% of sessions and of every one with an error, and sends errors, also earlier ones', async () => {
    const early = new Error('before the SDK loaded');
    reportError(early);
    expect(consoleError).toHaveBeenCalled();
    startErrorReporting({ ...testRuntimeConfig, sentryDsn: 'https://key@o1.ingest.example.test/1', environment: 'staging' });
    await settle();
    await settle();

    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.example.test/1',
        environment: 'staging',
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1.0,
      }),
    );
    expect(replayIntegration).toHaveBeenCalled();
    expect(captureException).toHaveBeenCalledWith(early, undefined);

    const later = new Error('server answered 500');
    reportError(later, { status: 500 });
    expect(captureException).toHaveBeenLastCalledWith(later, { extra: { status: 500 } });
  });
});

test('without a DSN nothing is loaded and errors are only logged', async () => {
  jest.resetModules();
  init.mockClear();
  const fresh = await import('./error-reporting');
  fresh.startErrorReporting({ ...testRuntimeConfig, sentryDsn: null });
  await settle();
  fresh.reportError(new Error('offline'), { url: '/api/x' });
  expect(init).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledWith(expect.any(Error), { url: '/api/x' });
});
