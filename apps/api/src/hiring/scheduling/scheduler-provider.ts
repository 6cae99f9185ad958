import { SANDBOX_SCHEDULER_PATHS, type SchedulerProvider as SchedulerProviderName } from '@portal/api-schema';
import type { Config } from '../../config';
import type { SpecialistRow } from '../../modules/hiring/tables';

/** Where the sandbox's stand-in for a video call lives; `meeting_url` of sandbox meetings. */
export const SANDBOX_CALL_PAGE_PATH = '/sandbox/meetings/calls/:id';

export interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
}

export interface SchedulerLinks {
  /** The scheduler page the portal embeds (the API schema's `hubspotSrc`). */
  hubspotSrc: string;
  /** The specialist's public booking page. */
  specialistUrl: string;
}

/**
 * A meeting scheduler: where a specialist's calendar is booked, and what the server may believe
 * of a booking the browser reports.
 */
export interface SchedulerProvider {
  readonly name: SchedulerProviderName;
  links(specialist: Pick<SpecialistRow, 'meetingSlug'>, invitee: Invitee, ticket: string): SchedulerLinks;
  /** The link of the call itself, or null when the provider sends it in its own invitation. */
  meetingUrl(meetingId: string): string | null;
  /**
   * Whether a booking the browser reports is recorded as reported. The sandbox books through the
   * API itself, so a ticket it did not book was not booked; HubSpot's embed is the only witness.
   */
  readonly acceptsReportedBookings: boolean;
}

export function sandboxSchedulerPagePath(slug: string): string {
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

export const HUBSPOT_MEETINGS_ORIGIN = 'https://meetings.hubspot.com';

/** HubSpot meetings: the embed is prefilled with the invitee, so the form asks for nothing again. */
export function createHubspotScheduler(): SchedulerProvider {
  return {
    name: 'hubspot',
    acceptsReportedBookings: true,
    links(specialist, invitee) {
      const page = `${HUBSPOT_MEETINGS_ORIGIN}/${encodeURIComponent(specialist.meetingSlug)}`;
      const query = new URLSearchParams({
        embed: 'true',
        firstname: invitee.firstName,
        lastname: invitee.lastName,
        email: invitee.email,
      });
      return { hubspotSrc: `${page}?${query.toString()}`, specialistUrl: page };
    },
    // HubSpot's own invitation carries the conference link; the portal does not learn it.
    meetingUrl: () => null,
  };
}

export function createSchedulerProvider(config: Pick<Config, 'publicUrl' | 'publicRuntime'>): SchedulerProvider {
  return config.publicRuntime.schedulerProvider === 'hubspot'
    ? createHubspotScheduler()
    : createSandboxScheduler(config.publicUrl);
}
