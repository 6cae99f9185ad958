import { reportError, useRuntimeConfig } from '@portal/api-client';
import { ACH_METHOD_SLUG, type InvoiceDetail, type PaymentMethod } from '@portal/api-schema';
import { SOMETHING_WENT_WRONG_MESSAGE } from '@portal/api-schema/constants';
import { notify } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { AchPaymentModal } from './ach/ach-payment-modal';
import { CardPaymentModal } from './card/card-payment-modal';
import { ChoosePaymentMethodModal } from './choose-method/choose-payment-method-modal';
import { formatInvoiceTotal } from './invoice-amount';
import { useAnnounceWireMutation, useCreatePaymentMutation, useGetPaymentMethodsQuery, useGetWireMetadataQuery } from './payment-api';
import {
  initialPaymentFlowState,
  paymentFlowTransition,
  type PaymentFlowEffect,
  type PaymentFlowEvent,
  type PaymentFlowState,
} from './payment-flow';
import { serverErrorText } from './server-error-text';
import { WireModal } from './wire/wire-modal';

export const WIRE_ANNOUNCED_MESSAGE =
  'Thank you: the wire is on its way. The invoice will be marked paid when the vendor confirms receipt.';

export interface PayInvoiceProps {
  invoice: InvoiceDetail;
  open: boolean;
  onClose(): void;
  onPaid(): void;
}

function startState(invoice: InvoiceDetail): PaymentFlowState {
  return invoice.pending_ach ? { kind: 'ach', slug: ACH_METHOD_SLUG, reference: invoice.pending_ach.reference } : initialPaymentFlowState;
}

/**
 * The payment of an invoice: the method chooser, then the chosen method's modal; or, while an ACH
 * payment waits for its deposits, straight to verifying them.
 */
export default function PayInvoice({ invoice, open, onClose, onPaid }: PayInvoiceProps) {
  const { paymentProductSlug } = useRuntimeConfig();
  const [state, setState] = useState<PaymentFlowState>(() => startState(invoice));
  const [wasOpen, setWasOpen] = useState(open);
  const stateRef = useRef(state);
  const [createPayment, creation] = useCreatePaymentMutation();
  const methods = useGetPaymentMethodsQuery(invoice.id, { skip: !open || invoice.pending_ach !== null });

  // Every opening starts the flow anew.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const fresh = startState(invoice);
      stateRef.current = fresh;
      setState(fresh);
    }
  }

  const send = (event: PaymentFlowEvent) => {
    const wasClosed = stateRef.current.kind === 'closed';
    const step = paymentFlowTransition(stateRef.current, event, paymentProductSlug);
    stateRef.current = step.state;
    setState(step.state);
    const succeeded = step.effects.some((effect) => effect.type === 'emit-success');
    step.effects.forEach(runEffect);
    if (step.state.kind === 'closed' && !wasClosed && !succeeded) onClose();
  };

  const runEffect = (effect: PaymentFlowEffect) => {
    switch (effect.type) {
      case 'open-window':
        window.open(effect.url, '_blank', 'noopener,noreferrer');
        break;
      case 'create-payment':
        void createPayment({ invoiceId: invoice.id, slug: effect.slug }).then((answer) =>
          send(
            'error' in answer
              ? { type: 'payment-creation-failed', error: answer.error }
              : { type: 'payment-created', reference: answer.data.reference },
          ),
        );
        break;
      case 'report-error':
        reportError(effect.error, { step: 'create-payment', invoiceId: invoice.id });
        break;
      case 'show-error':
        notify(effect.message, 'error');
        break;
      case 'emit-success':
        onPaid();
        break;
    }
  };

  if (!open || state.kind === 'closed') return null;
  const close = () => send({ type: 'closed' });
  const paid = () => send({ type: 'paid' });

  switch (state.kind) {
    case 'choosing':
    case 'creating-payment':
      return (
        <ChoosePaymentMethodModal
          open
          amount={formatInvoiceTotal(invoice)}
          vendorName={invoice.vendor.name}
          methods={methods.isError ? [] : methods.data}
          busy={state.kind === 'creating-payment' || creation.isLoading}
          onCancel={close}
          onContinue={(method: PaymentMethod) => send({ type: 'method-chosen', method })}
        />
      );
    case 'wire':
      return <WirePayment invoiceId={invoice.id} slug={state.slug} reference={state.reference} onClose={close} onDone={paid} />;
    case 'card':
      return <CardPaymentModal invoiceId={invoice.id} slug={state.slug} reference={state.reference} onClose={close} onPaid={paid} />;
    case 'ach':
      return (
        <AchPaymentModal
          invoiceId={invoice.id}
          slug={state.slug}
          reference={state.reference}
          initialBankAccountId={invoice.pending_ach?.bank_account_id ?? null}
          onClose={close}
          onPaid={paid}
        />
      );
  }
}

function WirePayment({
  invoiceId,
  slug,
  reference,
  onClose,
  onDone,
}: {
  invoiceId: string;
  slug: string;
  reference: string | null;
  onClose(): void;
  onDone(): void;
}) {
  const metadata = useGetWireMetadataQuery({ invoiceId, slug, reference });
  const [announceWire, announcement] = useAnnounceWireMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (metadata.isError) {
      reportError(metadata.error, { step: 'wire-metadata', invoiceId, slug });
      onClose();
    }
  }, [metadata.isError, metadata.error, invoiceId, slug, onClose]);
  // Done records the wire on its way; only then does the flow end in success.
  const done = async () => {
    setRefusal(null);
    const answer = await announceWire({ invoiceId, slug });
    if ('error' in answer) {
      setRefusal(serverErrorText(answer.error) ?? SOMETHING_WENT_WRONG_MESSAGE);
      return;
    }
    notify(WIRE_ANNOUNCED_MESSAGE, 'success');
    onDone();
  };
  return metadata.data ? (
    <WireModal metadata={metadata.data} onCancel={onClose} onDone={() => void done()} busy={announcement.isLoading} error={refusal} />
  ) : null;
}
