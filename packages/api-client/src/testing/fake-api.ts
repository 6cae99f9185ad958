import { installFakeAdapter, type FakeAnswer, type FakeResponder, type FakeServer } from './fake-adapter';

export type FakeReply = Exclude<FakeAnswer, 'network-error'>;

/** Answers the portal's axios instance in memory (its adapter); `restore()` puts the real adapter back. */
export function fakeApi(respond: FakeResponder): FakeServer {
  return installFakeAdapter(respond);
}

/** `{ data: payload }`, the success envelope of the API. */
export function ok(payload: unknown, status = 200): FakeReply {
  return { status, body: { data: payload } };
}

/** `{ data: { message?, errors?, code? } }`, the failure body of the API. */
export function failure(
  status: number,
  data: { message?: string; errors?: { message: string; property: string }[]; code?: string },
): FakeReply {
  return { status, body: { data } };
}
