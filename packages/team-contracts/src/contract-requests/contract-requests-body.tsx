import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ChangeRequest, ChangeRequestKind, ChangeRequestStatus } from '@portal/api-schema';
import { CHANGE_REQUEST_STATUS_LABELS, changeRequestStateProblem, CONTRACT_REQUEST_TEXTS } from '@portal/api-schema/constants';
import { ConfirmDialog, formatDate, formatDateTime, notify } from '@portal/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useGetContractChangeRequestsQuery, useWithdrawContractChangeRequestMutation } from './contract-requests-api';
import type { RequestsPanelContract } from './requests-panel-contract';

// The request form (with its validation) loads when a request is started, not with the contract's page.
const ChangeRequestDialog = lazy(async () => ({ default: (await import('./change-request-dialog')).ChangeRequestDialog }));

const WITHDRAWN_TOAST = 'Request withdrawn';

const STATUS_COLORS: Record<ChangeRequestStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'error',
  withdrawn: 'default',
};

/** 'Extension to Jun 30, 2027', 'End on May 1, 2027'. */
function requestHeading(request: Pick<ChangeRequest, 'kind' | 'requested_end_on'>): string {
  const day = formatDate(request.requested_end_on);
  return request.kind === 'extension' ? `Extension to ${day}` : `End on ${day}`;
}

/** Who asked and when: 'Requested Nov 24, 2026, 3:04 PM by Jane Doe'. */
function requestedLine(request: Pick<ChangeRequest, 'created_at' | 'requested_by'>): string {
  return `Requested ${formatDateTime(request.created_at)} by ${request.requested_by?.name ?? 'a former user'}`;
}

function decidedLine(request: ChangeRequest): string | null {
  if (!request.decided_at) return null;
  const when = formatDateTime(request.decided_at);
  return request.status === 'withdrawn' ? `Withdrawn ${when}` : `Answered ${when}`;
}

function RequestItem({ request, vendorName, onWithdraw }: { request: ChangeRequest; vendorName: string; onWithdraw: () => void }) {
  const headingId = useId();
  const decided = decidedLine(request);
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
          {requestHeading(request)}
        </Typography>
        <Chip size="small" label={CHANGE_REQUEST_STATUS_LABELS[request.status]} color={STATUS_COLORS[request.status]} variant="outlined" />
        {request.notice_short && <Chip size="small" label="Shorter than the notice period" color="warning" />}
      </Box>
      {request.reason && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.reason}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {requestedLine(request)}
        {request.status === 'pending' && ` · ${CONTRACT_REQUEST_TEXTS.sentTo(vendorName)}`}
        {decided && ` · ${decided}`}
      </Typography>
      {request.can_withdraw && (
        <Box>
          <Button size="small" color="error" variant="outlined" onClick={onWithdraw} aria-describedby={headingId}>
            {CONTRACT_REQUEST_TEXTS.withdraw}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** One page of the requests, and the button to the next one after the last page shown. */
function RequestsPage({
  contract,
  cursor,
  last,
  onMore,
  onWithdraw,
}: {
  contract: RequestsPanelContract;
  cursor?: string;
  last: boolean;
  onMore: (cursor: string) => void;
  onWithdraw: (request: ChangeRequest) => void;
}) {
  const { currentData: page, isError, isFetching, refetch } = useGetContractChangeRequestsQuery({ contractId: contract.id, cursor });
  if (!page && isError && !isFetching) {
    return (
      <Box component="li" sx={{ py: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The requests could not be loaded.
        </Alert>
      </Box>
    );
  }
  if (!page) {
    return (
      <Box component="li" sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={28} aria-label="Loading the requests" />
      </Box>
    );
  }
  if (!cursor && page.items.length === 0) {
    return (
      <Box component="li" sx={{ py: 2 }}>
        <Typography color="text.secondary">{CONTRACT_REQUEST_TEXTS.empty}</Typography>
      </Box>
    );
  }
  return (
    <>
      {page.items.map((request) => (
        <RequestItem key={request.id} request={request} vendorName={contract.vendor_name} onWithdraw={() => onWithdraw(request)} />
      ))}
      {last && page.next_cursor && (
        <Box component="li" sx={{ pt: 2 }}>
          <Button onClick={() => onMore(page.next_cursor ?? '')}>Show older requests</Button>
        </Box>
      )}
    </>
  );
}

/**
 * The panel's content: the list of requests (kind, date, status, reason, who and when) and the
 * requests the contract allows now.
 */
export default function ContractRequestsBody({ contract }: { contract: RequestsPanelContract }) {
  const [dialog, setDialog] = useState<ChangeRequestKind | null>(null);
  // The cursors of the pages shown: the first page, then each older one asked for.
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const [withdrawing, setWithdrawing] = useState<ChangeRequest | null>(null);
  const [withdraw, { isLoading: withdrawBusy }] = useWithdrawContractChangeRequestMutation();
  const { currentData: first } = useGetContractChangeRequestsQuery({ contractId: contract.id });

  const facts = { status: contract.status, starts_on: contract.starts_on ?? null, ends_on: contract.ends_on };
  const pending = first?.items.find((request) => request.status === 'pending');
  const allowed = (kind: ChangeRequestKind) => changeRequestStateProblem(kind, facts) === null;
  const canExtend = allowed('extension');
  const canEnd = allowed('end');

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    const result = await withdraw({ contractId: contract.id, requestId: withdrawing.id });
    setWithdrawing(null);
    if (!('error' in result)) notify(WITHDRAWN_TOAST, 'success');
  };

  return (
    <>
      {first && pending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A request waits for {contract.vendor_name}. Withdraw it to send another.
        </Alert>
      )}
      {first && !pending && (canExtend || canEnd) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {canExtend && (
            <Button variant="outlined" onClick={() => setDialog('extension')}>
              {CONTRACT_REQUEST_TEXTS.requestExtension}
            </Button>
          )}
          {canEnd && (
            <Button variant="outlined" color="warning" onClick={() => setDialog('end')}>
              {CONTRACT_REQUEST_TEXTS.requestEnd}
            </Button>
          )}
        </Box>
      )}
      {first && !canExtend && !canEnd && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Requests can be sent for signed, active and notice-given contracts.
        </Typography>
      )}
      <Box component="ul" aria-label="Requests" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cursors.map((cursor, index) => (
          <RequestsPage
            key={cursor ?? 'first'}
            contract={contract}
            cursor={cursor}
            last={index === cursors.length - 1}
            onMore={(next) => setCursors((shown) => [...shown, next])}
            onWithdraw={setWithdrawing}
          />
        ))}
      </Box>

      {dialog !== null && (
        <Suspense fallback={null}>
          <ChangeRequestDialog
            kind={dialog}
            contract={contract}
            onClose={() => setDialog(null)}
            // A new request comes first: older pages start again from it.
            onSent={() => setCursors([undefined])}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={CONTRACT_REQUEST_TEXTS.withdrawTitle}
        confirmLabel="Withdraw"
        cancelLabel="Cancel"
        destructive
        busy={withdrawBusy}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(null)}
      >
        {withdrawing ? `${requestHeading(withdrawing)}: ${contract.vendor_name} will see the request withdrawn.` : ''}
      </ConfirmDialog>
    </>
  );
}
