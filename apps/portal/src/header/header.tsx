import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PortalLogo } from '../app/layouts/portal-logo';
import { AccountMenu } from './account-menu';
import { HelpMenu } from './help-menu';
import { MOBILE_MENU_ID, useHeaderNav } from './use-header-nav';
import { type MobileMenuCode, useMobileMenuCode } from './use-mobile-menu-code';

const MENU_NOT_LOADED = 'The menu could not be loaded. Check your connection and try again.';

/** In the menu's place while its code is on its way or could not be fetched. */
function MenuPending({ code }: { code: Exclude<MobileMenuCode, { status: 'loaded' }> }) {
  if (code.status === 'loading') return null;
  return (
    <Paper id={MOBILE_MENU_ID} square elevation={4} sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider', p: 2 }}>
      <Typography role="alert" sx={{ mb: 1 }}>
        {MENU_NOT_LOADED}
      </Typography>
      <Button variant="outlined" onClick={code.retry}>
        Try again
      </Button>
    </Paper>
  );
}

/** The top header of the default layout. */
export function Header() {
  const { items, active } = useHeaderNav();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuCode = useMobileMenuCode(mobileOpen);

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
        {mobileOpen &&
          (menuCode.status === 'loaded' ? (
            <menuCode.MobileMenu items={items} active={active} onNavigate={() => setMobileOpen(false)} />
          ) : (
            <MenuPending code={menuCode} />
          ))}
      </AppBar>
    </ClickAwayListener>
  );
}
