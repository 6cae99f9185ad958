export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API, from the runtime config. */
  baseUrl: string;
  /** Called after a request that carried a token was answered 401: go to Login. */
  onUnauthorized: () => void;
  /** Shows the error toast of a failed call. */
  notifyError: (text: string) => void;
  /** Sends an unexpected failure (network, 5xx) to error reporting. */
  reportError?: (error: unknown, context?: Record<string, unknown>) => void;
}

const unconfigured: ApiClientOptions = {
  baseUrl: '',
  onUnauthorized: () => {},
  notifyError: () => {},
};

let currentOptions: ApiClientOptions = unconfigured;

/**
 * Called once by the shell at start-up, before the first request. It only keeps the options, so the
 * shell can call it before the HTTP client is downloaded.
 */
export function configureApiClient(options: ApiClientOptions): void {
  currentOptions = { ...options };
}

export function apiClientOptions(): ApiClientOptions {
  return currentOptions;
}

/** Reports an error through the configured error reporting; silent when none is configured. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  currentOptions.reportError?.(error, context);
}
