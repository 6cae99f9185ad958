import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, apiPath, type ChangeRequest, type ChangeRequestPage } from '@portal/api-schema';
import { addDays, CONTRACT_REQUEST_TEXTS, utcDay } from '@portal/api-schema/constants';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { signedIn } from '@portal/auth/testing';
import { formatDate } from '@portal/ui';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ME } from '../testing/render-team-contracts';
import { ContractRequestsPanel } from './contract-requests-panel';
import type { RequestsPanelContract } from './requests-panel-contract';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const CONTRACT_ID = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';
const REQUESTS_URL = apiPath(API_PATHS.contractChangeRequests, { id: CONTRACT_ID });
const today = utcDay();
const day = (days: number) => addDays(today, days);

const ACTIVE: RequestsPanelContract = {
  id: CONTRACT_ID,
  status: 'active',
  starts_on: day(-100),
  ends_on: day(120),
  notice_period_days: 30,
  vendor_name: 'Northwind Dev Studio',
};

let nextId = 1;
function makeRequest(overrides: Partial<ChangeRequest> = {}): ChangeRequest {
  const n = nextId++;
  return {
    id: `0e1d2c3b-4a59-4867-9564-${String(n).padStart(12, '0')}`,
    contract_id: CONTRACT_ID,
    kind: 'extension',
    requested_end_on: day(300),
    reason: null,
    status: 'withdrawn',
    notice_short: false,
    requested_by: { id: ME.id, name: 'Ada Lovelace' },
    created_at: '2026-11-02T14:05:00Z',
    decided_at: '2026-11-03T09:00:00Z',
    can_withdraw: false,
    ...overrides,
  };
}

const pageOf = (items: ChangeRequest[], nextCursor: string | null = null): ChangeRequestPage => ({
  items,
  next_cursor: nextCursor,
  total: items.length,
});

interface Api {
  list?: (cursor: string | null) => FakeReply | Promise<FakeReply>;
  create?: (body: Record<string, unknown>) => FakeReply | Promise<FakeReply>;
  withdraw?: (requestId: string) => FakeReply | Promise<FakeReply>;
}

/** A server keeping the contract's requests as the API does: new ones first, one waiting at a time. */
function answer(initial: ChangeRequest[] = [], handlers: Api = {}) {
  let requests = [...initial];
  server = fakeApi(async (request) => {
    const [path, search = ''] = request.url.split('?');
    if (request.method === 'GET' && path === REQUESTS_URL) {
      const cursor = new URLSearchParams(search).get('cursor');
      return handlers.list ? handlers.list(cursor) : ok(pageOf(requests));
    }
    if (request.method === 'POST' && path === REQUESTS_URL) {
      const body = JSON.parse(String(request.body)) as Record<string, unknown>;
      if (handlers.create) {
        const reply = await handlers.create(body);
        if (reply.status >= 400) return reply;
      }
      const created = makeRequest({
        kind: body.kind as ChangeRequest['kind'],
        requested_end_on: String(body.requested_end_on),
        reason: (body.reason as string | undefined) || null,
        status: 'pending',
        decided_at: null,
        can_withdraw: true,
        created_at: new Date().toISOString(),
      });
      requests = [created, ...requests];
      return ok(created, 201);
    }
    const withdrawal = /\/change-requests\/([^/]+)\/withdraw$/.exec(path ?? '');
    if (request.method === 'POST' && withdrawal) {
      const id = withdrawal[1] ?? '';
      if (handlers.withdraw) {
        const reply = await handlers.withdraw(id);
        if (reply.status >= 400) return reply;
      }
      requests = requests.map((item) =>
        item.id === id ? { ...item, status: 'withdrawn', can_withdraw: false, decided_at: new Date().toISOString() } : item,
      );
      return ok(requests.find((item) => item.id === id));
    }
    return failure(404, {});
  });
}

const posts = (match: (url: string) => boolean) =>
  (server?.requests ?? [])
    .filter((request) => request.method === 'POST' && match(request.url))
    .map((request) => JSON.parse(String(request.body ?? 'null')) as unknown);
const createBodies = () => posts((url) => url === REQUESTS_URL);

function renderPanel(contract: RequestsPanelContract = ACTIVE) {
  return renderFeatureRoutes([{ path: '/panel', element: <ContractRequestsPanel contract={contract} /> }], '/panel', {
    session: signedIn(ME),
  });
}

const panel = () => screen.getByRole('region', { name: CONTRACT_REQUEST_TEXTS.panelTitle });
const list = () => screen.getByRole('list', { name: 'Requests' });

async function fillDate(label: string, value: string) {
  const field = screen.getByLabelText(new RegExp(`^${label}`));
  fireEvent.change(field, { target: { value } });
  return field;
}

describe('the requests of a contract', () => {
  test('each shows its kind and date, status, reason, who asked and when; a waiting one was sent to the vendor and can be withdrawn', async () => {
    answer([
      makeRequest({
        kind: 'end',
        requested_end_on: day(10),
        status: 'pending',
        decided_at: null,
        can_withdraw: true,
        notice_short: true,
        reason: 'Budget cut\nfor Q1',
        created_at: '2026-11-20T10:30:00Z',
      }),
      makeRequest({ kind: 'extension', requested_end_on: day(200), status: 'withdrawn', requested_by: null }),
    ]);
    renderPanel();

    await screen.findByRole('heading', { name: `End on ${formatDate(day(10))}` });
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [waiting, withdrawn] = items as [HTMLElement, HTMLElement];
    expect(within(waiting).getByRole('heading', { name: `End on ${formatDate(day(10))}` })).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting for the vendor')).toBeInTheDocument();
    expect(within(waiting).getByText('Shorter than the notice period')).toBeInTheDocument();
    expect(within(waiting).getByText(/Budget cut/)).toBeInTheDocument();
    expect(within(waiting).getByText(/Requested Nov 20, 2026, .* by Ada Lovelace · Sent to Northwind Dev Studio/)).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();

    expect(within(withdrawn).getByRole('heading', { name: `Extension to ${formatDate(day(200))}` })).toBeInTheDocument();
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).getByText(/by a former user · Withdrawn Nov 3, 2026/)).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button')).not.toBeInTheDocument();

    // One request waits: no new one until it is withdrawn.
    expect(within(panel()).getByText('A request waits for Northwind Dev Studio. Withdraw it to send another.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request extension' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request end' })).not.toBeInTheDocument();
  });

  test('empty: says so and offers both requests for an active contract with an end date', async () => {
    answer();
    renderPanel();

    expect(await screen.findByText(CONTRACT_REQUEST_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request extension' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request end' })).toBeInTheDocument();
  });

  test('loading shows a labelled spinner; a failure offers a retry', async () => {
    let calls = 0;
    let release: ((reply: FakeReply) => void) | undefined;
    answer([], {
      list: () => {
        calls += 1;
        if (calls === 1) return failure(500, {});
        return new Promise<FakeReply>((resolve) => (release = resolve));
      },
    });
    renderPanel();

    await waitFor(() => expect(within(list()).getByRole('alert')).toHaveTextContent('The requests could not be loaded.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the requests' })).toBeInTheDocument();
    act(() => release?.(ok(pageOf([makeRequest({ reason: 'After the retry' })]))));
    expect(await screen.findByText('After the retry')).toBeInTheDocument();
  });

  test.each([
    ['notice given: an extension only', { status: 'notice_given' as const }, ['Request extension']],
    ['open-ended: an end only', { ends_on: null }, ['Request end']],
    ['signed: both', { status: 'signed' as const, starts_on: day(20) }, ['Request extension', 'Request end']],
    ['awaiting signature: none', { status: 'awaiting_signature' as const }, []],
    ['ended: none', { status: 'ended' as const }, []],
    ['cancelled: none', { status: 'cancelled' as const }, []],
  ])('the requests a contract allows (%s)', async (_label, overrides, buttons) => {
    answer();
    renderPanel({ ...ACTIVE, ...overrides });

    await screen.findByText(CONTRACT_REQUEST_TEXTS.empty);
    const offered = within(panel())
      .queryAllByRole('button')
      .map((button) => button.textContent);
    expect(offered).toEqual(buttons);
    if (buttons.length === 0)
      expect(screen.getByText('Requests can be sent for signed, active and notice-given contracts.')).toBeInTheDocument();
  });

  test('older requests come on asking, after the ones shown', async () => {
    const first = Array.from({ length: 10 }, (_, index) => makeRequest({ reason: `Newer ${index}` }));
    const older = [makeRequest({ reason: 'The oldest one' })];
    answer([], { list: (cursor) => (cursor === 'page-2' ? ok(pageOf(older)) : ok(pageOf(first, 'page-2'))) });
    const view = renderPanel();

    await screen.findByText('Newer 9');
    await view.user.click(screen.getByRole('button', { name: 'Show older requests' }));
    expect(await screen.findByText('The oldest one')).toBeInTheDocument();
    expect(screen.getByText('Newer 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older requests' })).not.toBeInTheDocument();
    const searches = (server?.requests ?? [])
      .filter((request) => request.url.startsWith(REQUESTS_URL))
      .map((request) => request.url.split('?')[1]);
    expect(searches).toEqual(['limit=10', 'limit=10&cursor=page-2']);
  });
});

describe('requesting an extension', () => {
  test('sends the new end date and reason once; the request shows, sent to the vendor', async () => {
    answer();
    const view = renderPanel();

    await view.user.click(await screen.findByRole('button', { name: 'Request extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an extension' });
    expect(dialog).toHaveTextContent(
      `The contract ends on ${formatDate(day(120))}. Ask Northwind Dev Studio to extend it to a later date, at most 2 years later.`,
    );
    const field = await fillDate('New end date', day(300));
    expect(field).toHaveAttribute('min', day(121));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  The roadmap runs on. ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createBodies()).toEqual([{ kind: 'extension', requested_end_on: day(300), reason: 'The roadmap runs on.' }]);
    expect(await screen.findByText('Sent to Northwind Dev Studio')).toBeInTheDocument();
    expect(await within(list()).findByRole('heading', { name: `Extension to ${formatDate(day(300))}` })).toBeInTheDocument();
    expect(within(list()).getByText(/· Sent to Northwind Dev Studio/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request extension' })).not.toBeInTheDocument();
  });

  test('a date that is not after the current end is refused beside the field, and nothing is sent', async () => {
    answer();
    const view = renderPanel();

    await view.user.click(await screen.findByRole('button', { name: 'Request extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an extension' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose a date')).toBeInTheDocument();
    await fillDate('New end date', day(120));
    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(`Choose a date after the current end date, ${formatDate(day(120))}.`)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New end date/)).toHaveFocus();
    expect(createBodies()).toEqual([]);
  });

  test("the server's field errors show beside the field, its refusals above the form", async () => {
    let calls = 0;
    answer([], {
      create: () => {
        calls += 1;
        return calls === 1
          ? failure(422, {
              message: 'The given data was invalid.',
              errors: [{ property: 'requested_end_on', message: 'Not on that day.' }],
            })
          : failure(409, {
              message: 'An end on Dec 1, 2026 is already waiting for Northwind Dev Studio. Withdraw it before sending another request.',
            });
      },
    });
    const view = renderPanel();

    await view.user.click(await screen.findByRole('button', { name: 'Request extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an extension' });
    await fillDate('New end date', day(300));
    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Not on that day.')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already waiting for Northwind Dev Studio/);
    expect(view.toasts).toEqual([]);
    expect(createBodies()).toHaveLength(2);
  });

  test('Cancel and Escape send nothing', async () => {
    answer();
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Request extension' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await view.user.click(screen.getByRole('button', { name: 'Request extension' }));
    await screen.findByRole('dialog');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createBodies()).toEqual([]);
  });
});

describe('requesting the end', () => {
  test('shows the earliest end the notice period allows and warns, in the exact words, before a shorter one', async () => {
    answer();
    const view = renderPanel();

    await view.user.click(await screen.findByRole('button', { name: 'Request end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request the end of the contract' });
    expect(dialog).toHaveTextContent(
      `Ask Northwind Dev Studio to end the contract. With its 30-day notice period, the earliest last working day is ${formatDate(day(30))}.`,
    );
    const warning = 'This is shorter than the 30-day notice period; the vendor may decline or charge for the notice.';
    const field = await fillDate('Last working day', day(29));
    expect(field).toHaveAttribute('min', today);
    expect(field).toHaveAttribute('max', day(120));
    expect(await within(dialog).findByText(warning)).toBeInTheDocument();
    await fillDate('Last working day', day(30));
    await waitFor(() => expect(within(dialog).queryByText(warning)).not.toBeInTheDocument());
    await fillDate('Last working day', day(0));
    expect(await within(dialog).findByText(warning)).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(createBodies()).toEqual([{ kind: 'end', requested_end_on: today, reason: '' }]));
  });

  test('a last working day in the past or after the end is refused before sending', async () => {
    answer();
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Request end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request the end of the contract' });
    await fillDate('Last working day', day(-1));
    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The last working day cannot be in the past.')).toBeInTheDocument();
    await fillDate('Last working day', day(121));
    await view.user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText(`The last working day must be on or before the current end date, ${formatDate(day(120))}.`),
    ).toBeInTheDocument();
    expect(createBodies()).toEqual([]);
  });

  test('works with the keyboard; while it is sent the form cannot be sent again', async () => {
    let release: (() => void) | undefined;
    answer([], { create: () => new Promise<FakeReply>((resolve) => (release = () => resolve(ok(null)))) });
    const view = renderPanel();

    const button = await screen.findByRole('button', { name: 'Request end' });
    act(() => button.focus());
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Request the end of the contract' });
    const field = await fillDate('Last working day', day(60));
    act(() => field.focus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Send request/ })).toBeDisabled());
    await view.user.keyboard('{Enter}');
    act(() => release?.());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createBodies()).toEqual([{ kind: 'end', requested_end_on: day(60), reason: '' }]);
  });
});

describe('withdrawing', () => {
  test('asks first, then withdraws once; the request shows withdrawn and new requests can be sent', async () => {
    const waiting = makeRequest({ kind: 'extension', status: 'pending', decided_at: null, can_withdraw: true });
    answer([waiting]);
    const view = renderPanel();

    await view.user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    expect(dialog).toHaveTextContent(
      `Extension to ${formatDate(waiting.requested_end_on)}: Northwind Dev Studio will see the request withdrawn.`,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts((url) => url.endsWith('/withdraw'))).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
    expect(await within(list()).findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request extension' })).toBeInTheDocument();
    expect(posts((url) => url.endsWith(`/change-requests/${waiting.id}/withdraw`))).toHaveLength(1);
  });

  test('a refusal is toasted and the request stays as the server has it', async () => {
    const waiting = makeRequest({ status: 'pending', decided_at: null, can_withdraw: true });
    answer([waiting], {
      withdraw: () => failure(409, { message: 'This request was accepted by the vendor, so it can no longer be withdrawn.' }),
    });
    const view = renderPanel();

    await view.user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(view.toasts).toEqual(['This request was accepted by the vendor, so it can no longer be withdrawn.']));
    expect(screen.getByText('Waiting for the vendor')).toBeInTheDocument();
  });
});
