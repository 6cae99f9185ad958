import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { hostileNextPaths, NEXT_HOSTS, NEXT_PREFIXES, NEXT_SEPARATORS, NEXT_TAILS, nextSearch } from '../testing/hostile-next-paths';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath, sameOriginPath } from './next-path';

const ORIGIN = 'https://portal.example.com';
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = 10_000;

/** Where a browser on the login page goes when it is sent to `path`. */
function landing(path: string): URL {
  return new URL(path, `${ORIGIN}/login?next=x`);
}

function staysHome(path: string): void {
  expect(path.startsWith('/')).toBe(true);
  expect(landing(path).origin).toBe(ORIGIN);
  expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
}

const piece = fc.oneof(
  fc.constantFrom(...NEXT_PREFIXES),
  fc.constantFrom(...NEXT_SEPARATORS),
  fc.constantFrom(...NEXT_HOSTS),
  fc.constantFrom(...NEXT_TAILS),
  fc.string({ maxLength: 4 }),
);
const hostileNext = fc
  .tuple(
    fc.constantFrom(...NEXT_PREFIXES),
    fc.array(piece, { maxLength: 6 }),
    fc.constantFrom(...NEXT_HOSTS),
    fc.constantFrom(...NEXT_TAILS),
  )
  .map(([prefix, middle, host, tail]) => `${prefix}${middle.join('')}${host}${tail}`);
// How the value rides in the link: as written, encoded once, or encoded twice.
const encoding = fc.constantFrom('plain', 'once', 'twice');
const searchOf = (value: string, how: string) =>
  how === 'plain' ? nextSearch(value, false) : nextSearch(how === 'twice' ? encodeURIComponent(value) : value, true);

describe('safeNextPath', () => {
  test('a path that normalises to another host leads to the dashboard', () => {
    expect(safeNextPath('?next=%2F..%2F%2Fexample.org%2Fx', ORIGIN)).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(safeNextPath('?next=/..//example.org/x', ORIGIN)).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(safeNextPath('?next=/./%252F/example.org', ORIGIN)).toBe('/%2F/example.org');
    expect(safeNextPath('?next=/%09/example.org', ORIGIN)).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(safeNextPath('?next=/%2509/example.org', ORIGIN)).toBe('/%09/example.org');
    expect(safeNextPath('?next=%2F%09%2Fexample.org', ORIGIN)).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(safeNextPath('?next=/x/../..//example.org', ORIGIN)).toBe(DEFAULT_SIGNED_IN_PATH);
  });

  test('keeps a same-origin path, normalised', () => {
    expect(safeNextPath('?next=/invoices/../contracts/7?tab=terms#top', ORIGIN)).toBe('/contracts/7?tab=terms#top');
  });

  test(`never leaves the origin: the fixed hostile set and ${RUNS} generated values (seed ${SEED})`, () => {
    let checked = 0;
    for (const value of hostileNextPaths()) {
      for (const encoded of [false, true]) {
        staysHome(safeNextPath(nextSearch(value, encoded), ORIGIN));
        checked += 1;
      }
    }
    fc.assert(
      fc.property(hostileNext, encoding, (value, how) => {
        staysHome(safeNextPath(searchOf(value, how), ORIGIN));
        checked += 1;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });

  test('honours every ordinary path of the portal as it came', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const ordinary = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.dictionary(segment, segment, { maxKeys: 3 })))
      .map(([segments, query]) => {
        const search = query ? new URLSearchParams(query).toString() : '';
        return `/${segments.join('/')}${search ? `?${search}` : ''}`;
      })
      .filter((path) => !path.startsWith('/login'));
    fc.assert(
      fc.property(ordinary, (path) => {
        expect(safeNextPath(nextSearch(path, true), ORIGIN)).toBe(path);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('sameOriginPath', () => {
  test('answers null for anything that is not a path of the origin', () => {
    for (const value of [
      '',
      'dashboard',
      '//example.org',
      '/\\example.org',
      '/..//example.org',
      'https://portal.example.com/x',
      'javascript:alert(1)',
    ]) {
      expect(sameOriginPath(value, ORIGIN)).toBeNull();
    }
  });

  test('takes the origin of a full address', () => {
    expect(sameOriginPath('/x', `${ORIGIN}/login?next=/x`)).toBe('/x');
  });
});
