import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../api';
import { apiClientOptions } from '../configure-api-client';
import { tokenStorage } from '../token-storage';
import type { LiveEventTags } from './live-event-tags';
import { type LiveUpdates, startLiveUpdates } from './live-updates';
import { whenPageSettled } from './when-page-settled';

/**
 * Keeps the signed-in user's pages up to date with what changes in their company (the shell calls
 * it once, for a user of a company who agreed to the terms). `selfId` null: nothing connects. The
 * stream opens a moment after the page has loaded, and asks for what changed since the page started.
 * `liveEventTags`: what each change makes stale, the features' live tags composed once by the shell.
 */
export function useLiveUpdates(selfId: string | null, liveEventTags: LiveEventTags): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!selfId) return;
    let live: LiveUpdates | null = null;
    const cancelStart = whenPageSettled(
      () => {
        live = startLiveUpdates({
          selfId,
          liveEventTags,
          // Changes since the page started loading (its data loaded after that) come with the first connection.
          since: Math.floor(globalThis.performance?.timeOrigin ?? Date.now()),
          invalidate: (tags) => dispatch(api.util.invalidateTags(tags as never)),
          baseUrl: () => apiClientOptions().baseUrl,
          token: () => tokenStorage.get(),
          // The current user is asked again: its 401 ends the session through the one central path.
          onUnauthorized: () => dispatch(api.util.invalidateTags(['CurrentUser'])),
          window: globalThis.window,
          document: globalThis.document,
        });
      },
      { window: globalThis.window, document: globalThis.document },
    );
    return () => {
      cancelStart();
      live?.stop();
    };
  }, [selfId, liveEventTags, dispatch]);
}
