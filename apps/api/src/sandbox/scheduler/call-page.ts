import type { SchedulerCall, SchedulerCalendar } from '../../modules/hiring/scheduler-provider';
import type { SandboxLinks } from '../links/sandbox-links';
import { callPage as renderCallPage } from './scheduler-page';

function titleOf(call: SchedulerCall): string {
  if (call.purpose === 'intro_call') return `Intro call${call.candidateName ? ` with ${call.candidateName}` : ''}`;
  if (call.purpose === 'sale') return `Call with ${call.specialist.name}`;
  return `Onboarding call with ${call.specialist.name}`;
}

/**
 * The page that stands in for a sandbox meeting's video call: what, when and with whom. Only the
 * call's own link (its token) opens it; null for an unknown call and for a missing, wrong or
 * expired token alike.
 */
export async function callPage(
  deps: { calendar: SchedulerCalendar; links: SandboxLinks },
  input: { meetingId: string; token: string | undefined },
): Promise<string | null> {
  if (!deps.links.verify('call', input.meetingId, input.token)) return null;
  const call = await deps.calendar.call(input.meetingId);
  if (!call) return null;
  const participants = [`${call.specialist.name} (${call.specialist.title})`, ...(call.candidateName ? [call.candidateName] : [])];
  return renderCallPage({
    title: titleOf(call),
    when: call.when,
    startsAt: call.startsAt,
    endsAt: call.endsAt,
    participants,
    status: call.status,
  });
}
