import { fullName, LinkTabs, PageScaffold, type PageNotFoundText, PageStates } from '@portal/ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OWN_USER_PAGE_TITLE, USER_TABS } from '../page-tabs/page-tabs';
import { useUserPage } from './user-page';

const NOT_FOUND: PageNotFoundText = {
  title: 'User not found',
  description: 'There is no such user in your company. The link may be wrong, or the user was removed.',
  back: { label: 'Back to users', to: '/users' },
};

/**
 * The document title of one's own page. A route cannot know whose page it opens, so the tabs'
 * handles name another user's page and the shell titles the document from them in its own effect,
 * which runs after this component's: the own page's name is set once that has run.
 */
function useOwnPageDocumentTitle(isMe: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isMe) return undefined;
    let current = true;
    queueMicrotask(() => {
      if (!current) return;
      const tab = USER_TABS.find((candidate) => pathname.endsWith(`/${candidate.path}`));
      if (tab?.title && document.title.startsWith(tab.title)) document.title = OWN_USER_PAGE_TITLE + document.title.slice(tab.title.length);
    });
    return () => {
      current = false;
    };
  }, [isMe, pathname]);
}

/** /users/:id: a user's page, or the signed-in user's own (Personal Settings), with its tabs. */
export function UserSingleScreen() {
  const { id, isMe, isEditor, query } = useUserPage();
  useOwnPageDocumentTitle(isMe);
  const user = query.currentData;
  if (query.isError || !user) {
    // Not found, failed or loading: the page's state alone, without a user's tabs.
    return (
      <PageStates
        title={isMe ? OWN_USER_PAGE_TITLE : 'User'}
        query={query}
        notFound={NOT_FOUND}
        errorTitle="The user could not be loaded."
        loadingLabel="Loading the user"
      />
    );
  }
  // Disabling is an account editor's, of a colleague whose roles they all hold, never of their own account.
  const tabs = USER_TABS.filter((tab) => (tab.path === 'disable' ? isEditor && !isMe : !tab.role));
  return (
    <PageScaffold title={isMe ? OWN_USER_PAGE_TITLE : fullName(user)}>
      <LinkTabs label="User pages" base={`/users/${id}`} tabs={tabs} />
      <Outlet />
    </PageScaffold>
  );
}
