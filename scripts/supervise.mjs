// Keeps the API process of `npm start` running: started again whenever it dies on its own.

/**
 * Starts the child that `start` spawns, and starts it again after a short wait whenever it dies
 * (a non-zero exit code or a signal). An exit with code 0 is a clean stop the child was asked for
 * (Ctrl+C reaches the whole terminal's process group): it is not undone. The waits grow with
 * repeated deaths and fall back to the first once a child has run for `stableMs`.
 */
export function supervise({ start, log = console.log, delaysMs = [1_000, 2_000, 5_000, 10_000], stableMs = 30_000, name = 'The API' }) {
  let child = null;
  let stopping = false;
  let restart = null;
  let deaths = 0;
  let starts = 0;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  function launch() {
    restart = null;
    const startedAt = Date.now();
    starts += 1;
    child = start();
    child.once('exit', (code, signal) => {
      if (stopping || (code === 0 && !signal)) {
        finish({ code: code ?? 0, signal });
        return;
      }
      if (Date.now() - startedAt >= stableMs) deaths = 0;
      const delay = delaysMs[Math.min(deaths, delaysMs.length - 1)];
      deaths += 1;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      log(`${name} process ${how}; starting it again in ${(delay / 1_000).toFixed(1)} s.`);
      restart = setTimeout(launch, delay);
    });
  }

  launch();
  return {
    /** How many times the child was started. */
    starts: () => starts,
    /** Stops the child (and any restart to come); resolves with how the last child ended. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (restart) {
        clearTimeout(restart);
        finish({ code: 0, signal: null });
      } else if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
      }
      return done;
    },
    done,
  };
}
