import { describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { escapeLikePattern, everyWordMatches } from './word-search';

describe('word search', () => {
  test('a search word matches its wildcards literally', () => {
    expect(escapeLikePattern('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLikePattern('React')).toBe('React');
  });

  test('each word of the search becomes one escaped pattern', () => {
    const patterns: string[] = [];
    const condition = everyWordMatches('  React 50%\tnode_js ', (pattern) => {
      patterns.push(pattern);
      return sql`true`;
    });
    expect(condition).toBeDefined();
    expect(patterns).toEqual(['%React%', '%50\\%%', '%node\\_js%']);
  });

  test('a search without a word filters nothing', () => {
    const matches = () => sql`true`;
    expect(everyWordMatches(undefined, matches)).toBeUndefined();
    expect(everyWordMatches('', matches)).toBeUndefined();
    expect(everyWordMatches(' \t ', matches)).toBeUndefined();
  });
});
