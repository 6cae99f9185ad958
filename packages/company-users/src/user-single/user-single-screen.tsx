import { fullName, LinkTabs, PageScaffold, type PageNotFoundText, PageStates, usePageTitle } from '@portal/ui';
import { Outlet } from 'react-router';
import { OWN_USER_PAGE_TITLE, USER_TABS } from '../page-tabs/page-tabs';
import { useUserPage } from './user-page';

const NOT_FOUND: PageNotFoundText = {
  title: 'User not found',
  description: 'There is no such user in your company. The link may be wrong, or the user was removed.',
  back: { label: 'Back to users', to: '/users' },
};

/** /users/:id: a user's page, or the signed-in user's own (Personal Settings), with its tabs. */
export function UserSingleScreen() {
  const { id, isMe, isEditor, query } = useUserPage();
  // A route cannot know whose page it opens: one's own names itself.
  usePageTitle(isMe ? OWN_USER_PAGE_TITLE : undefined);
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
