/** Runs `task` when the browser has nothing more urgent to do (after the first paint). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}
