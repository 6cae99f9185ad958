import { SANDBOX_SCHEDULER_PATHS } from '@portal/api-schema';
import type { SchedulerProvider } from '../../modules/hiring/scheduler-provider';

/** Where the sandbox's stand-in for a video call lives; `meeting_url` of sandbox meetings. */
export const SANDBOX_CALL_PAGE_PATH = '/sandbox/meetings/calls/:id';

function sandboxSchedulerPagePath(slug: string): string {
  return SANDBOX_SCHEDULER_PATHS.page.replace(':slug', encodeURIComponent(slug));
}

/** The API serves the sandbox scheduler; its pages are given relative, on the portal's own origin. */
export function createSandboxScheduler(publicUrl: string): SchedulerProvider {
  return {
    name: 'sandbox',
    acceptsReportedBookings: false,
    links(specialist, _invitee, ticket) {
      const page = sandboxSchedulerPagePath(specialist.meetingSlug);
      const query = new URLSearchParams({ embed: 'true', ticket });
      return { hubspotSrc: `${page}?${query.toString()}`, specialistUrl: page };
    },
    meetingUrl(meetingId) {
      return `${publicUrl}${SANDBOX_CALL_PAGE_PATH.replace(':id', meetingId)}`;
    },
  };
}
