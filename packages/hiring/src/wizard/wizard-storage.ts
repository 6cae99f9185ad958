import type { SavedWizard } from './wizard-state';

const KEY_PREFIX = 'portal.wizard.';

function keyFor(userId: string): string {
  return `${KEY_PREFIX}${userId}`;
}

/** The saved step and answers of this user (checked by the reducer's 'restore'), or null. */
export function loadWizard(userId: string): unknown {
  try {
    const text = window.localStorage.getItem(keyFor(userId));
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function saveWizard(userId: string, saved: SavedWizard): void {
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the wizard works, it just starts over after a reload.
  }
}

export function clearWizard(userId: string): void {
  try {
    window.localStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
