import type { SchedulerCall, SchedulerCalendar } from '../../modules/hiring/scheduler-provider';
import { callPage as renderCallPage } from './scheduler-page';

function titleOf(call: SchedulerCall): string {
  if (call.purpose === 'intro_call') return `Intro call${call.candidateName ? ` with ${call.candidateName}` : ''}`;
  if (call.purpose === 'sale') return `Call with ${call.specialist.name}`;
  return `Onboarding call with ${call.specialist.name}`;
}

/** The page that stands in for a sandbox meeting's video call: what, when and with whom. Null for an unknown call. */
export async function callPage(deps: { calendar: SchedulerCalendar }, input: { meetingId: string }): Promise<string | null> {
  const call = await deps.calendar.call(input.meetingId);
  if (!call) return null;
  const participants = [`${call.specialist.name} (${call.specialist.title})`, ...(call.candidateName ? [call.candidateName] : [])];
  return renderCallPage({ title: titleOf(call), when: call.when, participants, status: call.status });
}
