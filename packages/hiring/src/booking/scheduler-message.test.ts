import { describe, expect, it } from '@jest/globals';
import { readSchedulerMessage, schedulerOrigin, type SchedulerMessageEvent } from './scheduler-message';

const ORIGIN = 'https://meetings.example.test';
const frameWindow = {} as MessageEventSource;
const otherWindow = {} as MessageEventSource;

function booked(event: Record<string, unknown> = { dateString: '2026-12-01T15:30:00.000Z', duration: 1_800_000 }) {
  return { meetingBookSucceeded: true, meetingsPayload: { bookingResponse: { event } } };
}

function message(data: unknown, overrides: Partial<SchedulerMessageEvent> = {}): SchedulerMessageEvent {
  return { origin: ORIGIN, source: frameWindow, data, ...overrides };
}

const expected = { origin: ORIGIN, source: frameWindow };

describe('schedulerOrigin', () => {
  it('is the origin of an absolute scheduler address', () => {
    expect(schedulerOrigin('https://meetings.example.test/meetings/ana?embed=true', 'https://portal.example.test/hiring')).toBe(ORIGIN);
  });

  it("is the portal's origin for a relative address", () => {
    expect(schedulerOrigin('/sandbox/meetings/ana?embed=true', 'https://portal.example.test/hiring')).toBe('https://portal.example.test');
  });
});

describe('readSchedulerMessage', () => {
  it('reads the start and duration of a booked meeting', () => {
    expect(readSchedulerMessage(message(booked()), expected)).toEqual({
      kind: 'booked',
      startsAt: '2026-12-01T15:30:00.000Z',
      durationMs: 1_800_000,
    });
  });

  it('normalises a start with an offset to UTC', () => {
    const data = booked({ dateString: '2026-12-01T16:30:00+01:00', duration: 900_000 });
    expect(readSchedulerMessage(message(data), expected)?.startsAt).toBe('2026-12-01T15:30:00.000Z');
  });

  it('accepts the legacy, misspelled message name', () => {
    const { meetingBookSucceeded: _ignored, ...rest } = booked();
    expect(readSchedulerMessage(message({ ...rest, meetingsBookSucceeded: true }), expected)?.kind).toBe('booked');
  });

  it('takes the epoch start when the date string has no time', () => {
    const data = booked({ dateString: '2026-12-01', dateTime: Date.UTC(2026, 11, 1, 9, 0), duration: 1_800_000 });
    expect(readSchedulerMessage(message(data), expected)?.startsAt).toBe('2026-12-01T09:00:00.000Z');
  });

  it('ignores messages from another origin', () => {
    expect(readSchedulerMessage(message(booked(), { origin: 'https://evil.example.test' }), expected)).toBeNull();
    expect(readSchedulerMessage(message(booked(), { origin: 'https://meetings.example.test:8443' }), expected)).toBeNull();
  });

  it('ignores messages from another window when the frame is known', () => {
    expect(readSchedulerMessage(message(booked(), { source: otherWindow }), expected)).toBeNull();
    expect(readSchedulerMessage(message(booked(), { source: null }), expected)).toBeNull();
  });

  it('checks only the origin while the frame is not known', () => {
    expect(readSchedulerMessage(message(booked(), { source: otherWindow }), { origin: ORIGIN, source: null })?.kind).toBe('booked');
  });

  it('ignores other messages and a success flag that is not true', () => {
    expect(readSchedulerMessage(message({ type: 'resize', height: 600 }), expected)).toBeNull();
    expect(readSchedulerMessage(message({ ...booked(), meetingBookSucceeded: false }), expected)).toBeNull();
    expect(readSchedulerMessage(message({ ...booked(), meetingBookSucceeded: 'true' }), expected)).toBeNull();
    expect(readSchedulerMessage(message('meetingBookSucceeded'), expected)).toBeNull();
    expect(readSchedulerMessage(message(null), expected)).toBeNull();
  });

  it.each([
    ['no payload', { meetingBookSucceeded: true }],
    ['no booking response', { meetingBookSucceeded: true, meetingsPayload: {} }],
    ['no event', { meetingBookSucceeded: true, meetingsPayload: { bookingResponse: {} } }],
    ['a start that is not a date', booked({ dateString: 'next Tuesday', duration: 1_800_000 })],
    ['no start', booked({ duration: 1_800_000 })],
    ['a date without time and no epoch', booked({ dateString: '2026-12-01', duration: 1_800_000 })],
    ['no duration', booked({ dateString: '2026-12-01T15:30:00Z' })],
    ['a duration that is not a number', booked({ dateString: '2026-12-01T15:30:00Z', duration: '30m' })],
    ['a duration of zero', booked({ dateString: '2026-12-01T15:30:00Z', duration: 0 })],
  ])('ignores a booked message with %s', (_case, data) => {
    expect(readSchedulerMessage(message(data), expected)).toBeNull();
  });
});
