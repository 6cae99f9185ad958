import type { Booking, BookingData, CurrentUser, RuntimeConfig } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SCHEDULER_CONTAINER_CLASS, type SchedulerScriptLoader } from './load-scheduler-script';
import { SchedulerScriptProvider } from './scheduler-script-context';

const SCHEDULER_FRAME_TITLE = 'Meeting scheduler';

export const BOOKING_DATA: BookingData = {
  hubspotSrc: '/sandbox/meetings/ana-lima?embed=true&ticket=TICKET-1',
  specialist: { name: 'Ana Lima', title: 'Talent specialist', photo: null },
  specialist_url: '/sandbox/meetings/ana-lima',
  ticket: 'TICKET-1',
};

export const STARTS_AT = '2026-12-01T15:30:00.000Z';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '3f2e1d0c-9b8a-4766-8554-433221100fed',
    purpose: 'intro_call',
    starts_at: STARTS_AT,
    ends_at: '2026-12-01T16:00:00.000Z',
    specialist: BOOKING_DATA.specialist,
    interview: null,
    activated: false,
    ...overrides,
  };
}

/**
 * Stands in for the embed script: "loading" fills every empty scheduler container with a frame
 * of its `data-src`, as the real script does; with `fail` the download fails.
 */
export function fakeScheduler({ fail = false }: { fail?: boolean } = {}) {
  const loads: { provider: string; apiUrl: string }[] = [];
  const loader: SchedulerScriptLoader = async (provider, apiUrl) => {
    loads.push({ provider, apiUrl });
    if (fail) throw new Error('The script was blocked');
    for (const container of document.querySelectorAll<HTMLElement>(`.${SCHEDULER_CONTAINER_CLASS}`)) {
      if (container.querySelector('iframe')) continue;
      const frame = document.createElement('iframe');
      frame.title = SCHEDULER_FRAME_TITLE;
      frame.src = container.dataset.src ?? '';
      container.appendChild(frame);
    }
  };
  return { loader, loads };
}

export async function schedulerFrame(): Promise<HTMLIFrameElement> {
  return (await screen.findByTitle(SCHEDULER_FRAME_TITLE)) as HTMLIFrameElement;
}

/** The scheduler's "meeting booked" message, as HubSpot's embed posts it. */
export function bookedMessage(startsAt = STARTS_AT, name = 'meetingBookSucceeded') {
  return { [name]: true, meetingsPayload: { bookingResponse: { event: { dateString: startsAt, duration: 1_800_000 } } } };
}

export function postMessage(data: unknown, options: { source: MessageEventSource | null; origin?: string }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? window.location.origin, source: options.source }));
  });
}

/** `element` at `path` with the store, theme, toasts, runtime config and a fake scheduler script. */
export function renderWithScheduler(
  element: ReactNode,
  options: { loader: SchedulerScriptLoader; user?: CurrentUser; path?: string; config?: RuntimeConfig; routes?: object[] },
) {
  const path = options.path ?? '/';
  return renderFeatureRoutes(
    [
      {
        element: (
          <SchedulerScriptProvider loader={options.loader}>
            <Outlet />
          </SchedulerScriptProvider>
        ),
        children: options.routes ?? [{ path: path.split('?')[0], element }],
      },
    ],
    path,
    { session: signedIn(options.user ?? makeUser()), config: options.config },
  );
}
