import { describe, expect, test } from '@jest/globals';
import { liveTags } from './live-tags';

const ID = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001';
const OTHER = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a2001';

describe("the session's live tags", () => {
  test("a change of the signed-in user refreshes the current user; a colleague's does not", () => {
    expect(liveTags.user?.({ id: ID, selfId: ID })).toEqual(['CurrentUser']);
    expect(liveTags.user?.({ id: OTHER, selfId: ID })).toEqual([]);
  });

  test('a change of users unnamed, or of the company (whose name the user carries), refreshes the current user', () => {
    expect(liveTags.user?.({ selfId: ID })).toEqual(['CurrentUser']);
    expect(liveTags.company?.({ selfId: ID })).toEqual(['CurrentUser']);
  });
});
