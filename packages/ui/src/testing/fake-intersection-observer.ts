export interface WatchedPlace {
  /** The margin the observer was created with (`rootMargin`). */
  margin: string | undefined;
  /** Reports whether the watched place now intersects, as the browser would. */
  report(isIntersecting: boolean): void;
  disconnected: boolean;
}

/**
 * Installs an IntersectionObserver (jsdom has none) that reports only when a test tells it to;
 * returns the places watched, in order. Remove it with `removeFakeIntersectionObserver`.
 */
export function fakeIntersectionObserver(): WatchedPlace[] {
  const places: WatchedPlace[] = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private readonly place: WatchedPlace;
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
      this.place = { margin: options?.rootMargin, report: (isIntersecting) => callback([{ isIntersecting }]), disconnected: false };
      places.push(this.place);
    }
    observe() {}
    disconnect() {
      this.place.disconnected = true;
    }
  };
  return places;
}

export function removeFakeIntersectionObserver(): void {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
}
