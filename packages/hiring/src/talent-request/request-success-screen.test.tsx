import { afterEach, describe, expect, it } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { makeUser, userWithRoles } from '@portal/auth/testing';
import type { CurrentUser } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
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
import { REQUEST_NOT_FOUND } from './request-success-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const RFP_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const RFP_URL = `/api/client-cabinet/hiring/rfps/${RFP_ID}`;

function renderSuccess({ path = `/request-success?request=${RFP_ID}`, user = makeUser() }: { path?: string; user?: CurrentUser } = {}) {
  server = fakeApi((request) => {
    if (request.method === 'GET' && request.url === RFP_URL) return ok({ id: RFP_ID, title: 'Senior React developer' });
    if (request.method === 'GET' && request.url.startsWith('/api/client-cabinet/hiring/rfps/'))
      return failure(404, { message: 'Not found.' });
    if (request.method === 'GET' && request.url === '/api/client-cabinet/sale-booking') return ok(BOOKING_DATA);
    if (request.method === 'POST' && request.url === '/api/client-cabinet/scheduler/bookings') return ok(makeBooking({ purpose: 'sale' }));
    return failure(404, {});
  });
  return renderWithScheduler(null, {
    loader: fakeScheduler().loader,
    user,
    path,
    routes: routes.filter((route) => route.path === '/request-success'),
  });
}

describe('RequestSuccessScreen', () => {
  it('names the request and links to it and to the dashboard', async () => {
    renderSuccess();
    expect(await screen.findByText('Senior React developer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Hiring' })).toHaveAttribute('href', `/hiring/rfp/${RFP_ID}`);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['an id that cannot name a request', '/request-success?request=nonexistent'],
    ['no id', '/request-success'],
  ])('shows the request not found for %s, asks nothing and toasts nothing', async (_case, path) => {
    const { toasts } = renderSuccess({ path });
    expect(await screen.findByRole('heading', { name: REQUEST_NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByText(REQUEST_NOT_FOUND.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Thank you for your request')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a call with our sales team' })).not.toBeInTheDocument();
    expect(server?.requests).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('shows the request not found, without a toast, for a request the company does not have', async () => {
    const unknown = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const { toasts } = renderSuccess({ path: `/request-success?request=${unknown}` });
    expect(await screen.findByRole('heading', { name: REQUEST_NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your request')).not.toBeInTheDocument();
    expect(server?.requests.map((request) => request.url)).toEqual([`/api/client-cabinet/hiring/rfps/${unknown}`]);
    expect(toasts).toEqual([]);
  });

  it('fetches nothing and hides Hiring for a user without the proposals role', async () => {
    renderSuccess({ user: userWithRoles(['invoices']) });
    expect(await screen.findByText(/We have received your request\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Hiring' })).not.toBeInTheDocument();
    expect(server?.requests).toEqual([]);
  });

  it('books a call with the sales team in the sale booking dialog', async () => {
    const { user } = renderSuccess();
    await user.click(await screen.findByRole('button', { name: 'Book a call with our sales team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a call with our sales team' });
    const frame = await schedulerFrame();
    expect(within(dialog).getByRole('link', { name: 'Open the scheduler in a new tab' })).toBeInTheDocument();
    postMessage(bookedMessage(), { source: frame.contentWindow });
    expect(await screen.findByText('Booking Confirmed')).toBeInTheDocument();
    expect(screen.getByText(/Your call with our sales team is scheduled/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
