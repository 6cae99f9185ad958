import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isInGroup, useSession } from '@portal/auth';
import { PageScaffold } from '@portal/ui';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useGetCompanyQuery } from './company-api';
import { COMPANY_PATHS } from './company-paths';

export const COMPANY_TABS = [
  { label: 'Information', to: COMPANY_PATHS.information },
  { label: 'Business', to: COMPANY_PATHS.business },
  { label: 'Connections', to: COMPANY_PATHS.connections },
] as const;

/** Only admins (every role) see who did what. */
const ACTIVITY_TAB = { label: 'Activity', to: COMPANY_PATHS.activity } as const;

/** /company: the company's information, business details, connections and (admins) activity, each a tab with its own URL. */
export function CompanyScreen() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const tabs = isInGroup(user, 'admin') ? [...COMPANY_TABS, ACTIVITY_TAB] : COMPANY_TABS;
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  const { data: details } = useGetCompanyQuery();
  const name = details?.information.name ?? user?.company?.name;
  const website = details?.information.website;
  const subtitle = (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1, overflowWrap: 'anywhere' }}>
      <span>{name}</span>
      {website && (
        <Link href={website} target="_blank" rel="noopener noreferrer">
          {website}
        </Link>
      )}
    </Box>
  );

  return (
    <PageScaffold title="My Company" subtitle={name ? subtitle : undefined}>
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
