import type { SchedulerProvider } from './scheduler-provider';

const HUBSPOT_MEETINGS_ORIGIN = 'https://meetings.hubspot.com';

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
    // Its calendar is HubSpot's: a call is moved or canceled through HubSpot's own invitation.
    workingSlots: () => null,
  };
}
