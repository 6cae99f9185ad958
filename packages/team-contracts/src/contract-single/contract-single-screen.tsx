import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ContractDetail } from '@portal/api-schema';
import { PageScaffold, RecordPage } from '@portal/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { ContractDocumentCard } from '../contract-document/contract-document-card';
import { ContractRequestsPanel } from '../contract-requests/contract-requests-panel';
import { requestsPanelContract } from '../contract-requests/requests-panel-contract';
import { pendingRequestText } from '../contracts/contract-format';
import { ContractStatusChip } from '../contracts/contract-status-chip';
import { useGetContractQuery } from '../team-contracts-api';
import { RecentTimesheets } from '../timesheets/recent-timesheets';
import { AcceptContractAction } from './accept-contract-action';
import { ContractHistoryCard } from './contract-history-card';
import { ContractInvoicesCard } from './contract-invoices-card';
import { ContractTalentCard, ContractVendorCard } from './contract-people-cards';
import { ContractSignatureCard } from './contract-signature-card';
import { ContractTermsCard } from './contract-terms-card';
import { SectionCard } from './section-card';

export const CONTRACT_NOT_FOUND = 'Contract not found';

function BackToContracts() {
  return (
    <Button component={RouterLink} to="/contracts" startIcon={<ArrowBackIcon />}>
      Back to contracts
    </Button>
  );
}

/** What the reader is asked to do while the vendor waits for their signature. */
export const awaitingSignatureText = (vendorName: string) =>
  `${vendorName} has sent this contract for your signature. Read its terms and the Standard Service Contract Terms, then accept it.`;

/** A contract not signed yet has no weeks worked: its page shows no timesheets. */
const hasTimesheets = (contract: ContractDetail) => contract.status !== 'awaiting_signature';

function ContractView({ contract }: { contract: ContractDetail }) {
  const awaiting = contract.status === 'awaiting_signature';
  const request = pendingRequestText(contract.pending_request_kind);
  return (
    <PageScaffold
      title={`Contract ${contract.number}`}
      subtitle={
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <span>{contract.vendor.name}</span>
          <ContractStatusChip status={contract.status} />
          {request && <span>{request}</span>}
        </Box>
      }
      actions={awaiting ? <AcceptContractAction contract={contract} /> : undefined}
    >
      <Link component={RouterLink} to="/contracts" sx={{ display: 'inline-block', mb: 2 }}>
        All contracts
      </Link>
      {awaiting && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {awaitingSignatureText(contract.vendor.name)}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ContractTermsCard contract={contract} />
          {hasTimesheets(contract) && (
            <SectionCard title="Timesheets">
              <RecentTimesheets of={{ contract: contract.id }} />
            </SectionCard>
          )}
          <ContractInvoicesCard contract={contract} />
          <ContractHistoryCard history={contract.history} />
          {contract.signature && <ContractSignatureCard signature={contract.signature} />}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ContractTalentCard contract={contract} />
          <ContractVendorCard contract={contract} />
          <ContractDocumentCard contractId={contract.id} />
          <ContractRequestsPanel contract={requestsPanelContract(contract)} />
        </Box>
      </Box>
    </PageScaffold>
  );
}

/** /contracts/:id: one contract with every term, its talent, vendor, invoices, history and signature; accepting it while it awaits signature. */
export function ContractSingleScreen() {
  const { id = '' } = useParams();
  const query = useGetContractQuery(id);

  return (
    <RecordPage
      title="Contract"
      query={query}
      notFound={{ title: CONTRACT_NOT_FOUND, description: 'It does not exist or belongs to another company.', action: <BackToContracts /> }}
      errorTitle="The contract could not be loaded."
      loadingLabel="Loading the contract"
    >
      {(contract) => <ContractView contract={contract} />}
    </RecordPage>
  );
}
