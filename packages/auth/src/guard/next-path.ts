export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
const LOGIN_PATH = '/login';

/**
 * `value` as the path of a page of `origin` (an origin or any address on it), or null when a
 * browser told to go to `value` would leave it. The URL parser decides, as the browser's does: it
 * drops tabs and line breaks, reads backslashes as slashes and resolves dots, so `/..//host` and
 * `/\t/host` come out as `//host`, another site. Only a path that stays on the origin and resolves
 * to itself once more is returned. Uses nothing but the URL parser, so that the browser tests can
 * run this very function in the page.
 */
export function sameOriginPath(value: string, origin: string): string | null {
  if (!value.startsWith('/')) return null;
  let home: string;
  let url: URL;
  try {
    home = new URL(origin).origin;
    url = new URL(value, home);
  } catch {
    return null;
  }
  if (url.origin !== home) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  let again: URL;
  try {
    again = new URL(path, home);
  } catch {
    return null;
  }
  return again.origin === home && again.href === url.href ? path : null;
}

/**
 * The page to open after login, from the `next` query parameter: a path of the portal's own
 * origin (see `sameOriginPath`), else the dashboard, so that a crafted link cannot send the user
 * to another site after signing in.
 */
export function safeNextPath(search: string, origin: string = window.location.origin): string {
  const next = new URLSearchParams(search).get('next');
  const path = next === null ? null : sameOriginPath(next, origin);
  if (path === null || new URL(path, origin).pathname === LOGIN_PATH) return DEFAULT_SIGNED_IN_PATH;
  return path;
}

/** `/login`, remembering the wanted page (unless it is the root, which leads to the dashboard anyway). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const wanted = `${location.pathname}${location.search}`;
  if (location.pathname === '/' || location.pathname === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ next: wanted }).toString()}`;
}
