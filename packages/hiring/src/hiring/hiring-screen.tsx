import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageScaffold } from '@portal/ui';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { HIRING_PATHS } from './hiring-paths';

const TABS = [
  { label: 'Requests', to: HIRING_PATHS.requests },
  { label: 'Interviews', to: HIRING_PATHS.interviews },
] as const;

/** /hiring: the requests and interviews tabs, each a link to its own route. */
export function HiringScreen() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));

  return (
    <PageScaffold
      title="Hiring"
      actions={
        <Button variant="contained" component={RouterLink} to={HIRING_PATHS.talentRequest} startIcon={<AddIcon />}>
          Request talent
        </Button>
      }
    >
      <Tabs
        component="nav"
        aria-label="Hiring sections"
        value={current?.to ?? false}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
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
