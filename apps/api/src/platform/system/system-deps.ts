import type { Config } from '../../config';
import type { Database } from '../database/database';

export interface SystemDeps {
  db: Database;
  config: Pick<Config, 'nodeEnv' | 'publicRuntime'>;
}
