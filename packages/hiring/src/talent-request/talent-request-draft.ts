import { useBrowserDraft } from '@portal/ui';

/** The draft lives for the tab (sessionStorage): kept across a reload, gone with the tab. */
export function useTalentRequestDraft(userId: string) {
  return useBrowserDraft(`portal.talent-request-draft.${userId}`, 'session');
}
