import { composeLiveTags } from '@portal/api-client';
import { dashboardLiveTags } from '../../dashboard/needs-action/dashboard-api';
import { features } from '../../features';

/** What each change of the live updates makes stale: every feature's live tags, then the shell's dashboard's. */
export const portalLiveEventTags = composeLiveTags([...features.map((feature) => feature.liveTags), dashboardLiveTags]);
