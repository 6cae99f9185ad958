import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, IconButton, Link, Popover, Stack, Tooltip, Typography } from '@mui/material';
import { useRuntimeConfig } from '@portal/api-client';
import { useSession } from '@portal/auth';
import type { CustomerManager, RuntimeConfig } from '@portal/api-schema';
import { UserAvatar } from '@portal/ui';
import { useState } from 'react';
import { openHubSpotChat } from '../chat/hubspot-chat';
import { SandboxChatDialog } from '../chat/sandbox-chat-dialog';

function ManagerCard({ manager }: { manager: CustomerManager }) {
  const name = `${manager.first_name} ${manager.last_name}`;
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

/** The header's help menu: the user's manager, or a generic help card. */
export function HelpMenu() {
  const { user } = useSession();
  const config = useRuntimeConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sandboxChatOpen, setSandboxChatOpen] = useState(false);
  const manager = user?.customer_manager ?? null;

  let openChat: (() => void) | null = null;
  if (config.chatProvider === 'sandbox') openChat = () => setSandboxChatOpen(true);
  else if (config.hubspotPortalId) {
    const portalId = config.hubspotPortalId;
    openChat = () => openHubSpotChat(portalId);
  }
  const launchChat = openChat
    ? () => {
        setAnchor(null);
        openChat();
      }
    : null;

  return (
    <>
      <Tooltip title="Help">
        <IconButton
          aria-label="Help"
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? 'help-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Popover
        id="help-menu"
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Help' } }}
      >
        <Box sx={{ p: 3, width: 300 }}>
          {manager ? <ManagerCard manager={manager} /> : <GenericHelpCard config={config} onOpenChat={launchChat} />}
        </Box>
      </Popover>
      {config.chatProvider === 'sandbox' && (
        <SandboxChatDialog open={sandboxChatOpen} onClose={() => setSandboxChatOpen(false)} />
      )}
    </>
  );
}
