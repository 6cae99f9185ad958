import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

/** A tab of a page, a link to its own route. */
export interface LinkTab {
  label: string;
  /** The tab's address, or its path under the `base` of its `LinkTabs`. */
  path: string;
}

/** The address a tab links to. */
export function linkTabHref(tab: Pick<LinkTab, 'path'>, base?: string): string {
  return base === undefined ? tab.path : `${base}/${tab.path}`;
}

/** The tab the address is at or under (the most specific one), or false. */
export function activeLinkTab(pathname: string, tabs: readonly Pick<LinkTab, 'path'>[], base?: string): string | false {
  let active: { path: string; href: string } | null = null;
  for (const tab of tabs) {
    const href = linkTabHref(tab, base);
    const at = pathname === href || pathname.startsWith(`${href}/`);
    if (at && (!active || href.length > active.href.length)) active = { path: tab.path, href };
  }
  return active?.path ?? false;
}

export interface LinkTabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly LinkTab[];
  /** The page's address, when the tabs' paths are relative to it. */
  base?: string;
}

/** A page's tabs, each a link to its child route; the one of the current address is selected. */
export function LinkTabs({ label, tabs, base }: LinkTabsProps) {
  const { pathname } = useLocation();
  const current = activeLinkTab(pathname, tabs, base);
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
          to={linkTabHref(tab, base)}
          aria-current={current === tab.path ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
