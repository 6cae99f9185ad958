import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { api } from '@portal/api-client';
import { RECONFIRM_CONSENT_FIELD, TERMS_NOT_AGREED_CODE, TERMS_NOT_AGREED_MESSAGE } from '@portal/api-schema';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui/testing';
import { pageNavigation } from '../browser/page-navigation';
import { makeSandboxUser, makeUser } from '../testing/users';
import { signedIn } from '../testing/sign-in';
import { AcceptTermsModal } from './accept-terms-modal';

let server: FakeServer | undefined;
const originalAssign = pageNavigation.assign;
afterEach(() => {
  server?.restore();
  pageNavigation.assign = originalAssign;
});

const TERMS = 'https://example.test/terms';
const PRIVACY = 'https://example.test/privacy';

function page(name: string, other: string) {
  return {
    path: `/${name}`,
    element: (
      <>
        <h1>{name}</h1>
        <Link to={`/${other}`}>Go to {other}</Link>
        <AcceptTermsModal routeName={name} termsOfServiceUrl={TERMS} privacyPolicyUrl={PRIVACY} />
      </>
    ),
  };
}
const pages = [page('dashboard', 'invoices'), page('invoices', 'dashboard')];

const probe = api.injectEndpoints({
  endpoints: (build) => ({ probeInvoices: build.query<unknown, void>({ query: () => ({ url: '/api/client-cabinet/invoices' }) }) }),
});

describe('AcceptTermsModal', () => {
  test('asks a user who has not agreed, and cannot be dismissed', async () => {
    const view = renderRoutes(pages, { path: '/dashboard', session: signedIn(makeUser({ is_agreed: false })) });
    const dialog = await screen.findByRole('dialog', { name: 'Please accept our terms' });
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

    await view.user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) await view.user.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('offers Log Out, which ends the session and goes to the root page', async () => {
    server = fakeApi(() => ok(null));
    const assign = jest.fn<(url: string) => void>();
    pageNavigation.assign = assign;
    const view = renderRoutes(pages, { path: '/dashboard', session: signedIn(makeUser({ is_agreed: false })) });
    await screen.findByRole('dialog', { name: 'Please accept our terms' });

    await view.user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/auth/logout']);
  });

  test('links the terms and the privacy policy in new tabs', async () => {
    renderRoutes(pages, { path: '/dashboard', session: signedIn(makeUser({ is_agreed: false })) });
    await screen.findByRole('dialog');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', TERMS);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  });

  test('Submit needs the agreement, sends the consent form field and hides once agreed', async () => {
    const user = makeUser({ is_agreed: false });
    server = fakeApi(() => ok({ ...user, is_agreed: true }));
    const view = renderRoutes(pages, { path: '/dashboard', session: signedIn(user) });
    await screen.findByRole('dialog');

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await view.user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
    expect(submit).toBeEnabled();
    await view.user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const request = server.requests[0];
    expect(`${request?.method} ${request?.url}`).toBe('POST /api/user/reconfirm-consent');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(String(request?.body)).get(RECONFIRM_CONSENT_FIELD)).toBe('1');
  });

  test('stays open when sending fails', async () => {
    server = fakeApi(() => ({ status: 500, body: { data: { message: 'Try again later.' } } }));
    const view = renderRoutes(pages, { path: '/dashboard', session: signedIn(makeUser({ is_agreed: false })) });
    await screen.findByRole('dialog');
    await view.user.click(screen.getByRole('checkbox'));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.toasts).toEqual(['Try again later.']));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('is not shown to users who agreed, nor to sandbox users', async () => {
    const agreed = renderRoutes(pages, { path: '/dashboard', session: signedIn(makeUser({ is_agreed: true })) });
    await screen.findByRole('heading', { name: 'dashboard' });
    await agreed.user.click(screen.getByRole('link', { name: 'Go to invoices' }));
    await screen.findByRole('heading', { name: 'invoices' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    agreed.unmount();

    renderRoutes(pages, { path: '/dashboard', session: signedIn(makeSandboxUser({ is_agreed: false })) });
    await screen.findByRole('heading', { name: 'dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('appears when a load is refused until the terms are agreed; the load waits, loading, and is sent again after consent', async () => {
    // The cached user says agreed (e.g. the agreement was withdrawn since): the API knows better.
    const user = makeUser({ is_agreed: true });
    let agreed = false;
    server = fakeApi((request) => {
      if (request.url === '/api/client-cabinet/user') return ok({ ...user, is_agreed: agreed });
      if (request.url === '/api/user/reconfirm-consent') {
        agreed = true;
        return ok({ ...user, is_agreed: true });
      }
      return agreed ? ok({ items: [] }) : failure(403, { message: TERMS_NOT_AGREED_MESSAGE, code: TERMS_NOT_AGREED_CODE });
    });
    const view = renderRoutes(pages, { path: '/dashboard', session: signedIn(user) });
    await screen.findByRole('heading', { name: 'dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const load = view.store.dispatch(probe.endpoints.probeInvoices.initiate());
    await screen.findByRole('dialog', { name: 'Please accept our terms' });
    expect(view.toasts).toEqual([]);
    expect(probe.endpoints.probeInvoices.select()(view.store.getState())).toMatchObject({ isLoading: true, isError: false });

    await view.user.click(screen.getByRole('checkbox'));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await load).data).toEqual({ items: [] });
    load.unsubscribe();
  });

  test('a customer who becomes a client on this page (the onboarding call) is asked on the next page, not over this one', async () => {
    const sandboxUser = makeSandboxUser({ is_agreed: false });
    server = fakeApi((request) =>
      request.url === '/api/client-cabinet/user' ? ok(makeUser({ id: sandboxUser.id, is_agreed: false })) : failure(404, {}),
    );
    const view = renderRoutes(pages, { path: '/dashboard', session: signedIn(sandboxUser) });
    await screen.findByRole('heading', { name: 'dashboard' });
    view.store.dispatch(api.util.invalidateTags(['CurrentUser']));
    await waitFor(() => expect(server?.requests.some((request) => request.url === '/api/client-cabinet/user')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Go to invoices' }));
    await screen.findByRole('dialog', { name: 'Please accept our terms' });
  });

  test('is not shown to visitors', async () => {
    renderRoutes(pages, { path: '/dashboard' });
    await screen.findByRole('heading', { name: 'dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
