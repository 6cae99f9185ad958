export {
  installFakeAdapter,
  type FakeAnswer,
  type FakeResponder,
  type FakeServer,
  type RecordedRequest,
} from './fake-adapter';
