import Chip, { type ChipProps } from '@mui/material/Chip';
import type { InvoiceStatus } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';

const STATUS_COLORS: Record<InvoiceStatus, ChipProps['color']> = {
  open: 'info',
  overdue: 'error',
  ach_verification_pending: 'warning',
  in_escrow: 'warning',
  delivery_accepted: 'primary',
  payout_requested: 'primary',
  paid: 'success',
  cleared: 'success',
  disputed: 'error',
  cancelled: 'default',
  refunded_partial: 'default',
  refunded_full: 'default',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={INVOICE_STATUS_LABELS[status]} />;
}
