import { expect, jest, test } from '@jest/globals';
import { madeOncePerOptions } from './made-once';

test('each set of options is made once, and a maker that throws keeps nothing', () => {
  const make = jest.fn((options: { zone: string }) => {
    if (options.zone === 'Nowhere') throw new RangeError('unknown zone');
    return { zone: options.zone };
  });
  const format = madeOncePerOptions(make);
  expect(format({ zone: 'UTC' })).toBe(format({ zone: 'UTC' }));
  expect(make).toHaveBeenCalledTimes(1);
  expect(() => format({ zone: 'Nowhere' })).toThrow(RangeError);
  expect(() => format({ zone: 'Nowhere' })).toThrow(RangeError);
  expect(make).toHaveBeenCalledTimes(3);
});
