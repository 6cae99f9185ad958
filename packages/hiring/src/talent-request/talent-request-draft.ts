import { readDraft, type TalentRequestForm } from './talent-request-form';

/** The draft lives for the tab (sessionStorage): kept across a reload, gone with the tab. */
function keyFor(userId: string): string {
  return `portal.talent-request-draft.${userId}`;
}

export function loadDraft(userId: string): TalentRequestForm {
  try {
    const text = window.sessionStorage.getItem(keyFor(userId));
    return readDraft(text === null ? null : JSON.parse(text));
  } catch {
    return readDraft(null);
  }
}

export function saveDraft(userId: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(keyFor(userId), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form works, the draft is just not kept.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.sessionStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
