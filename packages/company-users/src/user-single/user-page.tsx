import { type CompanyUser, type CurrentUser, mayManageRoles, personBeyondRolesMessage } from '@portal/api-schema';
import { hasRole, useSession } from '@portal/auth';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useGetCompanyUserQuery } from '../endpoints/company-users-api';

export interface UserPageContext {
  /** The user the page is about. */
  user: CompanyUser;
  /** The signed-in user. */
  me: CurrentUser | null;
  isMe: boolean;
  /** The viewer manages this user: an account editor who holds every role of theirs (on their own page, any account editor). */
  isEditor: boolean;
  /** Why the viewer, an account editor, may not manage this colleague: they have roles the viewer lacks. Null otherwise. */
  outOfScope: string | null;
}

/** Why an account editor may not manage this colleague (the API's rule and words), or null when they may. */
function outOfScopeReason(me: CurrentUser | null, user: CompanyUser | undefined, isMe: boolean): string | null {
  if (!me || !user || isMe || !hasRole(me, 'account_editor')) return null;
  return mayManageRoles(me.extracted_roles, user.extracted_roles)
    ? null
    : personBeyondRolesMessage(me.extracted_roles, user.extracted_roles);
}

/** Who the page at /users/:id is about and who looks at it. */
export function useUserPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  // Colleagues change elsewhere (another editor, a confirmed e-mail link): a page opened again asks again.
  const query = useGetCompanyUserQuery(id, { refetchOnMountOrArgChange: true });
  const isMe = me?.id === id;
  const outOfScope = outOfScopeReason(me, query.data, isMe);
  return { id, me, isMe, isEditor: hasRole(me, 'account_editor') && outOfScope === null, outOfScope, query };
}

/** A tab of a user's page: its content once the user is loaded (until then the page shows the state of loading them, alone). */
export function UserPageContent({ children }: { children: (context: UserPageContext) => ReactNode }) {
  const { me, isMe, isEditor, outOfScope, query } = useUserPage();
  const user = query.currentData;
  if (query.isError || !user) return null;
  return <>{children({ user, me, isMe, isEditor, outOfScope })}</>;
}
