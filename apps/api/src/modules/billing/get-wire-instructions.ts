import { eq } from 'drizzle-orm';
import type { WireMetadata } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { escapeHtml } from '../../platform/http/html';
import { HttpError, notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { sanitizeBillingDetails } from './billing-details';
import { findCompanyInvoice } from './payment-queries';
import { assertNoPaymentOnItsWay, assertPayable, formatMoney, offeredMethod } from './payment-rules';
import { wireDetailsMarkup, wireRowsFor } from './wire-details';
import { vendors } from '../company-users/tables';

/**
 * How to pay the invoice by one of its wire methods: what to send to whom, quoting the invoice number,
 * and the vendor's details for that method (its rows of wire details, else its billing details).
 */
export async function getWireInstructions(
  deps: Pick<BillingDeps, 'db' | 'catalog'>,
  input: { actor: CompanyActor; invoiceId: string; slug: string },
): Promise<WireMetadata> {
  const { db, catalog } = deps;
  const invoice = await findCompanyInvoice(db, input.actor.companyId, input.invoiceId);
  const method = offeredMethod(catalog, invoice, input.slug);
  if (method.kind !== 'wire') throw new HttpError(422, 'This payment method needs a payment reference.');
  assertPayable(invoice.status);
  await assertNoPaymentOnItsWay(db, catalog, invoice.id);
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, invoice.vendorId));
  if (!vendor) throw notFound();
  const amount = formatMoney(invoice.totalMinor, invoice.currency);
  return {
    title: `<strong>${escapeHtml(method.label)}</strong>: pay ${escapeHtml(amount)} to ${escapeHtml(vendor.name)}, quoting invoice ${escapeHtml(invoice.number)}`,
    billing_details: await sanitizeBillingDetails(
      wireDetailsMarkup({
        slug: method.slug,
        rows: wireRowsFor(vendor.wireDetails, method.slug, invoice.currency),
        fallbackMarkup: vendor.billingDetails,
        invoiceNumber: invoice.number,
        amount,
      }),
    ),
  };
}
