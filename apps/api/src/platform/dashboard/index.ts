import type { FastifyInstance } from 'fastify';
import type { ActionSourceRegistry } from './action-sources';
import { dashboardRoutes } from './dashboard.routes';

export { createActionSourceRegistry, type ActionSource, type ActionSourceRegistry } from './action-sources';

/** The dashboard's "needs your action": one endpoint over the sources the modules registered. */
export async function registerDashboardRoutes(api: FastifyInstance, deps: { sources: ActionSourceRegistry }): Promise<void> {
  await api.register(dashboardRoutes, { deps });
}
