export { makeUser, makeSandboxUser, userWithRoles } from './users';
export { fakeApi, ok, failure, type FakeReply, type FakeResponder, type FakeServer } from './fake-api';
export {
  renderRoutes,
  createTestStore,
  signIn,
  currentPath,
  TEST_TOKEN,
  type RenderRoutesOptions,
  type TestStore,
} from './render-with-router';
export { renderFeatureRoutes } from './render-feature-routes';
export { renderLightRoutes, type RenderLightRoutesOptions } from './render-light';
export { testRuntimeConfig } from '@portal/api-client/testing';
