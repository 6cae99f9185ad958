import { config } from '@portal/eslint-config';

export default config(import.meta.dirname);
