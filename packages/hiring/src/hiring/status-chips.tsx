import Chip, { type ChipProps } from '@mui/material/Chip';
import type { InterviewStatus, ProposalStatus, RfpStatus } from '@portal/api-schema';
import { INTERVIEW_STATUS_LABELS, PROPOSAL_STATUS_LABELS, RFP_STATUS_LABELS } from '@portal/api-schema/constants';

const RFP_COLORS: Record<RfpStatus, ChipProps['color']> = {
  matching: 'info',
  reviewing: 'warning',
  interviewing: 'primary',
  closed: 'default',
};

const PROPOSAL_COLORS: Record<ProposalStatus, ChipProps['color']> = {
  new: 'info',
  interview_scheduled: 'primary',
  declined: 'default',
  hired: 'success',
};

const INTERVIEW_COLORS: Record<InterviewStatus, ChipProps['color']> = {
  scheduled: 'primary',
  completed: 'success',
  canceled: 'default',
};

export function RfpStatusChip({ status }: { status: RfpStatus }) {
  return <Chip size="small" variant="outlined" color={RFP_COLORS[status]} label={RFP_STATUS_LABELS[status]} />;
}

export function ProposalStatusChip({ status }: { status: ProposalStatus }) {
  return <Chip size="small" variant="outlined" color={PROPOSAL_COLORS[status]} label={PROPOSAL_STATUS_LABELS[status]} />;
}

export function InterviewStatusChip({ status }: { status: InterviewStatus }) {
  return <Chip size="small" variant="outlined" color={INTERVIEW_COLORS[status]} label={INTERVIEW_STATUS_LABELS[status]} />;
}
