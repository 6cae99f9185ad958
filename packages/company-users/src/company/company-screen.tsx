import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { isInGroup, useSession } from '@portal/auth';
import { LinkTabs, PageScaffold } from '@portal/ui';
import { Outlet } from 'react-router';
import { useGetCompanyQuery } from './company-api';
import { COMPANY_PATHS } from './company-paths';

const COMPANY_TABS = [
  { label: 'Information', path: 'information' },
  { label: 'Business', path: 'business' },
  { label: 'Connections', path: 'connections' },
] as const;

/** Only admins (every role) see who did what. */
const ACTIVITY_TAB = { label: 'Activity', path: 'activity' } as const;

/** /company: the company's information, business details, connections and (admins) activity, each a tab with its own URL. */
export function CompanyScreen() {
  const { user } = useSession();
  const tabs = isInGroup(user, 'admin') ? [...COMPANY_TABS, ACTIVITY_TAB] : COMPANY_TABS;
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
      <LinkTabs label="My Company sections" base={COMPANY_PATHS.company} tabs={tabs} />
      <Outlet />
    </PageScaffold>
  );
}
