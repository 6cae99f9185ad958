/** A pass run every interval until closed. */
export interface Poller {
  start(): void;
  close(): void;
  /** Closed: a pass under way stops taking more work. */
  readonly closed: boolean;
}

/**
 * Runs `pass` every `intervalMs` from `start` until `close`, never two passes at once (a tick
 * while one runs is skipped), its failures to `onError`. The timer does not keep the process alive.
 */
export function createPoller(pass: () => Promise<unknown>, options: { intervalMs: number; onError?: (error: unknown) => void }): Poller {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running = false;
  let closed = false;
  return {
    get closed() {
      return closed;
    },
    start() {
      if (timer || closed) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        pass()
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            running = false;
          });
      }, options.intervalMs);
      timer.unref();
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
