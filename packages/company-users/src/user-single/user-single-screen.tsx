import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSession } from '@portal/auth';
import { PageScaffold } from '@portal/ui';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import { useGetCompanyUserQuery } from '../endpoints/company-users-api';

export const USER_TABS = [
  { path: 'info', label: 'Info' },
  { path: 'password', label: 'Password' },
] as const;

function activeTab(pathname: string): string | false {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return USER_TABS.find((tab) => tab.path === last)?.path ?? false;
}

export function UserSingleScreen() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { user: me } = useSession();
  const isMe = me?.id === id;
  const { data: user } = useGetCompanyUserQuery(id, { skip: isMe });
  const title = isMe || !user ? 'Personal settings' : `${user.first_name} ${user.last_name}`.trim();

  return (
    <PageScaffold title={title}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={activeTab(pathname)} aria-label="User pages" variant="scrollable" allowScrollButtonsMobile>
          {USER_TABS.map((tab) => (
            <Tab key={tab.path} value={tab.path} label={tab.label} component={RouterLink} to={tab.path} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </PageScaffold>
  );
}
