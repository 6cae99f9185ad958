import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { useRuntimeConfig } from '@portal/api-client';
import { useSession } from '@portal/auth';
import { WhenFirstOpened } from '@portal/ui';
import { lazy, useState } from 'react';
import { openHubSpotChat } from '../chat/hubspot-chat';

// The card and the chat load when first opened: nothing of them is needed to show the page.
const HelpPopover = lazy(async () => ({ default: (await import('./help-popover')).HelpPopover }));
const SandboxChatDialog = lazy(async () => ({ default: (await import('../chat/sandbox-chat-dialog')).SandboxChatDialog }));

/** The header's help menu: the user's manager, or a generic help card. */
export function HelpMenu() {
  const { user } = useSession();
  const config = useRuntimeConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sandboxChatOpen, setSandboxChatOpen] = useState(false);
  const manager = user?.customer_manager ?? null;

  let openChat: (() => void) | null = null;
  if (config.chatProvider === 'sandbox') {
    openChat = () => setSandboxChatOpen(true);
  } else if (config.hubspotPortalId) {
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
      <IconButton
        aria-label="Help"
        title="Help"
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'help-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <HelpOutlineIcon />
      </IconButton>
      <WhenFirstOpened open={anchor !== null}>
        <HelpPopover anchor={anchor} onClose={() => setAnchor(null)} manager={manager} config={config} onOpenChat={launchChat} />
      </WhenFirstOpened>
      {config.chatProvider === 'sandbox' && (
        <WhenFirstOpened open={sandboxChatOpen}>
          <SandboxChatDialog open={sandboxChatOpen} onClose={() => setSandboxChatOpen(false)} />
        </WhenFirstOpened>
      )}
    </>
  );
}
