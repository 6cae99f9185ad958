import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useLogout } from '@portal/auth';
import type { CurrentUser } from '@portal/api-schema';
import { fullName } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { personalSettingsPath } from './portal-nav';

export interface AccountMenuListProps {
  user: CurrentUser;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The avatar menu's entries: loaded when the menu first opens. */
export function AccountMenuList({ user, anchor, onClose }: AccountMenuListProps) {
  const logout = useLogout();
  const settingsPath = personalSettingsPath(user);
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{fullName(user)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      {settingsPath && (
        <MenuItem component={RouterLink} to={settingsPath} onClick={onClose}>
          Personal Settings
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        Log Out
      </MenuItem>
    </Menu>
  );
}
