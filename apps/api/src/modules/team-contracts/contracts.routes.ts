import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  contractDetailSchema,
  contractIdParamsSchema,
  contractListQuerySchema,
  contractPageSchema,
  envelope,
  errorBodySchema,
  vendorSchema,
} from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { ContractsDeps } from './contracts-deps';
import { getContract } from './get-contract';
import { listContractVendors } from './list-contract-vendors';
import { listContracts } from './list-contracts';

const tags = ['contracts'];
const contractsRole = { access: access.role('contracts') };
const failures = { 422: errorBodySchema };

/** The contracts list, its vendor filter and a contract's page. */
export const contractsRoutes: FastifyPluginAsyncZod<{ deps: ContractsDeps }> = namedPlugin('contractsRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.contracts,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: "The company's contracts, filtered, sorted and one keyset page at a time",
        description:
          '`status` may repeat; `vendor` is a vendor id; `q` searches the number, the talent’s name and the role. ' +
          'The default order (`status`) puts contracts awaiting signature first. `next_cursor` is opaque: pass it back as `cursor` with the same filters and sort.',
        querystring: contractListQuerySchema,
        response: { 200: envelope(contractPageSchema), ...failures },
      },
    },
    async (request) => ({ data: await listContracts(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.contractVendors,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: "The vendors of the company's contracts, by name",
        response: { 200: envelope(z.array(vendorSchema)), ...failures },
      },
    },
    async (request) => ({ data: await listContractVendors(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.contract,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: 'One contract of the company: its terms, talent, vendor, invoices, history and signature',
        description: 'The signature is its evidence (signer, time, address, user agent, terms version and hashes), never the PDF itself.',
        params: contractIdParamsSchema,
        response: { 200: envelope(contractDetailSchema), ...failures },
      },
    },
    async (request) => ({ data: await getContract(deps, { actor: companyActorOf(request), contractId: request.params.id }) }),
  );
});
