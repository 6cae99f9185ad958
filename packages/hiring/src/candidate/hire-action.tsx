import Button from '@mui/material/Button';
import type { CandidateProfile } from '@portal/api-schema';
import { HIRING_TEXTS } from '@portal/api-schema/constants';
import { hasRole, useSession } from '@portal/auth';
import { ConfirmDialog, notify } from '@portal/ui';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useHireProposalMutation } from '../hiring-api';
import { contractPagePath } from '../hiring/hiring-paths';

export interface HireActionProps {
  profile: CandidateProfile;
  candidateName: string;
}

/**
 * The candidate page's Hire: a button where the proposal allows it, confirmed in a dialog (Cancel /
 * Hire; closing cancels). The request goes once however often Hire is clicked; the page then shows
 * the candidate hired, with its contract.
 */
export function HireButton({ profile, candidateName }: HireActionProps) {
  const [open, setOpen] = useState(false);
  const [hire, { isLoading }] = useHireProposalMutation();
  // The button's disabled state comes a render later than a second click can.
  const sending = useRef(false);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    // Failures are toasted by the API client. A 409 (declined meanwhile, no vendor) will not change
    // by trying again: the dialog closes and the page shows the candidate as they are now.
    const result = await hire({ proposalId: profile.proposal.id, rfpId: profile.rfp.id });
    sending.current = false;
    if ('error' in result) {
      const status = (result.error as { status?: unknown } | undefined)?.status;
      if (status === 409 || status === 404) setOpen(false);
      return;
    }
    setOpen(false);
    notify(HIRING_TEXTS.hiredToast(candidateName), 'success');
  };

  if (!profile.can_hire) return null;
  return (
    <>
      <Button variant="contained" color="success" onClick={() => setOpen(true)}>
        {HIRING_TEXTS.hire}
      </Button>
      <ConfirmDialog
        open={open}
        title={HIRING_TEXTS.hireTitle(candidateName)}
        confirmLabel={HIRING_TEXTS.hire}
        cancelLabel="Cancel"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {HIRING_TEXTS.hireBody(candidateName)}
      </ConfirmDialog>
    </>
  );
}

/** Whether the signed-in user may open contracts (the role contracts). */
export function useCanOpenContracts(): boolean {
  const { user } = useSession();
  return hasRole(user, 'contracts');
}

/**
 * A hired candidate's contract, linked by its URL (the contracts screens are another feature's), for
 * someone who may open contracts.
 */
export function ViewContractLink({ contractId }: { contractId: string | null }) {
  const canOpen = useCanOpenContracts();
  if (!contractId || !canOpen) return null;
  return (
    <Button variant="outlined" component={RouterLink} to={contractPagePath(contractId)}>
      {HIRING_TEXTS.viewContract}
    </Button>
  );
}
