import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isApiError } from '@portal/api-client';
import {
  ACCEPT_CONTRACT_BODY,
  ACCEPT_CONTRACT_TERMS_LINK_TEXT,
  acceptContractQuestion,
  CONTRACT_SIGNED_TEXT,
  type ContractDetail,
} from '@portal/api-schema';
import { ConfirmDialog, notify, VisuallyHidden } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { termsPagePath } from '../contracts/contract-format';
import { useAcceptContractMutation } from '../team-contracts-api';

/** Said to screen readers after the body: the terms open beside the dialog, which stays. */
export const OPENS_IN_NEW_TAB = ' (opens in a new tab)';

const [BODY_BEFORE_LINK = '', BODY_AFTER_LINK = ''] = ACCEPT_CONTRACT_BODY.split(ACCEPT_CONTRACT_TERMS_LINK_TEXT);

/** The dialog's body, with the terms' name linking to the version this contract is under (in a new tab, so the dialog stays). */
function AcceptContractBody({ termsVersion }: { termsVersion: string | undefined }) {
  const newTabId = useId();
  return (
    // The dialog's paragraph style (DialogContentText), without a module of its own on the contract's page.
    <Typography color="text.secondary">
      {BODY_BEFORE_LINK}
      <Link component={RouterLink} to={termsPagePath(termsVersion)} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
        {ACCEPT_CONTRACT_TERMS_LINK_TEXT}
      </Link>
      {BODY_AFTER_LINK}
      <VisuallyHidden id={newTabId}>{OPENS_IN_NEW_TAB}</VisuallyHidden>
    </Typography>
  );
}

/**
 * 'Accept contract' and its confirmation, since signing binds the company: Cancel or closing the dialog cancels; Accept
 * contract sends one request with the version of the contract the page shows, however often it is hit.
 */
export function AcceptContractAction({ contract }: { contract: ContractDetail }) {
  const [open, setOpen] = useState(false);
  const [acceptContract, { isLoading }] = useAcceptContractMutation();
  // State updates land after a render; a second click in the same frame must see the first one.
  const sending = useRef(false);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await acceptContract({ id: contract.id, version: contract.version }).unwrap();
      setOpen(false);
      notify(CONTRACT_SIGNED_TEXT, 'success');
    } catch (error) {
      // The API client has told the user why in a toast. A refusal (409: signed meanwhile, or changed
      // since the page read it) closes the dialog over the contract as it now is; anything else
      // leaves it open for another try.
      if (isApiError(error) && error.status === 409) setOpen(false);
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={isLoading}>
        Accept contract
      </Button>
      <ConfirmDialog
        open={open}
        title={acceptContractQuestion(contract.vendor.name)}
        confirmLabel="Accept contract"
        cancelLabel="Cancel"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <AcceptContractBody termsVersion={contract.terms_version?.version} />
      </ConfirmDialog>
    </>
  );
}
