import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import type { PageTab } from '../routes';

/** The tab whose path is the first segment of the address after `base`, or false. */
export function activeTab(pathname: string, base: string, tabs: readonly Pick<PageTab, 'path'>[]): string | false {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const segment = rest.replace(/^\/+/, '').split('/')[0];
  return tabs.find((tab) => tab.path === segment)?.path ?? false;
}

/** A page's tabs, each a link to its child route. */
export function PageTabs({ label, base, tabs }: { label: string; base: string; tabs: readonly Pick<PageTab, 'path' | 'label'>[] }) {
  const { pathname } = useLocation();
  const current = activeTab(pathname, base, tabs);
  return (
    <Tabs
      component="nav"
      aria-label={label}
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={tab.label}
          component={RouterLink}
          to={`${base}/${tab.path}`}
          aria-current={current === tab.path ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
