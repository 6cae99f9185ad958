import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerManager, RuntimeConfig } from '@portal/api-schema';
import { fullName, UserAvatar } from '@portal/ui';

function ManagerCard({ manager }: { manager: CustomerManager }) {
  const name = fullName(manager);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        Your customer success manager
      </Typography>
      <UserAvatar firstName={manager.first_name} lastName={manager.last_name} src={manager.photo} size={72} />
      <Typography variant="h6" component="p">
        {name}
      </Typography>
      <Link href={`mailto:${manager.email}`}>{manager.email}</Link>
    </Stack>
  );
}

function GenericHelpCard({ config, onOpenChat }: { config: RuntimeConfig; onOpenChat: (() => void) | null }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p">
        Need help?
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Questions about hiring, contracts or invoices? Chat with our team or find answers in the help center.
      </Typography>
      {onOpenChat && (
        <Button variant="contained" onClick={onOpenChat}>
          Chat with us
        </Button>
      )}
      <Button
        variant="outlined"
        component="a"
        href={config.helpCenterUrl}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon aria-hidden />}
      >
        Visit the help center
      </Button>
    </Stack>
  );
}

export interface HelpPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  manager: CustomerManager | null;
  config: RuntimeConfig;
  onOpenChat: (() => void) | null;
}

/** The help menu's card: loaded when the menu first opens. */
export function HelpPopover({ anchor, onClose, manager, config, onOpenChat }: HelpPopoverProps) {
  return (
    <Popover
      id="help-menu"
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Help' } }}
    >
      <Box sx={{ p: 3, width: 300 }}>
        {manager ? <ManagerCard manager={manager} /> : <GenericHelpCard config={config} onOpenChat={onOpenChat} />}
      </Box>
    </Popover>
  );
}
