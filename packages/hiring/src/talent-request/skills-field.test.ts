import { describe, expect, it } from '@jest/globals';
import { normaliseSkills } from './skills-field';

describe('normaliseSkills', () => {
  it('trims, drops blanks and keeps the first spelling of a repeated skill', () => {
    expect(normaliseSkills([' React ', '', 'react', 'Go', '  ', 'GO', 'Rust'])).toEqual(['React', 'Go', 'Rust']);
  });
});
