import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isInGroup, useSession } from '@portal/auth';
import { PageScaffold } from '@portal/ui';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { COMPANY_PATHS } from './company-paths';

export const COMPANY_TABS = [
  { label: 'Information', to: COMPANY_PATHS.information },
  { label: 'Business', to: COMPANY_PATHS.business },
  { label: 'Connections', to: COMPANY_PATHS.connections },
] as const;

/** Only admins (every role) see who did what; the activity log is a page of its own. */
const ACTIVITY_TAB = { label: 'Activity', to: COMPANY_PATHS.activity } as const;

/** /company: the company's information, business details and connections, each a tab with its own URL. */
export function CompanyScreen() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const tabs = isInGroup(user, 'admin') ? [...COMPANY_TABS, ACTIVITY_TAB] : COMPANY_TABS;
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));

  return (
    <PageScaffold title="My Company" subtitle={user?.company?.name}>
      <Tabs
        component="nav"
        aria-label="My Company sections"
        value={current?.to ?? false}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.to}
            value={tab.to}
            label={tab.label}
            component={RouterLink}
            to={tab.to}
            aria-current={current?.to === tab.to ? 'page' : undefined}
          />
        ))}
      </Tabs>
      <Outlet />
    </PageScaffold>
  );
}
