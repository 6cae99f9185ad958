import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLogout, useSession } from '@portal/auth';
import { fullName, UserAvatar, type NavItem } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { personalSettingsPath } from './portal-nav';
import { MOBILE_MENU_ID } from './use-header-nav';

interface MobileMenuProps {
  items: NavItem[];
  active: NavItem | undefined;
  onNavigate: () => void;
}

/**
 * The menu behind the burger button on phones: the sections, then who is signed in (the avatar
 * menu's header, which phones do not show) with Personal Settings and Log Out.
 */
export function MobileMenu({ items, active, onNavigate }: MobileMenuProps) {
  const { user } = useSession();
  const logout = useLogout();
  const settingsPath = personalSettingsPath(user);

  return (
    <Paper
      id={MOBILE_MENU_ID}
      component="nav"
      aria-label="Mobile menu"
      square
      elevation={4}
      sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider' }}
    >
      <List>
        {items.map((item) => (
          <ListItemButton
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={item === active}
            aria-current={item === active ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
      {items.length > 0 && <Divider />}
      {user && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1 }}>
          <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{fullName(user)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
        </Box>
      )}
      <Box component={List}>
        {settingsPath && (
          <ListItemButton component={RouterLink} to={settingsPath} onClick={onNavigate}>
            <ListItemText primary="Personal Settings" />
          </ListItemButton>
        )}
        <ListItemButton
          onClick={() => {
            onNavigate();
            void logout();
          }}
        >
          <ListItemText primary="Log Out" />
        </ListItemButton>
      </Box>
    </Paper>
  );
}
