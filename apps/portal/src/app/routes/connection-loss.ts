// What browsers and Vite throw when a page's code could not be fetched: Chromium, Firefox, Safari,
// and Vite's preload of a chunk's styles.
const FETCH_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to fetch/i,
  /NetworkError/i,
];

/**
 * Whether a page failed because the portal could not be reached (offline, or the connection
 * dropped while its code loaded) rather than because the portal is broken: the user can retry
 * that, and it is no error of ours to report.
 */
export function isConnectionLoss(error: unknown, online: boolean = typeof navigator === 'undefined' || navigator.onLine): boolean {
  if (!online) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return FETCH_FAILURES.some((pattern) => pattern.test(error.message));
}
