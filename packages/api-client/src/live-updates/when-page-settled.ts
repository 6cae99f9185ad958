/** How long after the page's load event the live-updates stream opens. */
const LIVE_UPDATES_START_DELAY_MS = 3_000;

/**
 * Runs `start` a moment after the page has loaded, and returns how to cancel it. The stream is no
 * part of showing the page: opened later, it takes nothing from the first paint, and the page
 * reaches a quiet network (what tools that measure a page's load wait for) before it opens.
 */
export function whenPageSettled(
  start: () => void,
  target: { window: Window; document: Document },
  delayMs = LIVE_UPDATES_START_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(start, delayMs);
  };
  if (target.document.readyState === 'complete') arm();
  else target.window.addEventListener('load', arm, { once: true });
  return () => {
    target.window.removeEventListener('load', arm);
    if (timer !== undefined) clearTimeout(timer);
  };
}
