import type { AttemptLimiter } from '../../platform/rate-limit/rate-limit';
import type { ContractsDeps } from './contracts-deps';

/** What the signing, document and PDF check operations work with: the module's deps and the check's limit. */
export interface ContractDocumentDeps extends ContractsDeps {
  limits: {
    /** Checks of an uploaded PDF by one user: each reads and hashes up to a few megabytes. */
    pdfChecksPerUser: AttemptLimiter;
  };
}
