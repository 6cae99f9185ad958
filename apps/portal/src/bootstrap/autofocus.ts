/**
 * Focuses a field marked `autofocus` when it appears. React focuses `autoFocus` elements itself as
 * it mounts them and leaves no attribute; the production build renders with Preact, which writes
 * the attribute and leaves the focusing to the browser, and a browser honours it only for the
 * page's first one. Each marked element is focused once, on arrival, unless focus is already
 * inside it.
 */
export function focusArrivingAutofocusFields(root: Node): MutationObserver {
  const focused = new WeakSet<Element>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const target = node.matches('[autofocus]') ? node : node.querySelector<HTMLElement>('[autofocus]');
        if (!target || focused.has(target)) continue;
        focused.add(target);
        if (!target.contains(document.activeElement)) target.focus();
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}
