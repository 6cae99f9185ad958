import { MEETING_BOOKED_LEGACY_MESSAGE, MEETING_BOOKED_MESSAGE } from '@portal/api-schema';
import { z } from 'zod';

export interface SchedulerBooked {
  kind: 'booked';
  /** ISO date-time (UTC) of the meeting's start. */
  startsAt: string;
  durationMs: number;
}

export interface SchedulerMessageEvent {
  origin: string;
  data: unknown;
  source: MessageEventSource | null;
}

export interface ExpectedSender {
  /** The scheduler frame's origin. */
  origin: string;
  /** The scheduler frame's window, when it is known. */
  source: MessageEventSource | null;
}

/** The origin of the scheduler page (`hubspotSrc`), resolved against the portal's address. */
export function schedulerOrigin(hubspotSrc: string, base: string = window.location.href): string {
  return new URL(hubspotSrc, base).origin;
}

const bookedEventSchema = z.object({
  dateString: z.string().optional(),
  /** Epoch milliseconds; HubSpot sends it beside a date-only `dateString`. */
  dateTime: z.number().optional(),
  duration: z.number().positive(),
});

const bookedMessageSchema = z.object({
  meetingsPayload: z.object({ bookingResponse: z.object({ event: bookedEventSchema }) }),
});

const isoDateTime = z.iso.datetime({ offset: true });

function startOf(event: z.infer<typeof bookedEventSchema>): string | null {
  if (event.dateString !== undefined && isoDateTime.safeParse(event.dateString).success) {
    return new Date(event.dateString).toISOString();
  }
  if (event.dateTime !== undefined && Number.isFinite(event.dateTime)) {
    const date = new Date(event.dateTime);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a `message` event as the scheduler's "meeting booked" report, or null for anything else:
 * another origin or window, another message, a payload without a start and duration.
 */
export function readSchedulerMessage(event: SchedulerMessageEvent, expected: ExpectedSender): SchedulerBooked | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source !== null && event.source !== expected.source) return null;
  const { data } = event;
  if (!isRecord(data)) return null;
  if (data[MEETING_BOOKED_MESSAGE] !== true && data[MEETING_BOOKED_LEGACY_MESSAGE] !== true) return null;
  const message = bookedMessageSchema.safeParse(data);
  if (!message.success) return null;
  const booked = message.data.meetingsPayload.bookingResponse.event;
  const startsAt = startOf(booked);
  if (startsAt === null) return null;
  return { kind: 'booked', startsAt, durationMs: booked.duration };
}
