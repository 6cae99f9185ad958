import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONTRACT_REQUESTS_PANEL_TITLE } from '@portal/api-schema/constants';
import { WhenNearViewport } from '@portal/ui';
import { lazy, useId } from 'react';
import type { RequestsPanelContract } from './requests-panel-contract';

// The panel sits at the foot of the contract's page: its requests, buttons and dialogs are fetched
// and built once it comes near the viewport, not with the page's first paint.
const ContractRequestsBody = lazy(() => import('./contract-requests-body'));

/**
 * A contract's end and extension requests: the list and the requests the contract allows now. A
 * request goes to the vendor, who decides; one waits at a time, and it can be withdrawn while it waits.
 */
export function ContractRequestsPanel({ contract }: { contract: RequestsPanelContract }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {CONTRACT_REQUESTS_PANEL_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Ask {contract.vendor_name} for a later end date or to end the contract. The vendor decides; the request and its answer show here.
      </Typography>
      <WhenNearViewport
        placeholder={
          <Box sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress size={28} aria-label="Loading the requests" />
          </Box>
        }
      >
        <ContractRequestsBody contract={contract} />
      </WhenNearViewport>
    </Paper>
  );
}
