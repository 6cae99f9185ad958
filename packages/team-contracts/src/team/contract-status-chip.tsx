import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ContractStatus } from '@portal/api-schema';
import { CONTRACT_STATUS_LABELS } from '@portal/api-schema/constants';

const COLORS: Record<ContractStatus, ChipProps['color']> = {
  awaiting_signature: 'warning',
  signed: 'info',
  active: 'success',
  notice_given: 'warning',
  ended: 'default',
  cancelled: 'default',
};

export function ContractStatusChip({ status }: { status: ContractStatus }) {
  return <Chip size="small" variant={status === 'awaiting_signature' ? 'filled' : 'outlined'} color={COLORS[status]} label={CONTRACT_STATUS_LABELS[status]} />;
}
