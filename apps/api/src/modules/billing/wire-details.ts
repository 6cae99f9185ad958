import { PAYONEER_WIRE_SLUGS } from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import type { VendorWireDetails, WireDetailRow } from '../company-users/tables';

/** The label of the one reference the customer quotes: the invoice's number, the same as the title says. */
const WIRE_REFERENCE_LABEL = 'Reference';

/** Paying from a Payoneer balance: the last of the Payoneer wires. */
const PAYONEER_ACCOUNT_SLUG = PAYONEER_WIRE_SLUGS[2];

/**
 * What to do, beyond the details, for the methods that are not a bank transfer: a Payoneer balance
 * payment is made in the payer's own Payoneer account, to the vendor's Payoneer e-mail.
 */
function wireSteps(slug: string, amount: string, invoiceNumber: string): string[] {
  if (slug !== PAYONEER_ACCOUNT_SLUG) return [];
  return [
    'Sign in to your Payoneer account.',
    'Choose Pay, then Make a payment, and enter the recipient e-mail above.',
    `Pay ${amount} from your Payoneer balance.`,
    `Write ${invoiceNumber} in the payment's description, so that the vendor can match it to the invoice.`,
  ];
}

/**
 * The vendor's rows for a wire method: those of the method in the invoice's currency
 * (`<slug>:<currency>`, as local transfers differ by currency) before those of the method; null when
 * the vendor has neither, and the vendor's older billing details markup applies.
 */
export function wireRowsFor(details: VendorWireDetails, slug: string, currency: string): WireDetailRow[] | null {
  const rows = details[`${slug}:${currency}`] ?? details[slug];
  if (!rows || rows.length === 0) return null;
  // The invoice number is the one reference: a vendor's own reference would make two to choose from.
  const kept = rows.filter((row) => row.label.trim().toLowerCase() !== WIRE_REFERENCE_LABEL.toLowerCase());
  return kept.length > 0 ? kept : null;
}

function table(rows: WireDetailRow[]): string {
  const cells = rows.map((row) => `<tr><th>${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`).join('');
  return `<table><tbody>${cells}</tbody></table>`;
}

/**
 * The wire details as markup: the vendor's rows, escaped, and the invoice number as the reference,
 * then the steps the method needs. Without rows, the vendor's billing details markup, followed by the
 * reference to quote. The caller sanitizes the whole.
 */
export function wireDetailsMarkup(input: {
  slug: string;
  rows: WireDetailRow[] | null;
  fallbackMarkup: string;
  invoiceNumber: string;
  amount: string;
}): string {
  const { slug, rows, invoiceNumber, amount } = input;
  const steps = wireSteps(slug, amount, invoiceNumber);
  const stepsMarkup = steps.length > 0 ? `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : '';
  if (rows) return `${table([...rows, { label: WIRE_REFERENCE_LABEL, value: invoiceNumber }])}${stepsMarkup}`;
  return `${input.fallbackMarkup}<p>${WIRE_REFERENCE_LABEL}: <strong>${escapeHtml(invoiceNumber)}</strong></p>${stepsMarkup}`;
}
