import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  changeRequestContractParamsSchema,
  changeRequestInputSchema,
  changeRequestListQuerySchema,
  changeRequestPageSchema,
  changeRequestParamsSchema,
  changeRequestSchema,
  envelope,
  errorBodySchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { ContractsDeps } from './contracts-deps';
import { listChangeRequests } from './list-change-requests';
import { requestContractChange } from './request-contract-change';
import { withdrawChangeRequest } from './withdraw-change-request';

const contractsRole = { access: access.role('contracts') };
const tags = ['contracts'];

/** End and extension requests: the company asks the contract's vendor for a new end date, or to end it. */
export const changeRequestsRoutes: FastifyPluginAsyncZod<{ deps: ContractsDeps }> = namedPlugin(
  'changeRequestsRoutes',
  async (app, { deps }) => {
    app.get(
      API_PATHS.contractChangeRequests,
      {
        config: contractsRole,
        schema: {
          tags,
          summary: "A contract's end and extension requests, newest first, one keyset page at a time",
          description: '`next_cursor` is opaque: pass it back as `cursor`.',
          params: changeRequestContractParamsSchema,
          querystring: changeRequestListQuerySchema,
          response: { 200: envelope(changeRequestPageSchema), 422: errorBodySchema },
        },
      },
      async (request) => ({
        data: await listChangeRequests(deps, { actor: companyActorOf(request), contractId: request.params.id, query: request.query }),
      }),
    );

    app.post(
      API_PATHS.contractChangeRequests,
      {
        config: contractsRole,
        schema: {
          tags,
          summary: 'Ask the vendor to extend the contract (a later end date) or to end it (a last working day)',
          description:
            'An extension: for a signed, active or notice-given contract with an end date, to a date after it and at most two years later. ' +
            'An end: for a signed or active contract, from today to its end date; a date sooner than the notice period allows is recorded with `notice_short`. ' +
            'One request waits per contract: the same request again answers it (200), another one is a 409 naming it. The request is recorded for the vendor.',
          params: changeRequestContractParamsSchema,
          body: changeRequestInputSchema,
          response: { 201: envelope(changeRequestSchema), 200: envelope(changeRequestSchema), 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { request: created, created: isNew } = await requestContractChange(deps, {
          actor: companyActorOf(request),
          contractId: request.params.id,
          change: request.body,
        });
        return reply.code(isNew ? 201 : 200).send({ data: created });
      },
    );

    app.post(
      API_PATHS.contractChangeRequestWithdraw,
      {
        config: contractsRole,
        schema: {
          tags,
          summary: 'Withdraw a request that waits for the vendor',
          description: 'Withdrawing it again answers it as it is; a request the vendor has decided is a 409.',
          params: changeRequestParamsSchema,
          response: { 200: envelope(changeRequestSchema), 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => ({
        data: await withdrawChangeRequest(deps, {
          actor: companyActorOf(request),
          contractId: request.params.id,
          requestId: request.params.requestId,
        }),
      }),
    );
  },
);
