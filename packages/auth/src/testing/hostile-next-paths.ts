// The grammar of hostile `next` values: what browsers and URL parsers read as "another site" in
// a value that looks like a path. The unit property test draws from these pieces at random, the
// browser test takes the fixed products of `hostileNextPaths`. No imports: the browser test loads
// this file as it is.

/** Beginnings that may turn a path into another origin once parsed or normalised. */
export const NEXT_PREFIXES = [
  '',
  '/',
  '//',
  '///',
  '/\\',
  '\\/',
  '\\\\',
  '/\t/',
  '/\n/',
  '/\r\n/',
  '\t//',
  ' //',
  '/%2F',
  '/%2f/',
  '%2F%2F',
  '/%5C',
  '/%5c/',
  '/..//',
  '/../\\',
  '/.//',
  '/./\\',
  '/%2E%2E//',
  '/%2e%2e/%2f',
  '/.%2E//',
  '/x/../..//',
  '/x/..\\/',
  '/..\t//',
  'http://',
  'https:',
  'HTTPS://',
  'http:/\\',
  'http:\\\\',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:text/html,',
  'vbscript:',
  'file:///',
  'blob:',
] as const;

/** Pieces that separate, hide or stand in for slashes and dots. */
export const NEXT_SEPARATORS = [
  '/',
  '\\',
  '.',
  '..',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u000B',
  '\f',
  '%09',
  '%0A',
  '%0D',
  '%00',
  '%2F',
  '%5C',
  '%2E',
  '%252F',
  '\uFF0F',
  '\u2215',
  '\u3002',
  '@',
  ':',
  '?',
  '#',
  ';',
] as const;

/** Hosts an attacker wants to reach, written the ways a parser still reads as a host. */
export const NEXT_HOSTS = [
  'example.org',
  'example.org:443',
  'user@example.org',
  'user:pass@example.org',
  'EXAMPLE.ORG.',
  '%65xample.org',
  '127.0.0.1',
  '0x7f.1',
  '[::1]',
  'localhost',
  'xn--80ak6aa92e.example',
  'alert(1)',
] as const;

/** Endings of the value. */
export const NEXT_TAILS = ['', '/x', '/x?y=1', '#frag', '?next=//example.org', '/%2e%2e/', '\\x'] as const;

/**
 * A fixed set of the nastiest `next` values (about four hundred): every prefix before every host,
 * with a tail, written plainly and percent-encoded as a link would carry it.
 */
export function hostileNextPaths(): string[] {
  const values = new Set<string>();
  const hosts = ['example.org', 'user@example.org', '%65xample.org', '[::1]', 'alert(1)'];
  for (const prefix of NEXT_PREFIXES) {
    for (const host of hosts) {
      values.add(`${prefix}${host}/x`);
      values.add(encodeURIComponent(`${prefix}${host}/x`));
    }
  }
  for (const separator of NEXT_SEPARATORS) values.add(`/${separator}/example.org`);
  return [...values];
}

/** `?next=` with `value` as the query string carries it: as written or percent-encoded. */
export function nextSearch(value: string, encoded: boolean): string {
  return `?next=${encoded ? encodeURIComponent(value) : value}`;
}
