import { basePreset } from '../base.js';

export default {
  ...basePreset(),
  testEnvironment: 'node',
};
