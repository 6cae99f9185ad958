import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ACH_METHOD_SLUG,
  CARD_METHOD_SLUG,
  DISPUTE_TEXTS,
  type InvoicePaymentOutcome,
  type PaymentCharge,
  type PayInvoicesResult,
  type SavedMethodChoice,
} from '@portal/api-schema';
import { recordAudit } from '../../platform/audit/audit-log';
import { type Database, isUniqueViolation } from '../../platform/database/database';
import { HttpError, invalidField, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import { vendors } from '../company-users/tables';
import { BANK_ACCOUNT_LOCKED_MESSAGE } from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { recordPaymentStatus } from './invoice-events';
import { chargePaymentGroup } from './payment-group-outcome';
import type { SavedMethod } from './payment-provider';
import { newPaymentOf } from './payment-queries';
import { newPaymentReference } from './payment-reference';
import { isPayable, NOT_PAYABLE_MESSAGE, paymentUnderWayMessage } from './payment-rules';
import { isCardExpired } from './saved-payment-methods';
import {
  bankAccounts,
  type InvoiceRow,
  invoices,
  type PaymentGroupOrigin,
  type PaymentGroupRow,
  paymentGroups,
  payments,
  type PaymentRow,
  savedCards,
} from './tables';

// Paying invoices with a saved method: several selected in the list, or one due invoice by autopay.
// One charge with the provider per vendor and currency (a payment group); each invoice keeps its own
// payment row, so its paid status, receipt and timeline come from the one path every payment takes.

export const NOT_VERIFIED_METHOD_MESSAGE = 'Verify this bank account with its two deposits before paying with it.';
export const EXPIRED_CARD_MESSAGE = 'This card has expired. Choose another payment method.';
export const ALREADY_PAID_MESSAGE = 'This invoice is already paid.';
const PROVIDER_NO_ANSWER_MESSAGE =
  'The payment provider has not answered yet. The payment is tried again shortly under the same reference, so nothing is charged twice.';
const ACH_USD_ONLY_MESSAGE = 'A US bank account pays invoices in US dollars only.';
/** How often the claim is tried again when another payment of an invoice started meanwhile. */
const CLAIM_ATTEMPTS = 3;

function methodSlugOf(method: SavedMethod): string {
  return method.kind === 'card' ? CARD_METHOD_SLUG : ACH_METHOD_SLUG;
}

function methodNotOfferedMessage(method: SavedMethod): string {
  return method.kind === 'card' ? 'This invoice cannot be paid by card.' : 'This invoice cannot be paid by bank transfer (ACH).';
}

interface Actor {
  companyId: string;
  userId: string;
  ip?: string;
}

/**
 * The company's saved method the request names: 404 when the company keeps none of that id with the
 * provider, 422 (on `method`) when it cannot pay (an account not verified or locked, an expired card).
 * Its row is held (shared) until the transaction ends, so that removing it waits and then sees the
 * payments made with it; a removal that came first makes it unknown here.
 */
async function usableSavedMethod(tx: Database, provider: string, companyId: string, choice: SavedMethodChoice): Promise<SavedMethod> {
  if (choice.type === 'bank_account') {
    const [account] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, choice.id), eq(bankAccounts.companyId, companyId), isNull(bankAccounts.removedAt)))
      .for('share');
    if (!account || account.provider !== provider) throw notFound();
    if (account.status === 'verification_failed') throw invalidField('method', BANK_ACCOUNT_LOCKED_MESSAGE);
    if (account.status !== 'verified') throw invalidField('method', NOT_VERIFIED_METHOD_MESSAGE);
    return { kind: 'bank_account', account };
  }
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, choice.id), eq(savedCards.companyId, companyId), isNull(savedCards.removedAt)))
    .for('share');
  if (!card || card.provider !== provider) throw notFound();
  if (isCardExpired(card)) throw invalidField('method', EXPIRED_CARD_MESSAGE);
  return { kind: 'card', card };
}

interface InvoiceWithVendor {
  invoice: InvoiceRow;
  vendorName: string;
}

/** Why this invoice is not paid by the request, or null when it can be. */
function skipReason(
  invoice: InvoiceRow,
  method: SavedMethod,
  moving: PaymentRow | undefined,
  movingKind: 'wire' | 'card' | 'ach' | undefined,
): string | null {
  if (moving) return moving.status === 'succeeded' ? ALREADY_PAID_MESSAGE : paymentUnderWayMessage(movingKind);
  if (invoice.status === 'paid') return ALREADY_PAID_MESSAGE;
  if (invoice.status === 'disputed') return DISPUTE_TEXTS.payBlocked;
  if (!isPayable(invoice.status)) return NOT_PAYABLE_MESSAGE;
  const slug = methodSlugOf(method);
  if (!invoice.paymentMethods.some((offered) => offered.slug === slug)) return methodNotOfferedMessage(method);
  if (method.kind === 'bank_account' && invoice.currency !== 'USD') return ACH_USD_ONLY_MESSAGE;
  return null;
}

function outcomeOf(
  { invoice, vendorName }: InvoiceWithVendor,
  fields: Pick<InvoicePaymentOutcome, 'status' | 'reference' | 'charge_reference' | 'message'>,
): InvoicePaymentOutcome {
  return {
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    vendor_name: vendorName,
    amount: { currency: invoice.currency, added_value: invoice.totalMinor },
    ...fields,
  };
}

interface Claimed {
  group: PaymentGroupRow;
  payments: PaymentRow[];
  vendorName: string;
}

interface Claim {
  /** The method, as read (and held) when the invoices were claimed. */
  method: SavedMethod;
  rows: InvoiceWithVendor[];
  /** What became of the invoices not paid by this request (keyed by invoice id). */
  settled: Map<string, InvoicePaymentOutcome>;
  claimed: Claimed[];
}

/**
 * In one transaction, with the invoices' rows locked (in id order, so concurrent requests queue
 * rather than deadlock): decides each invoice, then writes one group per vendor and currency and one
 * processing payment per invoice. A concurrent request for the same invoices waits for the locks and
 * then finds these payments; a payment started meanwhile by another path (a single ACH debit, a wire)
 * fails the insert on the one-moving-payment index, and the claim is tried again.
 */
async function claimInvoices(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'catalog'>,
  input: { actor: Actor; invoiceIds: string[]; method: SavedMethodChoice; origin: PaymentGroupOrigin },
): Promise<Claim> {
  const { db, provider, catalog } = deps;
  const { actor } = input;
  return db.transaction(async (tx) => {
    const method = await usableSavedMethod(tx, provider.name, actor.companyId, input.method);
    const rows = await tx
      .select({ invoice: invoices, vendorName: vendors.name })
      .from(invoices)
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .where(and(inArray(invoices.id, input.invoiceIds), eq(invoices.companyId, actor.companyId)))
      .orderBy(invoices.id)
      .for('update', { of: invoices });
    if (rows.length !== new Set(input.invoiceIds).size) throw notFound();
    const moving = await tx
      .select()
      .from(payments)
      .where(and(inArray(payments.invoiceId, input.invoiceIds), inArray(payments.status, ['processing', 'succeeded'])));
    const movingGroups = moving.some((payment) => payment.groupId)
      ? await tx
          .select({ id: paymentGroups.id, reference: paymentGroups.reference })
          .from(paymentGroups)
          .where(
            inArray(
              paymentGroups.id,
              moving.flatMap((payment) => (payment.groupId ? [payment.groupId] : [])),
            ),
          )
      : [];

    const settled = new Map<string, InvoicePaymentOutcome>();
    const toPay = new Map<string, InvoiceWithVendor[]>();
    for (const row of rows) {
      const movingPayment = moving.find((payment) => payment.invoiceId === row.invoice.id);
      const group = movingGroups.find((candidate) => candidate.id === movingPayment?.groupId);
      if (movingPayment && group && movingPayment.methodSlug === methodSlugOf(method)) {
        // Paid by a charge of saved methods already (an identical request, autopay): its outcome, not a refusal.
        settled.set(
          row.invoice.id,
          outcomeOf(row, {
            status: movingPayment.status === 'succeeded' ? 'succeeded' : 'processing',
            reference: movingPayment.reference,
            charge_reference: group.reference,
            message: null,
          }),
        );
        continue;
      }
      const reason = skipReason(row.invoice, method, movingPayment, catalog.get(movingPayment?.methodSlug ?? '')?.kind);
      if (reason) {
        settled.set(
          row.invoice.id,
          outcomeOf(row, { status: 'skipped', reference: movingPayment?.reference ?? null, charge_reference: null, message: reason }),
        );
        continue;
      }
      const key = `${row.invoice.vendorId}:${row.invoice.currency}`;
      toPay.set(key, [...(toPay.get(key) ?? []), row]);
    }

    const methodSlug = methodSlugOf(method);
    const methodIds =
      method.kind === 'card'
        ? { savedCardId: method.card.id, bankAccountId: null }
        : { bankAccountId: method.account.id, savedCardId: null };
    const claimed: Claimed[] = [];
    for (const members of toPay.values()) {
      const first = members[0]!;
      const [group] = await tx
        .insert(paymentGroups)
        .values({
          reference: newPaymentReference('CHG'),
          companyId: actor.companyId,
          userId: actor.userId,
          vendorId: first.invoice.vendorId,
          origin: input.origin,
          methodSlug,
          provider: provider.name,
          ...methodIds,
          status: 'processing',
          amountMinor: members.reduce((sum, member) => sum + member.invoice.totalMinor, 0),
          currency: first.invoice.currency,
        })
        .returning();
      if (!group) throw new Error('The payment group was not written');
      const groupPayments = await tx
        .insert(payments)
        .values(
          members.map((member) => ({
            ...newPaymentOf(member.invoice, { userId: actor.userId, methodSlug, provider: provider.name }),
            ...methodIds,
            groupId: group.id,
            status: 'processing' as const,
          })),
        )
        .returning();
      for (const payment of groupPayments) {
        await recordPaymentStatus(tx, payment);
        await recordAudit(tx, {
          action: 'payment.created',
          companyId: actor.companyId,
          actorUserId: actor.userId,
          subjectType: 'payment',
          subjectId: payment.id,
          ip: actor.ip,
          metadata: {
            reference: payment.reference,
            method: methodSlug,
            invoice_id: payment.invoiceId,
            charge: group.reference,
            origin: input.origin,
          },
        });
        await publishChange(tx, { companyId: actor.companyId, kind: 'payment', id: payment.invoiceId });
      }
      claimed.push({ group, payments: groupPayments, vendorName: first.vendorName });
    }
    return { method, rows, settled, claimed };
  });
}

/**
 * Pays the invoices with a saved method of the company. Invoices that cannot be paid are skipped,
 * each with its reason; the others are charged once per vendor and currency. A card's charge is
 * decided at once; a bank debit is processing until the provider's event settles it. A charge the
 * provider refuses fails its invoices' payments and the invoices stay payable, so the request can be
 * retried for them; one the provider did not answer stays processing until it is asked again.
 */
export async function payInvoicesWithSavedMethod(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'catalog'>,
  input: { actor: Actor; invoiceIds: string[]; method: SavedMethodChoice; origin: PaymentGroupOrigin },
): Promise<PayInvoicesResult> {
  const { actor } = input;
  let claim: Claim | undefined;
  for (let attempt = 1; !claim; attempt += 1) {
    try {
      claim = await claimInvoices(deps, input);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CLAIM_ATTEMPTS) {
        if (isUniqueViolation(error)) throw new HttpError(409, paymentUnderWayMessage(undefined));
        throw error;
      }
    }
  }

  const charges: PaymentCharge[] = [];
  const outcomes = new Map(claim.settled);
  for (const { group, payments: groupPayments, vendorName } of claim.claimed) {
    let charged: PaymentGroupRow;
    let message: string | null = null;
    try {
      charged = await chargePaymentGroup(deps, group, claim.method, { userId: actor.userId, ip: actor.ip });
    } catch {
      // The provider may have made the charge before the answer was lost: failing it here would let
      // the invoices be paid twice. It stays processing; resumeUnstartedCharges asks again under the
      // same key, which answers the charge made or makes it once.
      charged = group;
      message = PROVIDER_NO_ANSWER_MESSAGE;
    }
    const status = charged.status === 'succeeded' || charged.status === 'failed' ? charged.status : 'processing';
    charges.push({
      reference: charged.reference,
      vendor_name: vendorName,
      amount: { currency: charged.currency, added_value: charged.amountMinor },
      status,
      invoice_ids: groupPayments.map((payment) => payment.invoiceId),
      message: status === 'failed' ? charged.failureMessage : message,
    });
    for (const payment of groupPayments) {
      const row = claim.rows.find((candidate) => candidate.invoice.id === payment.invoiceId)!;
      outcomes.set(
        payment.invoiceId,
        outcomeOf(row, {
          status,
          reference: payment.reference,
          charge_reference: charged.reference,
          message: status === 'failed' ? charged.failureMessage : message,
        }),
      );
    }
  }
  return {
    // In the order the invoices were asked for.
    invoices: [...new Set(input.invoiceIds)].map((id) => outcomes.get(id)!),
    charges,
  };
}
