export { renderWithTheme } from './render-with-theme';
export { createTestRouter, currentPath } from './test-router';
export { renderRoutes, renderFeatureRoutes, type RenderRoutesOptions } from './render-routes';
export { renderLightRoutes, type RenderLightRoutesOptions } from './render-light-routes';
export { featureProblems, type PortalFeatureFace } from '../portal-module/feature-problems';
export { fakeIntersectionObserver, removeFakeIntersectionObserver, type WatchedPlace } from './fake-intersection-observer';
