import { type PaymentProvider } from '@portal/api-schema';
import { BusyDialog, notify } from '@portal/ui';
import { useId } from 'react';
import { BankAccountForm } from '../payment/ach/bank-account-form';
import { PaymentDialogTitle } from '../payment/payment-dialog-title';
import { useAddBankAccountMutation } from './payment-methods-api';

const ADD_BANK_ACCOUNT_TITLE = 'Add a bank account';

/** The ACH flow's bank account form, saving the account for the company outside any payment. */
export function AddBankAccountDialog({
  provider,
  publishableKey,
  onClose,
}: {
  provider: PaymentProvider;
  publishableKey: string | null;
  onClose(): void;
}) {
  const titleId = useId();
  const [addAccount, addCall] = useAddBankAccountMutation();
  return (
    <BusyDialog open busy={addCall.isLoading} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <BankAccountForm
        provider={provider}
        publishableKey={publishableKey}
        title={
          <PaymentDialogTitle id={titleId} onClose={onClose}>
            {ADD_BANK_ACCOUNT_TITLE}
          </PaymentDialogTitle>
        }
        authorizationLabel="I authorize the vendors I pay from this account to electronically debit it and, if necessary, electronically credit it to correct erroneous debits."
        save={async ({ tokenId }) => {
          const added = await addAccount({ tokenId });
          return 'error' in added ? { ok: false, error: added.error } : { ok: true, bankAccountId: added.data.id };
        }}
        onSaved={() => {
          notify('Bank account saved. Two small deposits are on their way: verify it with their amounts in 1-2 business days.', 'success');
          onClose();
        }}
        onCancel={onClose}
      />
    </BusyDialog>
  );
}
