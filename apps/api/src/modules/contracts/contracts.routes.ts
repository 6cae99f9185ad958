import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContractsDeps } from './contracts-deps';

/**
 * The endpoints of the contracts module. Each declares its access and calls one operation, e.g.
 * `app.get(API_PATHS.things, { config: { access: access.role('contracts') }, schema: { tags: ['contracts'],
 * summary, querystring, response: { 200: envelope(thingPageSchema), 422: errorBodySchema } } },
 * async (request) => ({ data: await listThings(deps, { actor: companyActorOf(request), query: request.query }) }))`.
 */
export const contractsRoutes: FastifyPluginAsyncZod<{ deps: ContractsDeps }> = async (_app, _options) => {};
