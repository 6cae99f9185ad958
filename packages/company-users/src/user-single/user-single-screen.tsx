import { fullName, LinkTabs, PageScaffold } from '@portal/ui';
import { Outlet } from 'react-router';
import { USER_TABS } from '../page-tabs/page-tabs';
import { useUserPage } from './user-page';

/** /users/:id: a user's page, or the signed-in user's own (Personal Settings), with its tabs. */
export function UserSingleScreen() {
  const { id, isMe, isEditor, query } = useUserPage();
  const user = query.data;
  const title = isMe ? 'Personal settings' : user ? fullName(user) : 'User';
  // Disabling is an account editor's, of a colleague whose roles they all hold, never of their own account.
  const tabs = USER_TABS.filter((tab) => (tab.path === 'disable' ? isEditor && !isMe : !tab.role));
  return (
    <PageScaffold title={title}>
      <LinkTabs label="User pages" base={`/users/${id}`} tabs={tabs} />
      <Outlet />
    </PageScaffold>
  );
}
