import { useBrowserDraft } from '@portal/ui';

/**
 * This browser's copy of the user's step and answers (checked by the reducer's 'restore' when
 * loaded), kept across sessions: the wizard continues where it was left after a reload.
 */
export function useBrowserCopy(userId: string) {
  return useBrowserDraft(`portal.wizard.${userId}`, 'local');
}
