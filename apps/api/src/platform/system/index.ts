import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../database/database';
import { systemRoutes } from './system.routes';

export interface SystemDeps {
  db: Database;
  config: Pick<Config, 'nodeEnv' | 'publicRuntime'>;
}

/** The health check and the portal's run-time settings. */
export async function registerSystemRoutes(api: FastifyInstance, deps: SystemDeps): Promise<void> {
  await api.register(systemRoutes, { deps });
}
