/**
 * @jest-environment node
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { API_PATHS, liveEventSchema } from '@portal/api-schema';
import { composeLiveTags, liveTag, type LiveTag } from './live-event-tags';
import { asLiveEvent, FIRST_RETRY_MS, startLiveUpdates, type LiveUpdates } from './live-updates';

const ID = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001';
const encoder = new TextEncoder();

/** A response whose body the test writes to and ends. */
function openResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** The live tags of two features, as the portal composes every feature's. */
const liveEventTags = composeLiveTags([
  { invoice: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget'] },
  { contract: ({ id }) => [liveTag('Contract', id), 'ContractList', liveTag('ContractChangeRequests', id)] },
  { invoice: () => ['DashboardActions'], contract: () => ['DashboardActions'] },
]);

/** Lets pending promises (fetch, reads) run. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

let live: LiveUpdates | null = null;
let invalidated: LiveTag[][];
let unauthorized: number;
let fetchMock: jest.Mock<typeof fetch>;
let token: string | null;
const target = new EventTarget();

/** The page's clock in these tests: it moves only when a test moves it. */
let clock: number;
const PAGE_START = 1_790_000_000_000;

function start(since?: number) {
  live = startLiveUpdates({
    selfId: ID,
    liveEventTags,
    ...(since === undefined ? {} : { since }),
    now: () => clock,
    invalidate: (tags) => invalidated.push(tags),
    baseUrl: () => 'https://api.test',
    token: () => token,
    onUnauthorized: () => void (unauthorized += 1),
    fetch: fetchMock,
    window: target,
    random: () => 1,
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  clock = PAGE_START + 4_000;
  invalidated = [];
  unauthorized = 0;
  token = 'the-token';
  fetchMock = jest.fn<typeof fetch>();
});
afterEach(() => {
  live?.stop();
  live = null;
  jest.useRealTimers();
});

describe('startLiveUpdates', () => {
  test('connects with the bearer token in a header and invalidates the tags of each change', async () => {
    const stream = openResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    start();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    // Without a start given, from now: the page's clock as it asks, both times.
    expect(url).toBe(`https://api.test${API_PATHS.liveEvents}?since=${clock}&now=${clock}`);
    expect(String(url)).not.toContain('the-token');
    expect(init?.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer the-token' });

    stream.send(`retry: 3000\n\n: heartbeat\n\nevent: change\ndata: {"kind":"invoice","id":"${ID}"}\n\n`);
    stream.send('event: change\ndata: {"kind":"no such kind"}\n\n');
    await settle();
    expect(invalidated).toEqual([[{ type: 'Invoice', id: ID }, 'Invoices', 'InvoicesWidget', 'DashboardActions']]);
  });

  test('after a drop it waits, longer after each failure in a row, then asks for the changes since the stream last spoke', async () => {
    const first = openResponse();
    fetchMock.mockResolvedValueOnce(first.response).mockRejectedValueOnce(new TypeError('offline'));
    const third = openResponse();
    fetchMock.mockResolvedValueOnce(third.response);
    start(PAGE_START);
    await settle();
    clock += 25_000;
    first.send(': heartbeat\n\n');
    await settle();
    const lastHeard = clock;
    clock += 10_000;
    first.end();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The second attempt failed: the next wait is twice as long.
    await jest.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[1])).toEqual([
      `since=${PAGE_START}&now=${PAGE_START + 4_000}`,
      `since=${lastHeard}&now=${clock}`,
      `since=${lastHeard}&now=${clock}`,
    ]);
    // Nothing is refreshed unless the server says it no longer holds what was missed.
    await settle();
    expect(invalidated).toEqual([]);
    third.send('event: change\ndata: {"kind":"resync"}\n\n');
    await settle();
    expect(invalidated).toEqual([
      ['Invoice', 'Invoices', 'InvoicesWidget', 'Contract', 'ContractList', 'ContractChangeRequests', 'DashboardActions'],
    ]);
  });

  test('coming back online connects at once instead of waiting', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(openResponse().response);
    start();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a 401 stops for good and hands over to the session', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    start();
    await settle();
    expect(unauthorized).toBe(1);
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('signed out (no token) it stops instead of reconnecting; stop() ends an open stream', async () => {
    const stream = openResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    start();
    await settle();
    token = null;
    stream.end();
    await settle();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const second = openResponse();
    token = 'the-token';
    fetchMock.mockResolvedValueOnce(second.response);
    start();
    await settle();
    const signal = fetchMock.mock.calls[1]?.[1]?.signal;
    live?.stop();
    expect(signal?.aborted).toBe(true);
  });
});

describe('startLiveUpdates, opened after the page loaded', () => {
  test("its first connection asks from the page's start and refreshes nothing by itself", async () => {
    const stream = openResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    start(PAGE_START);
    await settle();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`?since=${PAGE_START}&now=${PAGE_START + 4_000}`);
    expect(invalidated).toEqual([]);
    // What the server still holds from before arrives as any change does.
    stream.send(`event: change\ndata: {"kind":"contract","id":"${ID}"}\n\n`);
    await settle();
    expect(invalidated).toEqual([
      [{ type: 'Contract', id: ID }, 'ContractList', { type: 'ContractChangeRequests', id: ID }, 'DashboardActions'],
    ]);
  });
});

describe('asLiveEvent', () => {
  test("accepts and refuses what the API's event schema does", () => {
    const samples: unknown[] = [
      { kind: 'invoice', id: ID },
      { kind: 'resync' },
      { kind: 'company' },
      { kind: 'invoice', id: 'not an id' },
      { kind: 'no such kind' },
      { id: ID },
      { kind: 7 },
      null,
      'invoice',
      [],
    ];
    for (const sample of samples) {
      const parsed = liveEventSchema.safeParse(sample);
      expect(asLiveEvent(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
