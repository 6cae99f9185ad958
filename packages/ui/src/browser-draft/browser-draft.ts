import { useMemo } from 'react';

/** Where a draft is kept: `local` outlives the tab, `session` lives as long as the tab. */
export type DraftStorage = 'local' | 'session';

/** A draft kept in this browser under one key. Storage that is full or disabled never throws: nothing is kept. */
export interface BrowserDraft {
  /** What was saved (parsed from JSON, for the caller to check), or null when nothing readable is. */
  load(): unknown;
  save(value: unknown): void;
  clear(): void;
}

function storageOf(kind: DraftStorage): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export function browserDraft(key: string, storage: DraftStorage): BrowserDraft {
  return {
    load() {
      try {
        const text = storageOf(storage).getItem(key);
        return text === null ? null : (JSON.parse(text) as unknown);
      } catch {
        return null;
      }
    },
    save(value) {
      try {
        storageOf(storage).setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or disabled: the form works, the draft is just not kept.
      }
    },
    clear() {
      try {
        storageOf(storage).removeItem(key);
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}

/** The draft under `key` in this browser's local or session storage; the same object while the key stays. */
export function useBrowserDraft(key: string, storage: DraftStorage): BrowserDraft {
  return useMemo(() => browserDraft(key, storage), [key, storage]);
}
