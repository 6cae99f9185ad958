import IconButton from '@mui/material/IconButton';
import { useSession } from '@portal/auth';
import { initialsOf, UserAvatar, WhenFirstOpened } from '@portal/ui';
import { lazy, useState } from 'react';

// The entries load when the menu first opens: nothing of them is needed to show the page.
const AccountMenuList = lazy(async () => ({ default: (await import('./account-menu-list')).AccountMenuList }));

/** The avatar menu: Personal Settings (client users) and Log Out. */
export function AccountMenu() {
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
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
      <WhenFirstOpened open={anchor !== null}>
        <AccountMenuList user={user} anchor={anchor} onClose={() => setAnchor(null)} />
      </WhenFirstOpened>
    </>
  );
}
