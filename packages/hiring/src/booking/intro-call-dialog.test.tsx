import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok, testRuntimeConfig } from '@portal/api-client/testing';
import { formatDateTime } from '@portal/ui';
import { screen, waitFor } from '@testing-library/react';
import { IntroCallDialog } from './intro-call-dialog';
import {
  BOOKING_DATA,
  bookedMessage,
  fakeScheduler,
  makeBooking,
  postMessage,
  renderWithScheduler,
  schedulerFrame,
  STARTS_AT,
} from './testing-scheduler';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const BOOKING_URL = '/api/client-cabinet/hiring/proposals/P-1/intro-call';
const CONFIRM_URL = '/api/client-cabinet/scheduler/bookings';

function renderDialog({
  bookingReply = ok(BOOKING_DATA),
  confirmReplies = [ok(makeBooking())],
  failScript = false,
}: { bookingReply?: FakeReply; confirmReplies?: FakeReply[]; failScript?: boolean } = {}) {
  const replies = [...confirmReplies];
  server = fakeApi((request) => {
    if (request.method === 'GET' && request.url === BOOKING_URL) return bookingReply;
    if (request.method === 'POST' && request.url === CONFIRM_URL) return replies.shift() ?? ok(makeBooking());
    return failure(404, {});
  });
  const scheduler = fakeScheduler({ fail: failScript });
  const onClose = jest.fn();
  const onBooked = jest.fn();
  const view = renderWithScheduler(
    <IntroCallDialog proposalId="P-1" candidateName="Grace Hopper" open onClose={onClose} onBooked={onBooked} />,
    { loader: scheduler.loader },
  );
  return { ...view, scheduler, onClose, onBooked };
}

function confirmations() {
  return server?.requests.filter((request) => request.method === 'POST' && request.url === CONFIRM_URL) ?? [];
}

describe('IntroCallDialog', () => {
  it('renders nothing while closed', () => {
    server = fakeApi(() => ok(BOOKING_DATA));
    renderWithScheduler(<IntroCallDialog proposalId="P-1" candidateName="Grace Hopper" open={false} onClose={() => {}} />, {
      loader: fakeScheduler().loader,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('embeds the scheduler, which shows the specialist: the dialog does not name them again', async () => {
    const { scheduler } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Book an intro call with Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the scheduler')).toBeInTheDocument();
    const frame = await schedulerFrame();
    expect(frame.getAttribute('src')).toBe(BOOKING_DATA.hubspotSrc);
    expect(screen.getByTestId('scheduler-container')).toHaveAttribute('data-src', BOOKING_DATA.hubspotSrc);
    expect(screen.queryByText('Ana Lima')).not.toBeInTheDocument();
    expect(screen.queryByText('Talent specialist')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the scheduler in a new tab' });
    expect(link).toHaveAttribute('href', BOOKING_DATA.specialist_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(scheduler.loads).toEqual([{ provider: testRuntimeConfig.schedulerProvider, apiUrl: testRuntimeConfig.apiUrl }]);
  });

  it('reports the booked meeting once with its ticket and shows the confirmation', async () => {
    const { user, onBooked, onClose } = renderDialog();
    const frame = await schedulerFrame();
    postMessage(bookedMessage(), { source: frame.contentWindow });
    postMessage(bookedMessage(), { source: frame.contentWindow });
    postMessage(bookedMessage(STARTS_AT, 'meetingsBookSucceeded'), { source: frame.contentWindow });
    expect(await screen.findByText('Booking Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Your intro call is scheduled. We have sent you a calendar invitation by e-mail.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(formatDateTime(STARTS_AT).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(confirmations().map((request) => JSON.parse(String(request.body)))).toEqual([{ ticket: 'TICKET-1', starts_at: STARTS_AT }]);
    expect(onBooked).toHaveBeenCalledWith(makeBooking());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin or window', async () => {
    renderDialog();
    const frame = await schedulerFrame();
    postMessage(bookedMessage(), { source: frame.contentWindow, origin: 'https://evil.example.test' });
    postMessage(bookedMessage(), { source: window });
    postMessage({ meetingBookSucceeded: true }, { source: frame.contentWindow });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(confirmations()).toEqual([]);
    expect(screen.queryByText('Booking Confirmed')).not.toBeInTheDocument();
  });

  it('shows a failed confirmation with a retry that sends the same booking again', async () => {
    const { user, onBooked } = renderDialog({ confirmReplies: [failure(500, { message: 'Database is down' }), ok(makeBooking())] });
    postMessage(bookedMessage(), { source: (await schedulerFrame()).contentWindow });
    expect(await screen.findByText(/we could not save it\. Database is down/)).toBeInTheDocument();
    expect(onBooked).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Booking Confirmed')).toBeInTheDocument();
    expect(confirmations()).toHaveLength(2);
    expect(JSON.parse(String(confirmations()[1]?.body))).toEqual({ ticket: 'TICKET-1', starts_at: STARTS_AT });
  });

  it("closes with 'Error loading the script' when the scheduler's script fails", async () => {
    const { onClose } = renderDialog({ failScript: true });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Error loading the script')).toBeInTheDocument();
  });

  it('closes when the booking data cannot be loaded, the request showing its own toast', async () => {
    const { onClose, toasts, scheduler } = renderDialog({ bookingReply: failure(409, { message: 'The candidate was declined' }) });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual(['The candidate was declined']);
    expect(scheduler.loads).toEqual([]);
  });

  it('Cancel closes without booking', async () => {
    const { user, onClose } = renderDialog();
    await schedulerFrame();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(confirmations()).toEqual([]);
  });
});
