import type { API_TAG_TYPES } from '@portal/api-client';
import { defineLiveTags } from '@portal/api-client/light';

type SessionTagType = Extract<(typeof API_TAG_TYPES)[number], 'CurrentUser'>;

/** What the session shows of the live updates: the signed-in user. */
export const liveTags = defineLiveTags<SessionTagType>({
  // A change of the signed-in user, or of users unnamed: their roles, and so the menu and the pages allowed.
  user: ({ id, selfId }) => (!id || id === selfId ? ['CurrentUser'] : []),
  // The signed-in user carries the company's name.
  company: () => ['CurrentUser'],
});
