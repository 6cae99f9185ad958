import { createMemoryRouter, type RouteObject } from 'react-router';

/** A memory router over `routes` at `path`, with a plain page for every other path. */
export function createTestRouter(routes: readonly object[], path = '/') {
  return createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading the page…</p>,
        children: [...(routes as RouteObject[]), { path: '*', element: <h1>Another page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
}

/** The current path and query of a rendered router. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
