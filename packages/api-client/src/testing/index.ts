export {
  installFakeAdapter,
  type FakeAnswer,
  type FakeResponder,
  type FakeServer,
  type RecordedRequest,
} from './fake-adapter';
export { testRuntimeConfig } from './test-runtime-config';
