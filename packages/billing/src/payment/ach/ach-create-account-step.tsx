import { BILLING_TEXTS, type PaymentProvider } from '@portal/api-schema';
import { useAchCreateMutation } from '../payment-api';
import { PaymentDialogTitle } from '../payment-dialog-title';
import type { AchStepProps } from './ach-step-props';
import { BankAccountForm } from './bank-account-form';

export interface AchCreateAccountStepProps extends AchStepProps {
  provider: PaymentProvider;
  publishableKey: string | null;
  onCreated(bankAccountId: string): void;
}

/** The bank account form of the payment: the account is saved for the company and linked to the payment, which sends its deposits. */
export function AchCreateAccountStep({ titleId, summary, provider, publishableKey, onCancel, onCreated }: AchCreateAccountStepProps) {
  const [createAccount] = useAchCreateMutation();
  return (
    <BankAccountForm
      provider={provider}
      publishableKey={publishableKey}
      title={
        <PaymentDialogTitle id={titleId} onClose={onCancel}>
          {BILLING_TEXTS.achCreateTitle}
        </PaymentDialogTitle>
      }
      authorizationLabel={`I authorize ${summary.vendorName} to electronically debit my account and, if necessary, electronically credit my account to correct erroneous debits.`}
      save={async ({ tokenId, tokenResponse }) => {
        const created = await createAccount({ reference: summary.reference, bankAccountId: tokenId, tokenResponse });
        return 'error' in created ? { ok: false, error: created.error } : { ok: true, bankAccountId: created.data.bank_account_id };
      }}
      onSaved={onCreated}
      onCancel={onCancel}
    />
  );
}
