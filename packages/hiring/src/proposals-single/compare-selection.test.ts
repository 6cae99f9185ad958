import { describe, expect, test } from '@jest/globals';
import { COMPARE_LIMIT } from '@portal/api-schema/constants';
import { compareSearchString, compareSelectionFromSearch, toggleCompare, withCompareSelection } from './compare-selection';

const IDS = ['a', 'b', 'c', 'd'];

describe('compare selection', () => {
  test('reads known ids once, in order, at most the limit', () => {
    expect(COMPARE_LIMIT).toBe(3);
    expect(compareSelectionFromSearch(new URLSearchParams('compare=b,a'), IDS)).toEqual(['b', 'a']);
    expect(compareSelectionFromSearch(new URLSearchParams('compare=a,x,a,,b'), IDS)).toEqual(['a', 'b']);
    expect(compareSelectionFromSearch(new URLSearchParams('compare=a,b,c,d'), IDS)).toEqual(['a', 'b', 'c']);
    expect(compareSelectionFromSearch(new URLSearchParams(''), IDS)).toEqual([]);
  });

  test('toggles on and off, and not beyond the limit', () => {
    expect(toggleCompare([], 'a')).toEqual(['a']);
    expect(toggleCompare(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleCompare(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c']);
    expect(toggleCompare(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  test('writes the selection in the URL, keeping other params', () => {
    const search = new URLSearchParams('compare=a&view=x');
    expect(withCompareSelection(search, ['a', 'b']).toString()).toBe('compare=a%2Cb&view=x');
    expect(withCompareSelection(search, []).toString()).toBe('view=x');
    expect(search.toString()).toBe('compare=a&view=x');
  });

  test('the query string keeps its commas readable', () => {
    expect(compareSearchString(new URLSearchParams('view=x'), ['a', 'b'])).toBe('?view=x&compare=a,b');
    expect(compareSearchString(new URLSearchParams('compare=a'), [])).toBe('');
    expect(compareSelectionFromSearch(new URLSearchParams('compare=a,b'), IDS)).toEqual(['a', 'b']);
  });
});
