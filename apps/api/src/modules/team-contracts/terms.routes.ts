import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, envelope, errorBodySchema, serviceContractTermsSchema, termsVersionParamsSchema } from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { ContractsDeps } from './contracts-deps';
import { getServiceContractTerms } from './get-service-contract-terms';

const tags = ['contracts'];

/** The Standard Service Contract Terms: any client user of a company reads them, whatever their roles. */
export const termsRoutes: FastifyPluginAsyncZod<{ deps: ContractsDeps }> = namedPlugin('termsRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.serviceContractTerms,
    {
      config: { access: access.company },
      schema: {
        tags,
        summary: 'The current Standard Service Contract Terms',
        description: 'The newest published version, its sections (plain text) and every published version, newest first.',
        response: { 200: envelope(serviceContractTermsSchema) },
      },
    },
    async (request) => ({ data: await getServiceContractTerms(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.serviceContractTermsVersion,
    {
      config: { access: access.company },
      schema: {
        tags,
        summary: 'One version of the Standard Service Contract Terms',
        description: 'A published version by its name (`2.0`); an unknown or unpublished one is a 404.',
        params: termsVersionParamsSchema,
        response: { 200: envelope(serviceContractTermsSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getServiceContractTerms(deps, { actor: companyActorOf(request), version: request.params.version }) }),
  );
});
