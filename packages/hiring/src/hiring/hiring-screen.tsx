import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { LinkTabs, PageScaffold, type LinkTab } from '@portal/ui';
import { Link as RouterLink, Outlet } from 'react-router';
import { HIRING_PATHS } from './hiring-paths';

const TABS: readonly LinkTab[] = [
  { label: 'Requests', path: HIRING_PATHS.requests },
  { label: 'Interviews', path: HIRING_PATHS.interviews },
];

/** /hiring: the requests and interviews tabs, each a link to its own route. */
export function HiringScreen() {
  return (
    <PageScaffold
      title="Hiring"
      actions={
        <Button variant="contained" component={RouterLink} to={HIRING_PATHS.talentRequest} startIcon={<AddIcon />}>
          Request talent
        </Button>
      }
    >
      <LinkTabs label="Hiring sections" tabs={TABS} />
      <Outlet />
    </PageScaffold>
  );
}
