import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { API_PATHS, type ActivityEntry, type ActivityPerson, ROLES } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { roleGate } from '@portal/auth';
import { makeUser, signedIn, userWithRoles } from '@portal/auth/testing';
import { PAGE_CURSOR_PARAM } from '@portal/ui';
import { currentPath, renderFeatureRoutes } from '@portal/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPANY_ACTIVITY_HANDLE, routes } from '../routes';
// Loaded up front, as the route loads it lazily.
import { NO_ACTIVITY, NO_MATCHES } from './company-activity-screen';

let server: FakeServer | undefined;
let resolvedOptions: { mockRestore(): void } | undefined;
beforeEach(() => {
  // The viewer's time zone as the browser reports it; formatting with an explicit zone is left alone.
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  resolvedOptions = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: 'Europe/Berlin' };
  });
});
afterEach(() => {
  server?.restore();
  resolvedOptions?.mockRestore();
});

const ADA: ActivityPerson = { id: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001', name: 'Ada Lindqvist', email: 'admin@acme.test', kind: 'user' };
const FARID: ActivityPerson = {
  id: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1002',
  name: 'Farid Haddad',
  email: 'finance@acme.test',
  kind: 'user',
};
const SYSTEM: ActivityPerson = { id: 'system', name: 'System', email: null, kind: 'system' };

function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: '41',
    at: '2026-11-23T09:14:00.000Z',
    actor: { kind: 'user', id: ADA.id, name: ADA.name, email: ADA.email },
    action: 'invoice.status_changed',
    action_label: 'Invoice status changed',
    category: 'money',
    subject: { type: 'invoice', id: '0b7d6a4e-5d1f-4c1e-9a43-3a0000000005', label: 'INV-2026-0005' },
    ip: '198.51.100.7',
    summary: 'Open → ACH verification pending, payment PAY-DEMO-ACH-0005',
    ...overrides,
  };
}

const PAYMENT = entry();
const OVERDUE = entry({
  id: '40',
  at: '2026-11-20T00:05:00.000Z',
  actor: { kind: 'system', id: null, name: 'System', email: null },
  subject: { type: 'invoice', id: '0b7d6a4e-5d1f-4c1e-9a43-3a0000000006', label: null },
  ip: null,
  summary: 'Open → Overdue',
});
const HOSTILE = entry({
  id: '39',
  action: 'proposal.declined',
  action_label: 'Candidate declined',
  category: 'contract',
  subject: { type: 'proposal', id: 'x', label: '<b>Rahul</b> for "Senior" engineer' },
  summary: 'Reason: <img src=x onerror="window.hacked=1">',
});

type Respond = (search: URLSearchParams) => ReturnType<typeof ok>;

function answer(list: Respond, people: ActivityPerson[] = [ADA, FARID, SYSTEM]) {
  return (request: RecordedRequest) => {
    const [path, query = ''] = request.url.split('?');
    if (path === API_PATHS.companyActivityPeople) return ok(people);
    if (path === API_PATHS.companyActivity) return list(new URLSearchParams(query));
    return failure(404, {});
  };
}

const listRequests = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.split('?')[0] === API_PATHS.companyActivity)
    .map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));

function renderActivity(path = '/company/activity') {
  return renderFeatureRoutes(routes, path, { session: signedIn(makeUser()) });
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Activity' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('activity log', () => {
  test('shows when (in the viewer time zone), who, what with its summary, subject and address', async () => {
    server = fakeApi(answer(() => ok({ items: [PAYMENT, OVERDUE], next_cursor: null })));
    renderActivity();

    expect(await screen.findByRole('heading', { name: 'Activity log', level: 2 })).toBeInTheDocument();
    await screen.findByText('INV-2026-0005');
    expect(screen.getByText('Who did what in your company, newest first. Times and dates are in Europe/Berlin.')).toBeInTheDocument();
    expect(rowsOf()).toEqual([
      [
        'Nov 23, 2026, 10:14 AM',
        'Ada Lindqvistadmin@acme.test',
        'Invoice status changed · MoneyOpen → ACH verification pending, payment PAY-DEMO-ACH-0005',
        'INV-2026-0005',
        '198.51.100.7',
      ],
      ['Nov 20, 2026, 1:05 AM', 'System', 'Invoice status changed · MoneyOpen → Overdue', 'Invoice 0b7d6a4e', '—'],
    ]);
    const [query] = listRequests(server.requests);
    expect(query?.get('tz')).toBe('Europe/Berlin');
  });

  test('texts from the log are shown as text, never as markup', async () => {
    server = fakeApi(answer(() => ok({ items: [HOSTILE], next_cursor: null })));
    renderActivity();

    expect(await screen.findByText('Reason: <img src=x onerror="window.hacked=1">')).toBeInTheDocument();
    expect(screen.getByText('<b>Rahul</b> for "Senior" engineer')).toBeInTheDocument();
    expect(document.querySelector('table img, table b')).toBeNull();
  });

  test('filters of a shared link are restored and sent, with the viewer time zone', async () => {
    server = fakeApi(answer(() => ok({ items: [PAYMENT], next_cursor: null })));
    renderActivity(`/company/activity?person=${FARID.id}&category=money&action=payment.failed&from=2026-11-01&to=2026-11-30`);

    await screen.findByText('INV-2026-0005');
    const [query] = listRequests(server.requests);
    expect(Object.fromEntries(query ?? [])).toEqual({
      person: FARID.id,
      category: 'money',
      action: 'payment.failed',
      from: '2026-11-01',
      to: '2026-11-30',
      tz: 'Europe/Berlin',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('Farid Haddad'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Money');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Payment failed');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
  });

  test('values of a link that make no sense are dropped', async () => {
    server = fakeApi(answer(() => ok({ items: [PAYMENT], next_cursor: null })));
    const view = renderActivity('/company/activity?person=everyone&category=secrets&action=toString&from=yesterday');

    await screen.findByText('INV-2026-0005');
    expect(Object.fromEntries(listRequests(server.requests)[0] ?? [])).toEqual({ tz: 'Europe/Berlin' });
    expect(currentPath(view.router)).toBe('/company/activity?person=everyone&category=secrets&action=toString&from=yesterday');
  });

  test('choosing person, category, action and period puts them in the URL and the request', async () => {
    server = fakeApi(answer(() => ok({ items: [PAYMENT], next_cursor: null })));
    const view = renderActivity();
    await screen.findByText('INV-2026-0005');

    await view.user.click(screen.getByRole('combobox', { name: 'Person' }));
    await view.user.click(await screen.findByRole('option', { name: 'System' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Category' }));
    await view.user.click(await screen.findByRole('option', { name: 'Users and access' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Action' }));
    // Only the actions of the chosen category are offered.
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Payment failed' })).not.toBeInTheDocument();
    await view.user.click(within(listbox).getByRole('option', { name: 'User disabled' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });

    await waitFor(() =>
      expect(currentPath(view.router)).toBe('/company/activity?person=system&category=access&action=user.disabled&from=2026-11-02'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(server?.requests ?? []).at(-1) ?? [])).toEqual({
        person: 'system',
        category: 'access',
        action: 'user.disabled',
        from: '2026-11-02',
        tz: 'Europe/Berlin',
      }),
    );

    // Another category drops an action it does not hold.
    await view.user.click(screen.getByRole('combobox', { name: 'Category' }));
    await view.user.click(await screen.findByRole('option', { name: 'Money' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/company/activity?person=system&category=money&from=2026-11-02'));
  });

  test('pages forward and back with the cursor in the URL', async () => {
    server = fakeApi(
      answer((search) =>
        search.get('cursor') === 'page-2' ? ok({ items: [OVERDUE], next_cursor: null }) : ok({ items: [PAYMENT], next_cursor: 'page-2' }),
      ),
    );
    const view = renderActivity();
    await screen.findByText('INV-2026-0005');

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invoice 0b7d6a4e')).toBeInTheDocument();
    expect(currentPath(view.router)).toBe(`/company/activity?${PAGE_CURSOR_PARAM}=page-2`);
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('INV-2026-0005')).toBeInTheDocument();
  });

  test('an empty log, filters that match nothing, and Clear filters', async () => {
    server = fakeApi(answer(() => ok({ items: [], next_cursor: null })));
    const empty = renderActivity();
    expect(await screen.findByRole('heading', { name: NO_ACTIVITY })).toBeInTheDocument();
    empty.unmount();

    const filtered = renderActivity('/company/activity?category=money');
    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    await filtered.user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentPath(filtered.router)).toBe('/company/activity'));
  });

  test('a failure offers Try again; refused filters are told with the API message', async () => {
    let fail = true;
    server = fakeApi(answer(() => (fail ? failure(500, {}) : ok({ items: [PAYMENT], next_cursor: null }))));
    const view = renderActivity();
    expect(await screen.findByText('The activity log could not be loaded.')).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('INV-2026-0005')).toBeInTheDocument();
    view.unmount();
    server.restore();

    server = fakeApi(
      answer(() => failure(422, { errors: [{ message: 'The end date must not be before the start date.', property: 'status' }] })),
    );
    renderActivity('/company/activity?from=2026-11-01&to=2026-11-05');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These filters cannot be applied.');
  });

  test('a period that ends before it starts is told once, beside To, and not sent', async () => {
    server = fakeApi(answer(() => ok({ items: [PAYMENT], next_cursor: null })));
    renderActivity('/company/activity?from=2026-11-05&to=2026-11-01');
    const to = await screen.findByLabelText('To');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(screen.getAllByText('The end date must not be before the start date.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listRequests(server.requests)).toEqual([]);
    // Nor exported: the CSV would be refused the same way.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('Export CSV downloads the current filters with the bearer token', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server = fakeApi((request) =>
      request.url.startsWith(API_PATHS.companyActivityCsv)
        ? { status: 200, body: 'Time', headers: { 'content-disposition': 'attachment; filename="activity-2026-11-24.csv"' } }
        : answer(() => ok({ items: [PAYMENT], next_cursor: 'page-2' }))(request),
    );
    const view = renderActivity(`/company/activity?person=${ADA.id}&category=money&${PAGE_CURSOR_PARAM}=page-2`);
    await screen.findByText('INV-2026-0005');

    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['activity-2026-11-24.csv']));
    const csvRequest = server.requests.find((request) => request.url.startsWith(API_PATHS.companyActivityCsv));
    expect(csvRequest?.url).toBe(`${API_PATHS.companyActivityCsv}?person=${ADA.id}&category=money&tz=Europe%2FBerlin`);
    expect(csvRequest?.headers.authorization).toBe('Bearer test-token');
    click.mockRestore();
  });
});

describe('who sees the activity log', () => {
  test('admins only: every role is needed', () => {
    expect(roleGate(COMPANY_ACTIVITY_HANDLE, userWithRoles(ROLES))).toBe('allowed');
    expect(roleGate(COMPANY_ACTIVITY_HANDLE, userWithRoles(['invoices', 'contracts', 'my_company']))).toBe('denied');
    expect(roleGate(COMPANY_ACTIVITY_HANDLE, userWithRoles(['invoices', 'contracts', 'proposals', 'my_company']))).toBe('denied');
    expect(roleGate(COMPANY_ACTIVITY_HANDLE, null)).toBe('denied');
  });
});
