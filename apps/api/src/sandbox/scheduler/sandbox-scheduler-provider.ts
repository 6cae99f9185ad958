import { SANDBOX_SCHEDULER_PATHS } from '@portal/api-schema';
import type { SchedulerProvider } from '../../modules/hiring/scheduler-provider';
import { type SandboxLinks, signedPath } from '../links/sandbox-links';
import { workingSlots } from './sandbox-slots';

/** Where the sandbox's stand-in for a video call lives; `meeting_url` of sandbox meetings. */
export const SANDBOX_CALL_PAGE_PATH = '/sandbox/meetings/calls/:id';
/**
 * How long a call's link (in the invitation e-mail and under Interviews) opens its page: calls are
 * booked within the next business week, so this outlasts any of them.
 */
const CALL_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

function sandboxSchedulerPagePath(slug: string): string {
  return SANDBOX_SCHEDULER_PATHS.page.replace(':slug', encodeURIComponent(slug));
}

/**
 * The API serves the sandbox scheduler; its pages are given relative, on the portal's own origin.
 * A call's link carries a signed token, as a meeting provider's links are unguessable.
 */
export function createSandboxScheduler(publicUrl: string, links: SandboxLinks): SchedulerProvider {
  return {
    name: 'sandbox',
    acceptsReportedBookings: false,
    links(specialist, _invitee, ticket) {
      const page = sandboxSchedulerPagePath(specialist.meetingSlug);
      const query = new URLSearchParams({ embed: 'true', ticket });
      return { hubspotSrc: `${page}?${query.toString()}`, specialistUrl: page };
    },
    // The sandbox keeps no calendar: the portal moves and cancels its calls, within the working hours it offers.
    workingSlots: (specialist, now) => workingSlots(specialist.timeZone, now),
    meetingUrl(meetingId) {
      return `${publicUrl}${signedPath(links, 'call', meetingId, SANDBOX_CALL_PAGE_PATH.replace(':id', meetingId), CALL_LINK_TTL_MS)}`;
    },
  };
}
