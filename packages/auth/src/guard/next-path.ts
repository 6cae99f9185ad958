export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
const LOGIN_PATH = '/login';

// Any origin works: a relative path resolved against it keeps that origin, anything else does not.
const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * The page to open after login, from the `next` query parameter. Only same-origin relative paths
 * are honoured so that a crafted link cannot send the user to another site after signing in.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_SIGNED_IN_PATH;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return DEFAULT_SIGNED_IN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, remembering the wanted page (unless it is the root, which leads to the dashboard anyway). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const wanted = `${location.pathname}${location.search}`;
  if (location.pathname === '/' || location.pathname === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ next: wanted }).toString()}`;
}
