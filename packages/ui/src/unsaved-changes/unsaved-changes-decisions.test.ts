import { describe, expect, test } from '@jest/globals';
import { decideUnsavedChanges, isLeaving, type UnsavedChangesEvent, type UnsavedChangesState } from './unsaved-changes-decisions';

const STATES: UnsavedChangesState[] = ['editing', 'asking', 'saving'];
const EVENTS: UnsavedChangesEvent[] = ['leave', 'discard', 'save', 'saved', 'save-failed', 'close'];

describe('decideUnsavedChanges', () => {
  test.each([
    ['editing', 'leave', 'asking', 'none'],
    ['asking', 'discard', 'editing', 'proceed'],
    ['asking', 'save', 'saving', 'save'],
    ['asking', 'close', 'editing', 'stay'],
    ['saving', 'saved', 'editing', 'proceed'],
    ['saving', 'save-failed', 'editing', 'stay'],
  ] as const)('%s + %s -> %s, %s', (state, event, next, effect) => {
    expect(decideUnsavedChanges(state, event)).toEqual({ state: next, effect });
  });

  test('every other pair changes nothing', () => {
    const meaningful = new Set(['editing/leave', 'asking/discard', 'asking/save', 'asking/close', 'saving/saved', 'saving/save-failed']);
    for (const state of STATES) {
      for (const event of EVENTS) {
        if (meaningful.has(`${state}/${event}`)) continue;
        expect(decideUnsavedChanges(state, event)).toEqual({ state, effect: 'none' });
      }
    }
  });

  test('a save in progress cannot be dismissed or discarded', () => {
    expect(decideUnsavedChanges('saving', 'close').effect).toBe('none');
    expect(decideUnsavedChanges('saving', 'discard').effect).toBe('none');
  });

  test('only a finished save lets the user leave after choosing Save', () => {
    const effects = EVENTS.filter((event) => decideUnsavedChanges('saving', event).effect === 'proceed');
    expect(effects).toEqual(['saved']);
  });
});

describe('isLeaving', () => {
  test('another path or query leaves; the same place does not', () => {
    expect(isLeaving({ pathname: '/company/information', search: '' }, { pathname: '/company/business', search: '' })).toBe(true);
    expect(isLeaving({ pathname: '/users', search: '' }, { pathname: '/users', search: '?status=active' })).toBe(true);
    expect(isLeaving({ pathname: '/users', search: '?a=1' }, { pathname: '/users', search: '?a=1' })).toBe(false);
  });
});
