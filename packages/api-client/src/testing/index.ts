export { installFakeAdapter, type FakeAnswer, type FakeResponder, type FakeServer, type RecordedRequest } from './fake-adapter';
export { fakeApi, ok, failure, type FakeReply } from './fake-api';
export { captureApiClient } from './capture-api-client';
export { createTestStore, type TestStore } from './test-store';
export { testRuntimeConfig } from './test-runtime-config';
