import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ContractStatus } from '@portal/api-schema';
import { CONTRACT_STATUS_LABELS } from '@portal/api-schema/constants';

const STATUS_COLORS: Record<ContractStatus, ChipProps['color']> = {
  // The one status that asks something of the reader.
  awaiting_signature: 'warning',
  signed: 'info',
  active: 'success',
  notice_given: 'secondary',
  ended: 'default',
  cancelled: 'default',
};

/** A contract's status as a chip: "Awaiting your signature", "Active"... */
export function ContractStatusChip({ status }: { status: ContractStatus }) {
  return (
    <Chip
      // A span, so that it may sit in a line of text (the contract page's subtitle).
      component="span"
      size="small"
      variant={status === 'awaiting_signature' ? 'filled' : 'outlined'}
      color={STATUS_COLORS[status]}
      label={CONTRACT_STATUS_LABELS[status]}
    />
  );
}
