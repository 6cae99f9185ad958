const DEFAULT_DEVELOPER_INTEREST = 'general';
const DEFAULT_SIGNUP_SOURCE = 'client-portal';

const PROBE_ORIGIN = 'http://portal.invalid';

function firstFilled(params: URLSearchParams, names: string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * The external hiring sign-up page with the developer interest (`?developer_interest=` or
 * `?interest=` of the incoming link, default 'general') and the source (`?source=`, default
 * 'client-portal'). Query parameters already in `signupUrl` are kept.
 */
export function signupRedirectUrl(signupUrl: string, search: string): string {
  const incoming = new URLSearchParams(search);
  const url = new URL(signupUrl, PROBE_ORIGIN);
  url.searchParams.set('developer_interest', firstFilled(incoming, ['developer_interest', 'interest']) ?? DEFAULT_DEVELOPER_INTEREST);
  url.searchParams.set('source', firstFilled(incoming, ['source']) ?? DEFAULT_SIGNUP_SOURCE);
  if (url.origin === PROBE_ORIGIN) return `${url.pathname}${url.search}${url.hash}`;
  return url.toString();
}
