import { afterEach, describe, expect, it } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { makeSandboxUser, makeUser } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import type { CurrentUser } from '@portal/api-schema';
import { screen, waitFor } from '@testing-library/react';
import {
  BOOKING_DATA,
  bookedMessage,
  fakeScheduler,
  makeBooking,
  postMessage,
  renderWithScheduler,
  schedulerFrame,
} from '../booking/testing-scheduler';
import { routes } from '../routes';
import { ACTIVATED_TEXT, ACTIVATION_PENDING_TEXT } from './wizard-hubspot-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const COMPANY = { id: '11111111-2222-4333-8444-555555555555', name: 'Globex' };
const SAM = makeSandboxUser({ company: COMPANY });
const BOOKING_URL = '/api/client-cabinet/onboarding/booking';
const CONFIRM_URL = '/api/client-cabinet/scheduler/bookings';
const USER_URL = '/api/client-cabinet/user';

function renderHubspot({
  user = SAM,
  confirmReply = ok(makeBooking({ purpose: 'onboarding', activated: false })),
  bookingReply = ok(BOOKING_DATA),
  failScript = false,
}: { user?: CurrentUser; confirmReply?: FakeReply; bookingReply?: FakeReply; failScript?: boolean } = {}) {
  server = fakeApi((request) => {
    if (request.method === 'GET' && request.url === BOOKING_URL) return bookingReply;
    if (request.method === 'POST' && request.url === CONFIRM_URL) return confirmReply;
    if (request.method === 'GET' && request.url === USER_URL) return ok(makeUser({ company: COMPANY }));
    return failure(404, {});
  });
  const scheduler = fakeScheduler({ fail: failScript });
  const view = renderWithScheduler(null, {
    loader: scheduler.loader,
    user,
    path: '/hubspot',
    routes: routes.filter((route) => route.path === '/hubspot'),
  });
  return { ...view, scheduler };
}

function userReads() {
  return server?.requests.filter((request) => request.url === USER_URL) ?? [];
}

describe('WizardHubspotScreen', () => {
  it('embeds the onboarding scheduler and confirms the booking; activation follows the call', async () => {
    renderHubspot();
    expect(await screen.findByText(/Book a call with a specialist who matches your request/)).toBeInTheDocument();
    const frame = await schedulerFrame();
    expect(frame.getAttribute('src')).toBe(BOOKING_DATA.hubspotSrc);
    expect(screen.queryByText('Ana Lima')).not.toBeInTheDocument();
    postMessage(bookedMessage(), { source: frame.contentWindow });
    expect(await screen.findByText('Booking Confirmed')).toBeInTheDocument();
    expect(screen.getByText(ACTIVATION_PENDING_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
    expect(userReads()).toEqual([]);
  });

  it('reads the user again when the booking activated the account, then offers the dashboard', async () => {
    const { user, router } = renderHubspot({ confirmReply: ok(makeBooking({ purpose: 'onboarding', activated: true })) });
    postMessage(bookedMessage(), { source: (await schedulerFrame()).contentWindow });
    expect(await screen.findByText(ACTIVATED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to your dashboard' })).toBeEnabled());
    expect(userReads()).toHaveLength(1);
    // Now a ClientUser: the page stays on the confirmation instead of redirecting.
    expect(screen.getByText('Booking Confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to your dashboard' }));
    expect(currentPath(router)).toBe('/dashboard');
  });

  it("shows 'Error loading the script' with a new attempt when the script fails", async () => {
    const { user, scheduler } = renderHubspot({ failScript: true });
    expect(await screen.findAllByText('Error loading the script')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(scheduler.loads).toHaveLength(2));
  });

  it('shows an error with a retry when the booking data cannot be loaded', async () => {
    const { user, toasts } = renderHubspot({ bookingReply: failure(500, { message: 'Scheduler is down' }) });
    expect(await screen.findByText('The scheduler could not be loaded.')).toBeInTheDocument();
    expect(toasts).toEqual(['Scheduler is down']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server?.requests.filter((request) => request.url === BOOKING_URL)).toHaveLength(2));
  });

  it('sends a sandbox user without a company to the wizard, and a client user to the dashboard', async () => {
    const sandbox = renderHubspot({ user: makeSandboxUser() });
    await waitFor(() => expect(currentPath(sandbox.router)).toBe('/wizard'));
    sandbox.unmount();
    const client = renderHubspot({ user: makeUser() });
    await waitFor(() => expect(currentPath(client.router)).toBe('/dashboard'));
  });
});
