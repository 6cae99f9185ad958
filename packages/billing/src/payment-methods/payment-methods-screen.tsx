import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageNavigation } from '@portal/auth';
import type { CardSetup, SavedBankAccount, SavedCard } from '@portal/api-schema';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, notify, PageScaffold } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { BillingTabs } from '../billing-tabs/billing-tabs';
import { serverErrorText } from '../payment/server-error-text';
import { AddBankAccountDialog } from './add-bank-account-dialog';
import { AddCardDialog } from './add-card-dialog';
import { useCardSetupReturn } from './card-setup-return';
import {
  useGetSavedPaymentMethodsQuery,
  useRemoveBankAccountMutation,
  useRemoveCardMutation,
  useSetDefaultBankAccountMutation,
  useSetDefaultCardMutation,
  useStartCardSetupMutation,
} from './payment-methods-api';
import { BANK_ACCOUNT_STATUS_LABELS, cardExpiry, cardLabel, maskedBankAccount } from './saved-method-labels';
import { VerifyBankAccountDialog } from './verify-bank-account-dialog';

export const NO_BANK_ACCOUNTS = 'No bank accounts saved yet';
export const NO_BANK_ACCOUNTS_DESCRIPTION =
  'Save a bank account to pay invoices by ACH: two small deposits verify it, and then every colleague who pays invoices can use it.';
export const NO_CARDS = 'No cards saved yet';
export const NO_CARDS_DESCRIPTION = 'Save a card to pay invoices with it later: nothing is charged when you add it.';
const ADD_BANK_ACCOUNT = 'Add bank account';
const ADD_CARD = 'Add card';

/** A saved method the remove dialog asks about: its name on the page, whether it is the default, and how it goes. */
interface Removal {
  id: string;
  /** 'bank account •••• 6789', 'card Visa •••• 4242' */
  name: string;
  isDefault: boolean;
  /** Told when the server gives no reason. */
  failure: string;
  remove(id: string): Promise<{ error?: unknown }>;
}

/** Billing › Payment methods: the company's saved bank accounts and cards, its default, and adding, verifying and removing them. */
export function PaymentMethodsScreen() {
  const methods = useGetSavedPaymentMethodsQuery();
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<SavedBankAccount | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const [removeBankAccount] = useRemoveBankAccountMutation();
  const [removeCard] = useRemoveCardMutation();
  const [startCardSetup, setupCall] = useStartCardSetupMutation();
  const [stripeSetup, setStripeSetup] = useState<{ setup_id: string; client_secret: string } | null>(null);
  const returned = useCardSetupReturn();
  const data = methods.currentData ?? methods.data;

  const addCard = async () => {
    const answer = await startCardSetup();
    if ('error' in answer) return;
    const setup: CardSetup = answer.data;
    // The sandbox saves the card on a page of its own, which comes back here with the setup's id.
    if (setup.setup_url) pageNavigation.assign(setup.setup_url);
    else if (setup.client_secret) setStripeSetup({ setup_id: setup.setup_id, client_secret: setup.client_secret });
  };
  const addCardButton = (variant: 'outlined' | 'text') => (
    <Button variant={variant} disabled={setupCall.isLoading} onClick={() => void addCard()}>
      {ADD_CARD}
    </Button>
  );

  return (
    <PageScaffold
      title="Payment methods"
      actions={
        data && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setAdding(true)}>
              {ADD_BANK_ACCOUNT}
            </Button>
            {addCardButton('outlined')}
          </Stack>
        )
      }
    >
      <BillingTabs />
      {returned.error && (
        <Alert severity="error" onClose={returned.dismiss} sx={{ mt: 2 }}>
          {returned.error}
        </Alert>
      )}
      {!data ? (
        methods.isError ? (
          <ErrorState title="The payment methods could not be loaded." onRetry={() => void methods.refetch()} />
        ) : (
          <LoadingState label="Loading payment methods" />
        )
      ) : (
        <Stack spacing={4} sx={{ mt: 3 }}>
          <MethodSection
            id="bank-accounts-heading"
            title="Bank accounts"
            empty={
              data.bank_accounts.length === 0 && (
                <EmptyState
                  title={NO_BANK_ACCOUNTS}
                  description={NO_BANK_ACCOUNTS_DESCRIPTION}
                  action={<Button onClick={() => setAdding(true)}>{ADD_BANK_ACCOUNT}</Button>}
                />
              )
            }
          >
            {data.bank_accounts.map((account) => (
              <BankAccountItem
                key={account.id}
                account={account}
                onVerify={() => setVerifying(account)}
                onRemove={() =>
                  setRemoving({
                    id: account.id,
                    name: `bank account ${maskedBankAccount(account)}`,
                    isDefault: account.is_default,
                    failure: 'The bank account could not be removed.',
                    remove: removeBankAccount,
                  })
                }
              />
            ))}
          </MethodSection>
          <MethodSection
            id="cards-heading"
            title="Cards"
            empty={
              data.cards.length === 0 && <EmptyState title={NO_CARDS} description={NO_CARDS_DESCRIPTION} action={addCardButton('text')} />
            }
          >
            {data.cards.map((card) => (
              <CardItem
                key={card.id}
                card={card}
                onRemove={() =>
                  setRemoving({
                    id: card.id,
                    name: `card ${cardLabel(card)}`,
                    isDefault: card.is_default,
                    failure: 'The card could not be removed.',
                    remove: removeCard,
                  })
                }
              />
            ))}
          </MethodSection>
        </Stack>
      )}
      {adding && data && (
        <AddBankAccountDialog provider={data.provider} publishableKey={data.public_key} onClose={() => setAdding(false)} />
      )}
      {stripeSetup && data?.public_key && (
        <AddCardDialog publishableKey={data.public_key} setup={stripeSetup} onClose={() => setStripeSetup(null)} />
      )}
      {verifying && <VerifyBankAccountDialog account={verifying} onClose={() => setVerifying(null)} />}
      <RemoveMethodDialog removal={removing} onClose={() => setRemoving(null)} />
    </PageScaffold>
  );
}

/** A kind of saved method: its heading and list, or what to do when there is none. */
function MethodSection({ id, title, empty, children }: { id: string; title: string; empty: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {empty || (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {children}
        </Stack>
      )}
    </Box>
  );
}

/** Makes the method the company's default, telling so; a refusal is the API's toast. */
function MakeDefaultButton({ name, busy, makeDefault }: { name: string; busy: boolean; makeDefault(): Promise<{ error?: unknown }> }) {
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      aria-label={`Make default: ${name}`}
      onClick={() =>
        void makeDefault().then((answer) => {
          if (!('error' in answer)) notify(`${capitalized(name)} is now the default payment method.`, 'success');
        })
      }
    >
      Make default
    </Button>
  );
}

function RemoveButton({ name, onRemove }: { name: string; onRemove(): void }) {
  return (
    <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${name}`}>
      Remove
    </Button>
  );
}

const DEFAULT_CHIP = <Chip size="small" label="Default" color="primary" />;

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
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
          {account.is_default && DEFAULT_CHIP}
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
            <MakeDefaultButton name={`bank account ${masked}`} busy={defaultCall.isLoading} makeDefault={() => makeDefault(account.id)} />
          )}
          <RemoveButton name={`bank account ${masked}`} onRemove={onRemove} />
        </>
      }
    />
  );
}

function CardItem({ card, onRemove }: { card: SavedCard; onRemove(): void }) {
  const [makeDefault, defaultCall] = useSetDefaultCardMutation();
  const name = `card ${cardLabel(card)}`;
  return (
    <MethodItem
      label={cardLabel(card)}
      details={[cardExpiry(card)]}
      chips={
        <>
          {card.expired && <Chip size="small" label="Expired" color="error" variant="outlined" />}
          {card.is_default && DEFAULT_CHIP}
        </>
      }
      actions={
        <>
          {!card.expired && !card.is_default && (
            <MakeDefaultButton name={name} busy={defaultCall.isLoading} makeDefault={() => makeDefault(card.id)} />
          )}
          <RemoveButton name={name} onRemove={onRemove} />
        </>
      }
    />
  );
}

/** Confirms removing a bank account or a card; the server's refusal (a payment under way, autopay) is told in the dialog. */
function RemoveMethodDialog({ removal, onClose }: { removal: Removal | null; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const name = removal?.name ?? '';
  return (
    <ConfirmDialog
      open={removal !== null}
      title={`Remove ${name}?`}
      confirmLabel="Remove"
      destructive
      busy={busy}
      onCancel={close}
      onConfirm={() => {
        if (!removal) return;
        setBusy(true);
        void removal.remove(removal.id).then((answer) => {
          setBusy(false);
          if ('error' in answer) {
            setRefusal(serverErrorText(answer.error) ?? removal.failure);
            return;
          }
          notify(`${capitalized(name)} removed.`, 'success');
          close();
        });
      }}
    >
      <Typography>
        It will no longer be offered for paying invoices{removal?.isDefault ? ' and stops being the default payment method' : ''}. Payments
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
