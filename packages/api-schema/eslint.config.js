import { config } from '@portal/eslint-config';
import { bareStringRule } from './eslint-bare-string.js';

export default [...config(import.meta.dirname), bareStringRule({ files: ['src/**/*.ts'], ignores: ['src/text.ts', 'src/**/*.test.ts'] })];
