import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Button from '@mui/material/Button';
import { hasRole, useSession } from '@portal/auth';
import { LinkTabs, PageScaffold } from '@portal/ui';
import { Link as RouterLink, Outlet } from 'react-router';
import { INVITE_PATHS } from '../invite-form/invite-paths';
import { USERS_TABS } from '../page-tabs/page-tabs';

/** /users: the company's users and the tabs beside them; account editors may invite. */
export function UsersScreen() {
  const { user } = useSession();
  const tabs = USERS_TABS.filter((tab) => !tab.role || hasRole(user, tab.role));
  return (
    <PageScaffold
      title="Users"
      subtitle="The people of your company who use the portal, and what each of them can access."
      actions={
        hasRole(user, 'account_editor') ? (
          <Button variant="contained" component={RouterLink} to={INVITE_PATHS.create} startIcon={<PersonAddAlt1Icon />}>
            Invite user
          </Button>
        ) : undefined
      }
    >
      <LinkTabs label="Users sections" base="/users" tabs={tabs} />
      <Outlet />
    </PageScaffold>
  );
}
