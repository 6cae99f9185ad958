import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { InvoicePaymentOutcome, InvoicePaymentOutcomeStatus, PayInvoicesResult } from '@portal/api-schema';
import { applyServerErrors, BusyDialog, countText, ErrorState, FormErrorAlert, formatMinorUnits } from '@portal/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { useGetInvoiceQuery } from '../billing-api';
import { BILLING_PATHS } from '../billing-tabs/billing-paths';
import { useGetSavedPaymentMethodsQuery } from '../payment-methods/payment-methods-api';
import {
  choiceOfValue,
  initialMethodValue,
  type MethodOption,
  methodOptions,
  plannedCharges,
  type SelectedInvoice,
} from './invoice-selection';
import { usePayInvoicesMutation } from './pay-several-api';

// Paying the selected invoices: choose a saved method, see the charges, confirm; then what became of
// each invoice, and a retry of the failed ones. Loaded on the first click on Pay selected.

const CHOOSE_METHOD = 'Choose a bank account or a card';
const methodFormSchema = z.object({ method: z.string().min(1, CHOOSE_METHOD) });
type MethodForm = z.infer<typeof methodFormSchema>;

const OUTCOME_LABELS: Record<InvoicePaymentOutcomeStatus, string> = {
  succeeded: 'Paid',
  processing: 'Processing — paid when the bank debit settles',
  failed: 'Failed',
  skipped: 'Skipped',
};
const OUTCOME_SEVERITY = { succeeded: 'success', processing: 'info', failed: 'error', skipped: 'warning' } as const;

/** 'Pay 3 invoices', 'Pay 1 invoice': the confirm button names what it pays. */
function payButtonText(count: number): string {
  return `Pay ${countText(count, 'invoice')}`;
}

/** The outcome of each invoice, the latest answer's for an invoice sent again. */
function mergeOutcomes(before: PayInvoicesResult | null, answer: PayInvoicesResult): PayInvoicesResult {
  if (!before) return answer;
  const latest = new Map(answer.invoices.map((outcome) => [outcome.invoice_id, outcome]));
  return {
    invoices: before.invoices.map((outcome) => latest.get(outcome.invoice_id) ?? outcome),
    charges: [...before.charges, ...answer.charges],
  };
}

export interface PaySelectedDialogProps {
  open: boolean;
  /** The invoices to pay, as they were when the dialog opened. */
  invoices: readonly SelectedInvoice[];
  onClose(): void;
  /** The API answered: the invoices are being paid (the list's selection is cleared). */
  onPaid(): void;
}

export default function PaySelectedDialog({ open, invoices, onClose, onPaid }: PaySelectedDialogProps) {
  const titleId = useId();
  const methods = useGetSavedPaymentMethodsQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const options = useMemo(() => (methods.data ? methodOptions(methods.data) : []), [methods.data]);
  const [pay] = usePayInvoicesMutation();
  const [result, setResult] = useState<PayInvoicesResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Set before the request leaves, so that a second click in the same moment cannot send again.
  const inFlight = useRef(false);
  // Its own flag, not the form's isSubmitting: a second submit that stops at once would end that one.
  const [sending, setSending] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<MethodForm>({ defaultValues: { method: '' }, resolver: zodResolver(methodFormSchema) });

  // The company's default (or the first method that can pay) once the methods are known.
  const initial = initialMethodValue(options);
  useEffect(() => {
    if (open && !result) reset({ method: initial });
  }, [open, initial, result, reset]);

  const failed = result?.invoices.filter((outcome) => outcome.status === 'failed') ?? [];
  const toSend = result ? failed.map((outcome) => outcome.invoice_id) : invoices.map((invoice) => invoice.id);

  const onSubmit = handleSubmit(async ({ method }) => {
    const choice = choiceOfValue(method, options);
    if (!choice) {
      setError('method', { type: 'validate', message: CHOOSE_METHOD }, { shouldFocus: true });
      return;
    }
    if (inFlight.current || toSend.length === 0) return;
    inFlight.current = true;
    setSending(true);
    setFormError(null);
    try {
      const answer = await pay({ invoice_ids: toSend, method: choice }).unwrap();
      setResult((before) => mergeOutcomes(before, answer));
      onPaid();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['method'], (property) => (property.startsWith('method') ? 'method' : null)));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  });

  const close = () => {
    onClose();
  };

  const showMethods = !result || failed.length > 0;
  // A US bank account pays dollar invoices only (the API skips the others, saying so): told before paying.
  const chosen = choiceOfValue(useWatch({ control, name: 'method' }), options);
  const outsideDollars =
    chosen?.type === 'bank_account' ? [...new Set(invoices.map((invoice) => invoice.total.currency))].filter((code) => code !== 'USD') : [];

  return (
    <BusyDialog open={open} busy={sending} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{result ? 'Payment of the selected invoices' : 'Pay selected invoices'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <FormErrorAlert text={formError} />
          {result ? <Outcomes result={result} /> : <Charges invoices={invoices} />}
          {!result && outsideDollars.length > 0 && (
            <Alert severity="warning">
              A US bank account pays invoices in US dollars only: the {outsideDollars.join(' and ')} invoices will be skipped. Choose a card
              to pay them.
            </Alert>
          )}
          {showMethods &&
            (methods.isLoading ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                <CircularProgress aria-label="Loading the payment methods" />
              </Box>
            ) : methods.isError ? (
              <ErrorState title="The payment methods could not be loaded." onRetry={() => void methods.refetch()} />
            ) : options.length === 0 ? (
              <NoMethods />
            ) : (
              <Controller
                name="method"
                control={control}
                render={({ field, fieldState }) => (
                  <MethodChooser
                    options={options}
                    value={field.value}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    error={fieldState.error?.message ?? errors.method?.message}
                    disabled={sending}
                    legend={result ? 'Pay the failed invoices with' : 'Pay with'}
                  />
                )}
              />
            ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={sending} color="inherit">
            {result ? 'Done' : 'Cancel'}
          </Button>
          {(!result || failed.length > 0) && (
            <Button type="submit" variant="contained" loading={sending} disabled={sending || !options.some((option) => !option.unusable)}>
              {result ? `Retry failed (${failed.length})` : payButtonText(invoices.length)}
            </Button>
          )}
        </DialogActions>
      </Box>
    </BusyDialog>
  );
}

/** The charges the payment will make: one per vendor and currency, with its total and invoices. */
function Charges({ invoices }: { invoices: readonly SelectedInvoice[] }) {
  const charges = plannedCharges(invoices);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {charges.length === 1 ? 'One charge' : `${charges.length} charges`}, one per vendor and currency
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {charges.map((charge) => (
          <Box component="li" key={charge.key} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between' }}>
            <span>
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {charge.vendorName}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {charge.invoiceNumbers.join(', ')}
              </Typography>
            </span>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {formatMinorUnits(charge.total.added_value, charge.total.currency, { showZero: true })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function outcomeText(outcome: InvoicePaymentOutcome): string {
  const label = OUTCOME_LABELS[outcome.status];
  return outcome.message && (outcome.status === 'failed' || outcome.status === 'skipped') ? `${label}: ${outcome.message}` : label;
}

/**
 * What became of each invoice, and the charges made. A debit under way is followed on its invoice
 * (tagged as it, so the live update of its settlement reloads it): once the invoice is paid, its
 * line says Paid, and so does its charge once all of the charge's invoices are.
 */
function Outcomes({ result }: { result: PayInvoicesResult }) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const onSettled = useCallback((id: string) => setSettled((before) => (before.has(id) ? before : new Set(before).add(id))), []);
  const statusOf = (outcome: InvoicePaymentOutcome): InvoicePaymentOutcomeStatus =>
    outcome.status === 'processing' && settled.has(outcome.invoice_id) ? 'succeeded' : outcome.status;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {result.invoices
        .filter((outcome) => outcome.status === 'processing')
        .map((outcome) => (
          <InvoiceFollower key={outcome.invoice_id} id={outcome.invoice_id} onSettled={onSettled} />
        ))}
      <Box component="ul" aria-label="Invoices" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {result.invoices.map((outcome) => (
          <OutcomeItem key={outcome.invoice_id} outcome={{ ...outcome, status: statusOf(outcome) }} />
        ))}
      </Box>
      {result.charges.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {result.charges.length === 1 ? 'One charge' : `${result.charges.length} charges`}
          </Typography>
          <Box component="ul" aria-label="Charges" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {result.charges.map((charge) => {
              const status =
                charge.status === 'processing' && charge.invoice_ids.every((id) => settled.has(id)) ? 'succeeded' : charge.status;
              return (
                <Typography component="li" variant="body2" key={charge.reference} sx={{ overflowWrap: 'anywhere' }}>
                  {charge.vendor_name}: {formatMinorUnits(charge.amount.added_value, charge.amount.currency, { showZero: true })} ·{' '}
                  {charge.reference} · {chargeStatusText(status)}
                </Typography>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** Follows an invoice whose debit is under way and says when it is paid. */
function InvoiceFollower({ id, onSettled }: { id: string; onSettled(id: string): void }) {
  const { data } = useGetInvoiceQuery(id);
  const paid = data?.status === 'paid' || Boolean(data?.paid_at);
  useEffect(() => {
    if (paid) onSettled(id);
  }, [paid, id, onSettled]);
  return null;
}

/** One invoice's outcome. */
function OutcomeItem({ outcome }: { outcome: InvoicePaymentOutcome }) {
  return (
    <Alert component="li" role="listitem" severity={OUTCOME_SEVERITY[outcome.status]} sx={{ py: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {outcome.invoice_number} · {outcome.vendor_name} ·{' '}
        {formatMinorUnits(outcome.amount.added_value, outcome.amount.currency, { showZero: true })}
      </Typography>
      <Typography variant="body2">{outcomeText(outcome)}</Typography>
    </Alert>
  );
}

function chargeStatusText(status: PayInvoicesResult['charges'][number]['status']): string {
  return status === 'succeeded' ? 'Paid' : status === 'processing' ? 'Processing' : 'Failed';
}

function NoMethods() {
  return (
    <Alert severity="info">
      No saved bank account or card can pay yet.{' '}
      <Link component={RouterLink} to={BILLING_PATHS.paymentMethods}>
        Add one on Billing › Payment methods
      </Link>
    </Alert>
  );
}

interface MethodChooserProps {
  options: readonly MethodOption[];
  value: string;
  onChange(value: string): void;
  inputRef: React.Ref<HTMLInputElement>;
  error: string | undefined;
  disabled: boolean;
  legend: string;
}

/** The company's saved methods as radios; one that cannot pay is disabled with the reason under it. */
function MethodChooser({ options, value, onChange, inputRef, error, disabled, legend }: MethodChooserProps) {
  const id = useId();
  const usable = options.some((option) => !option.unusable);
  return (
    <FormControl component="fieldset" error={error !== undefined} disabled={disabled}>
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup name="method" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option, index) => {
          const why = `${id}-why-${index}`;
          return (
            <Box key={option.value}>
              <FormControlLabel
                value={option.value}
                disabled={option.unusable !== null || disabled}
                control={
                  <Radio
                    slotProps={{
                      // The first choice takes the form's ref, so that an error focuses the group.
                      input: { ...(index === 0 ? { ref: inputRef } : {}), ...(option.unusable ? { 'aria-describedby': why } : {}) },
                    }}
                  />
                }
                label={option.isDefault ? `${option.label} (default)` : option.label}
              />
              {option.unusable && (
                <FormHelperText id={why} sx={{ mt: -0.5, ml: 4 }}>
                  {option.unusable}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
      {!usable && <NoMethods />}
    </FormControl>
  );
}
