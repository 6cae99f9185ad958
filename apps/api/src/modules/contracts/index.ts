import type { ApiModule } from '../../platform/api-module';
import type { ContractDocumentDeps } from './contract-document-deps';
import { contractDocumentRoutes } from './contract-document.routes';
import type { ContractsDeps } from './contracts-deps';
import { contractsRoutes } from './contracts.routes';

export { DEMO_CONTRACTS, seedContractsDemoData } from './demo-data';
export { DEMO_SIGNATURE, seedContractSignaturesDemoData } from './signature-demo-data';

/** Contracts with vendors and their signing, the service contract terms, and the developers working for the company. */
export const contractsModule: ApiModule = {
  name: 'contracts',
  async register(api, { db, config, rateLimits }) {
    const deps: ContractsDeps = { db };
    await api.register(contractsRoutes, { deps });
    // Signing, the contract document and its PDF, checking a PDF.
    const documentDeps: ContractDocumentDeps = {
      ...deps,
      limits: { pdfChecksPerUser: rateLimits.limiter('contract-pdf-checks-user', config.rateLimits.contractPdfChecksPerUser) },
    };
    await api.register(contractDocumentRoutes, { deps: documentDeps });
  },
};
