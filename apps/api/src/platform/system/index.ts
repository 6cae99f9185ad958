import type { FastifyInstance } from 'fastify';
import type { SystemDeps } from './system-deps';
import { systemRoutes } from './system.routes';

export type { SystemDeps } from './system-deps';

/** The health check and the portal's run-time settings. */
export async function registerSystemRoutes(api: FastifyInstance, deps: SystemDeps): Promise<void> {
  await api.register(systemRoutes, { deps });
}
