import { expect, test } from '@jest/globals';
import { featureProblems } from '@portal/ui/testing';
import * as feature from './index';

test('team-contracts describes its screens, header entries and widgets so that the shell can compose them', () => {
  expect(featureProblems(feature)).toEqual([]);
});
