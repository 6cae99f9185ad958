import { errorToastText, useRuntimeConfig } from '@portal/api-client';
import type { Booking, BookingData } from '@portal/api-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfirmBookingMutation } from '../hiring-api';
import { fillSchedulerContainer } from './load-scheduler-script';
import { useSchedulerScriptLoader } from './scheduler-script-context';
import { readSchedulerMessage, schedulerOrigin } from './scheduler-message';

export type SchedulerBookingState =
  { status: 'scheduling' } | { status: 'confirming' } | { status: 'confirmed'; booking: Booking } | { status: 'failed'; message: string };

export interface UseSchedulerBookingOptions {
  /** Null while the booking data loads. */
  bookingData: BookingData | null | undefined;
  onScriptError: () => void;
  onBooked?: (booking: Booking) => void;
}

/**
 * Embeds the scheduler into `containerRef` once the booking data is there, listens for its
 * "meeting booked" message (from the frame's origin and window only) and reports the booking
 * with the ticket, once however often the scheduler repeats the message.
 */
export function useSchedulerBooking({ bookingData, onScriptError, onBooked }: UseSchedulerBookingOptions) {
  const { schedulerProvider, apiUrl } = useRuntimeConfig();
  const loadScript = useSchedulerScriptLoader();
  const containerRef = useRef<HTMLDivElement>(null);
  const [confirmBooking] = useConfirmBookingMutation();
  const [state, setState] = useState<SchedulerBookingState>({ status: 'scheduling' });
  const bookedStart = useRef<string | null>(null);
  const callbacks = useRef({ onScriptError, onBooked });
  useEffect(() => {
    callbacks.current = { onScriptError, onBooked };
  });

  const ticket = bookingData?.ticket;
  const hubspotSrc = bookingData?.hubspotSrc;

  const confirm = useCallback(
    async (startsAt: string) => {
      if (!ticket) return;
      setState({ status: 'confirming' });
      const answer = await confirmBooking({ ticket, starts_at: startsAt });
      if ('error' in answer) {
        setState({ status: 'failed', message: errorToastText(answer.error) });
        return;
      }
      setState({ status: 'confirmed', booking: answer.data });
      callbacks.current.onBooked?.(answer.data);
    },
    [ticket, confirmBooking],
  );

  useEffect(() => {
    if (!hubspotSrc) return;
    let active = true;
    loadScript(schedulerProvider, apiUrl).then(
      () => {
        if (active) fillSchedulerContainer(containerRef.current, schedulerProvider, apiUrl);
      },
      () => {
        if (active) callbacks.current.onScriptError();
      },
    );
    return () => {
      active = false;
    };
  }, [hubspotSrc, loadScript, schedulerProvider, apiUrl]);

  useEffect(() => {
    if (!hubspotSrc) return;
    const origin = schedulerOrigin(hubspotSrc);
    const listener = (event: MessageEvent) => {
      const frame = containerRef.current?.querySelector('iframe');
      const booked = readSchedulerMessage(event, { origin, source: frame?.contentWindow ?? null });
      if (!booked || bookedStart.current !== null) return;
      bookedStart.current = booked.startsAt;
      void confirm(booked.startsAt);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [hubspotSrc, confirm]);

  const retry = useCallback(() => {
    if (bookedStart.current !== null) void confirm(bookedStart.current);
  }, [confirm]);

  return { containerRef, state, retry };
}
