import type { BookingPurpose } from '@portal/api-schema';
import { escapeHtml, textToHtml } from '../../platform/http/html';
import type { OutgoingEmail } from '../../platform/outbox/outbox';

export interface BookingEmailInput {
  to: string;
  firstName: string;
  purpose: BookingPurpose;
  startsAt: Date;
  endsAt: Date;
  specialist: { name: string; title: string; email: string };
  /** For an intro call: the candidate and the request. */
  candidate?: { name: string; title: string } | null;
  rfpTitle?: string | null;
  meetingUrl: string | null;
}

const UTC_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const UTC_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'Monday, 30 November 2026, 14:00-14:30 UTC'. */
export function formatUtcSlot(startsAt: Date, endsAt: Date): string {
  return `${UTC_DAY.format(startsAt)}, ${UTC_TIME.format(startsAt)}-${UTC_TIME.format(endsAt)} UTC`;
}

function callName(input: BookingEmailInput): string {
  if (input.purpose === 'intro_call') return input.candidate ? `Intro call with ${input.candidate.name}` : 'Intro call';
  if (input.purpose === 'sale') return `Call with ${input.specialist.name}`;
  return `Onboarding call with ${input.specialist.name}`;
}

/**
 * What happened to the call: booked, moved (from the time it had) or canceled. Each e-mail stands
 * in for the calendar's own update, so the one who holds the invitation always has the latest.
 */
export type BookingChange = { kind: 'booked' } | { kind: 'rescheduled'; fromStartsAt: Date; fromEndsAt: Date } | { kind: 'canceled' };

const CHANGE_TEXTS: Record<BookingChange['kind'], { body: string; closing: string }> = {
  booked: {
    body: 'Your call is booked. Here is your calendar invitation:',
    closing: 'If the time no longer suits you, reply to this e-mail and we will find another.',
  },
  rescheduled: {
    body: 'Your call has moved to a new time. Here is your updated calendar invitation:',
    closing: 'The earlier time is free again. If the new time does not suit you either, reschedule it in the client portal.',
  },
  canceled: {
    body: 'Your call is canceled. It is no longer in the calendar:',
    closing: 'You can book another call from the candidate page in the client portal.',
  },
};

/** The calendar invitation of a booking, or its update once moved or canceled: what, when (UTC), with whom, where to join. */
export function bookingEmail(input: BookingEmailInput, change: BookingChange = { kind: 'booked' }): OutgoingEmail {
  const name = callName(input);
  const when = formatUtcSlot(input.startsAt, input.endsAt);
  const lines: Array<[string, string]> = [
    ['What', input.rfpTitle ? `${name} (${input.rfpTitle})` : name],
    ['When', when],
  ];
  if (change.kind === 'rescheduled') lines.push(['Was', formatUtcSlot(change.fromStartsAt, change.fromEndsAt)]);
  lines.push(['With', `${input.specialist.name}, ${input.specialist.title} (${input.specialist.email})`]);
  if (input.purpose === 'intro_call' && input.candidate) lines.push(['Candidate', `${input.candidate.name}, ${input.candidate.title}`]);
  if (input.meetingUrl && change.kind !== 'canceled') lines.push(['Join', input.meetingUrl]);
  const intro = `Hello ${input.firstName},`;
  const { body, closing } = CHANGE_TEXTS[change.kind];
  const subject =
    change.kind === 'booked' ? `${name}: ${when}` : `${name} ${change.kind === 'rescheduled' ? 'moved' : 'canceled'}: ${when}`;
  const text = [intro, body, lines.map(([label, value]) => `${label}: ${value}`).join('\n'), closing].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    '<table cellpadding="4">',
    ...lines.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${textToHtml(value)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
