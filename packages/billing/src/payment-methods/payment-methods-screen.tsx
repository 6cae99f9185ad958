import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SavedBankAccount, SavedCard } from '@portal/api-schema';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, notify, PageScaffold } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { AutopaySection } from '../autopay-settings/autopay-section';
import { BillingTabs } from '../billing-tabs/billing-tabs';
import { serverErrorText } from '../payment/server-error-text';
import { AddBankAccountDialog } from './add-bank-account-dialog';
import { useGetSavedPaymentMethodsQuery, useRemoveBankAccountMutation, useSetDefaultBankAccountMutation } from './payment-methods-api';
import { BANK_ACCOUNT_STATUS_LABELS, cardExpiry, cardLabel, maskedBankAccount } from './saved-method-labels';
import { VerifyBankAccountDialog } from './verify-bank-account-dialog';

export const NO_BANK_ACCOUNTS = 'No bank accounts saved yet';
export const NO_BANK_ACCOUNTS_DESCRIPTION =
  'Save a bank account to pay invoices by ACH: two small deposits verify it, and then every colleague who pays invoices can use it.';
const ADD_BANK_ACCOUNT = 'Add bank account';

/** Billing › Payment methods: the company's saved bank accounts and cards, its default, and adding, verifying and removing them. */
export function PaymentMethodsScreen() {
  const methods = useGetSavedPaymentMethodsQuery();
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<SavedBankAccount | null>(null);
  const [removing, setRemoving] = useState<SavedBankAccount | null>(null);
  const data = methods.currentData ?? methods.data;

  return (
    <PageScaffold
      title="Payment methods"
      actions={
        data && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {ADD_BANK_ACCOUNT}
          </Button>
        )
      }
    >
      <BillingTabs />
      {!data ? (
        methods.isError ? (
          <ErrorState title="The payment methods could not be loaded." onRetry={() => void methods.refetch()} />
        ) : (
          <LoadingState label="Loading payment methods" />
        )
      ) : (
        <Stack spacing={4} sx={{ mt: 3 }}>
          <Box component="section" aria-labelledby="bank-accounts-heading">
            <Typography id="bank-accounts-heading" variant="h2" sx={{ mb: 2 }}>
              Bank accounts
            </Typography>
            {data.bank_accounts.length === 0 ? (
              <EmptyState
                title={NO_BANK_ACCOUNTS}
                description={NO_BANK_ACCOUNTS_DESCRIPTION}
                action={<Button onClick={() => setAdding(true)}>{ADD_BANK_ACCOUNT}</Button>}
              />
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.bank_accounts.map((account) => (
                  <BankAccountItem
                    key={account.id}
                    account={account}
                    onVerify={() => setVerifying(account)}
                    onRemove={() => setRemoving(account)}
                  />
                ))}
              </Stack>
            )}
          </Box>
          {data.cards.length > 0 && (
            <Box component="section" aria-labelledby="cards-heading">
              <Typography id="cards-heading" variant="h2" sx={{ mb: 2 }}>
                Cards
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.cards.map((card) => (
                  <CardItem key={card.id} card={card} />
                ))}
              </Stack>
            </Box>
          )}
          <AutopaySection />
        </Stack>
      )}
      {adding && data && (
        <AddBankAccountDialog provider={data.provider} publishableKey={data.public_key} onClose={() => setAdding(false)} />
      )}
      {verifying && <VerifyBankAccountDialog account={verifying} onClose={() => setVerifying(null)} />}
      <RemoveBankAccountDialog account={removing} onClose={() => setRemoving(null)} />
    </PageScaffold>
  );
}

function MethodItem({ label, details, chips, actions }: { label: string; details: string[]; chips: ReactNode; actions?: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" aria-label={label} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            {chips}
          </Stack>
          {details.map((detail) => (
            <Typography key={detail} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {detail}
            </Typography>
          ))}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function BankAccountItem({ account, onVerify, onRemove }: { account: SavedBankAccount; onVerify(): void; onRemove(): void }) {
  const [makeDefault, defaultCall] = useSetDefaultBankAccountMutation();
  const masked = maskedBankAccount(account);
  const details = [
    [account.bank_name, account.routing_number && `Routing ${account.routing_number}`].filter(Boolean).join(' · '),
    account.status === 'new'
      ? account.awaiting_payment
        ? `The deposits were sent when paying invoice ${account.awaiting_payment.invoice_number}; verifying pays it.`
        : `Deposits take 1-2 business days to arrive. ${account.attempts_left} ${account.attempts_left === 1 ? 'try' : 'tries'} left.`
      : '',
  ].filter((detail) => detail !== '');
  return (
    <MethodItem
      label={`Bank account ${masked}`}
      details={details}
      chips={
        <>
          <Chip
            size="small"
            label={BANK_ACCOUNT_STATUS_LABELS[account.status]}
            color={account.status === 'verified' ? 'success' : account.status === 'new' ? 'warning' : 'error'}
            variant="outlined"
          />
          {account.is_default && <Chip size="small" label="Default" color="primary" />}
        </>
      }
      actions={
        <>
          {account.status === 'new' && (
            <Button variant="contained" size="small" onClick={onVerify} aria-label={`Verify bank account ${masked}`}>
              Verify
            </Button>
          )}
          {account.status === 'verified' && !account.is_default && (
            <Button
              size="small"
              variant="outlined"
              disabled={defaultCall.isLoading}
              aria-label={`Make default: bank account ${masked}`}
              onClick={() =>
                void makeDefault(account.id).then((answer) => {
                  if (!('error' in answer)) notify(`Bank account ${masked} is now the default payment method.`, 'success');
                })
              }
            >
              Make default
            </Button>
          )}
          <Button size="small" color="error" onClick={onRemove} aria-label={`Remove bank account ${masked}`}>
            Remove
          </Button>
        </>
      }
    />
  );
}

function CardItem({ card }: { card: SavedCard }) {
  return (
    <MethodItem
      label={cardLabel(card)}
      details={[cardExpiry(card)]}
      chips={
        <>
          {card.expired && <Chip size="small" label="Expired" color="error" variant="outlined" />}
          {card.is_default && <Chip size="small" label="Default" color="primary" />}
        </>
      }
    />
  );
}

function RemoveBankAccountDialog({ account, onClose }: { account: SavedBankAccount | null; onClose(): void }) {
  const [remove, removeCall] = useRemoveBankAccountMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const masked = account ? maskedBankAccount(account) : '';
  return (
    <ConfirmDialog
      open={account !== null}
      title={`Remove bank account ${masked}?`}
      confirmLabel="Remove"
      destructive
      busy={removeCall.isLoading}
      onCancel={close}
      onConfirm={() => {
        if (!account) return;
        void remove(account.id).then((answer) => {
          if ('error' in answer) {
            setRefusal(serverErrorText(answer.error) ?? 'The bank account could not be removed.');
            return;
          }
          notify(`Bank account ${masked} removed.`, 'success');
          close();
        });
      }}
    >
      <Typography>
        It will no longer be offered for paying invoices{account?.is_default ? ' and stops being the default payment method' : ''}. Payments
        already made with it keep it.
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
