import { describe, expect, test } from '@jest/globals';
import { isValidAbaRoutingNumber } from './aba-routing';

describe('isValidAbaRoutingNumber', () => {
  test.each(['110000000', '021000021', '011000015', '122105155'])('accepts %s', (routing) => {
    expect(isValidAbaRoutingNumber(routing)).toBe(true);
  });

  test.each(['110000001', '021000022', '123456789', '000000001'])('refuses the wrong check digit of %s', (routing) => {
    expect(isValidAbaRoutingNumber(routing)).toBe(false);
  });

  test.each(['', '11000000', '1100000000', '11000000a', ' 110000000'])('refuses the malformed %j', (routing) => {
    expect(isValidAbaRoutingNumber(routing)).toBe(false);
  });
});
