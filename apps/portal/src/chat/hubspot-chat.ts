interface HubSpotConversationsApi {
  widget: {
    load: (options?: { widgetOpen?: boolean }) => void;
    open: () => void;
    status: () => { loaded: boolean };
  };
}

declare global {
  interface Window {
    HubSpotConversations?: HubSpotConversationsApi;
    hsConversationsOnReady?: (() => void)[];
    hsConversationsSettings?: { loadImmediately?: boolean };
  }
}

const SCRIPT_ID = 'hs-script-loader';

function openWidget(conversations: HubSpotConversationsApi): void {
  if (conversations.widget.status().loaded) conversations.widget.open();
  else conversations.widget.load({ widgetOpen: true });
}

/**
 * Opens HubSpot's chat widget, loading HubSpot's script for `portalId` on first use only
 * (it is large and sets cookies, so visitors who never ask for help never download it).
 */
export function openHubSpotChat(portalId: string, doc: Document = document): void {
  const conversations = window.HubSpotConversations;
  if (conversations) {
    openWidget(conversations);
    return;
  }
  window.hsConversationsSettings = { loadImmediately: false };
  window.hsConversationsOnReady = [
    ...(window.hsConversationsOnReady ?? []),
    () => {
      if (window.HubSpotConversations) openWidget(window.HubSpotConversations);
    },
  ];
  if (doc.getElementById(SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.src = `https://js.hs-scripts.com/${encodeURIComponent(portalId)}.js`;
  script.async = true;
  script.defer = true;
  doc.body.appendChild(script);
}
