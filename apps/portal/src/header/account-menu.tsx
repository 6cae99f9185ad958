import { Box, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useLogout, useSession } from '@portal/auth';
import { initialsOf, UserAvatar } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { personalSettingsPath } from '../navigation/portal-nav';

/** The avatar menu: Personal Settings (client users) and Log Out. */
export function AccountMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const settingsPath = personalSettingsPath(user);
  const close = () => setAnchor(null);
  const initials = user.photo ? '' : initialsOf(user.first_name, user.last_name);

  return (
    <>
      <IconButton
        // The initials are the button's visible text, so its name starts with them (label in name).
        aria-label={initials ? `${initials}: Account menu` : 'Account menu'}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={36} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${user.first_name} ${user.last_name}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        {settingsPath && (
          <MenuItem component={RouterLink} to={settingsPath} onClick={close}>
            Personal Settings
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}
