import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PortalLogo } from '../app/layouts/portal-logo';
import { whenIdle } from '../app/start-up/when-idle';
import { AccountMenu } from './account-menu';
import { HelpMenu } from './help-menu';
import { MOBILE_MENU_ID, useHeaderNav } from './use-header-nav';

// Shown only after the burger button is pressed on a phone.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/** The top header of the default layout. */
export function Header() {
  const { items, active } = useHeaderNav();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  // Fetched once the page is idle rather than on the first tap, so that the menu opens even when
  // the connection has dropped since: the way on from a page that could not load.
  useEffect(() => whenIdle(() => void loadMobileMenu().catch(() => undefined)), []);

  // Any navigation closes the mobile menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  return (
    <ClickAwayListener onClickAway={() => setMobileOpen(false)}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMobileOpen(false);
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
          <PortalLogo to="/dashboard" />
          {items.length > 0 && (
            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
              {items.map((item) => {
                const isActive = item === active;
                return (
                  <Button
                    key={item.to}
                    component={RouterLink}
                    to={item.to}
                    aria-current={isActive ? 'page' : undefined}
                    color={isActive ? 'primary' : 'inherit'}
                    sx={{
                      fontWeight: isActive ? 700 : 500,
                      borderBottom: 2,
                      borderColor: isActive ? 'primary.main' : 'transparent',
                      borderRadius: 0,
                    }}
                  >
                    {item.label}
                  </Button>
                );
              })}
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          <HelpMenu />
          {/* At every width: the avatar says who is signed in, on a phone too. */}
          <AccountMenu />
        </Toolbar>
        {mobileOpen && (
          <Suspense fallback={null}>
            <MobileMenu items={items} active={active} onNavigate={() => setMobileOpen(false)} />
          </Suspense>
        )}
      </AppBar>
    </ClickAwayListener>
  );
}
