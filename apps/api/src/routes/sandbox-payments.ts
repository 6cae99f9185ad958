import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  bankAccountInputSchema,
  bankAccountTokenSchema,
  CARD_METHOD_SLUG,
  errorBodySchema,
  isValidAbaRoutingNumber,
  paymentReferenceParamsSchema,
  SANDBOX_CHECKOUT_MESSAGE,
  SANDBOX_PATHS,
} from '@portal/api-schema';
import { access } from '../platform/access/access';
import { assertCheckoutCanStart, formatMoney } from '../billing/payments/payment-service';
import { decideSandboxCard, SANDBOX_BANK, type SandboxProvider } from '../billing/payments/providers/sandbox';
import { SANDBOX_CHECKOUT_SCRIPT } from '../billing/payments/sandbox-checkout-script';
import type { Database } from '../platform/database/database';
import { invoices, payments, vendors } from '../modules/billing/tables';
import { HttpError, invalidField } from '../platform/http/errors';
import { escapeHtml } from '../platform/http/html';

export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/sandbox/checkout.js';
export const SANDBOX_CHECKOUT_DECISION_PATH = '/api/sandbox/checkout/:reference';
export const BANK_NOT_VERIFIABLE_MESSAGE = 'Your bank account could not be verified with these details.';
export const ROUTING_INVALID_MESSAGE = 'Routing number is invalid.';

const checkoutDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('pay'),
    card_number: z.string().trim().regex(/^[\d ]{12,23}$/, 'Enter the card number'),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Enter the expiry as MM/YY'),
    cvc: z.string().trim().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC'),
  }),
  z.object({ action: z.literal('cancel') }),
]);

const checkoutOutcomeSchema = z.object({
  status: z.enum(['succeeded', 'failed', 'canceled']),
  message: z.string().nullable(),
  paymentIntentId: z.string(),
});

const stripeErrorSchema = z.object({ error: z.object({ message: z.string(), param: z.string() }) });

function isExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.replace(/\s/g, '').split('/').map(Number);
  if (!month || year === undefined) return true;
  const fullYear = 2000 + year;
  return fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

function checkoutPage(input: { reference: string; amount: string; vendorName: string; open: boolean }): string {
  const reference = escapeHtml(input.reference);
  const body = input.open
    ? `<form id="checkout" novalidate data-reference="${reference}" data-message-type="${escapeHtml(SANDBOX_CHECKOUT_MESSAGE)}" data-decision-url="${escapeHtml(SANDBOX_CHECKOUT_DECISION_PATH.replace(':reference', encodeURIComponent(input.reference)))}">
  <p class="amount">${escapeHtml(input.amount)}</p>
  <p class="muted">to ${escapeHtml(input.vendorName)} &middot; ${reference}</p>
  <label>Card number<input name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required></label>
  <div class="row">
    <label>Expiry<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></label>
    <label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></label>
  </div>
  <p id="error" class="error" role="alert" hidden></p>
  <div class="actions"><button type="button" id="cancel" class="secondary">Cancel</button><button type="submit" id="pay">Pay ${escapeHtml(input.amount)}</button></div>
  <p class="muted">Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
</form>
<script src="${SANDBOX_CHECKOUT_SCRIPT_PATH}"></script>`
    : `<p>This payment is no longer open.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#fff}
form{display:flex;flex-direction:column;gap:12px;max-width:420px;margin:0 auto}
label{display:flex;flex-direction:column;gap:4px;font-size:14px;flex:1}
input{font-size:16px;padding:10px;border:1px solid #c4c4c4;border-radius:6px}
input:focus{outline:2px solid #1976d2;border-color:#1976d2}
.row{display:flex;gap:12px}.amount{font-size:24px;font-weight:600;margin:0}.muted{color:#666;font-size:12px;margin:0}
.error{color:#c62828;font-size:14px;margin:0}.actions{display:flex;gap:8px;justify-content:flex-end}
button{font-size:15px;padding:10px 16px;border-radius:6px;border:0;background:#1976d2;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:#1976d2}button:disabled{opacity:.6;cursor:default}
</style></head><body>
${body}
</body></html>`;
}

export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{ db: Database; sandbox: SandboxProvider }> = async (app, { db, sandbox }) => {
  async function findSandboxCardPayment(reference: string) {
    const [row] = await db
      .select({ payment: payments, vendorName: vendors.name })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .where(eq(payments.reference, reference));
    if (!row || row.payment.provider !== 'sandbox' || row.payment.methodSlug !== CARD_METHOD_SLUG) return null;
    return row;
  }

  app.get(
    SANDBOX_PATHS.cardCheckout,
    {
      config: { access: access.public },
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox's hosted card checkout (shown in a frame of the portal)",
        params: paymentReferenceParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await findSandboxCardPayment(request.params.reference);
      // Only this page may be framed, and only by the portal's own origin.
      const csp = String(reply.getHeader('content-security-policy') ?? '').replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self'",
      );
      reply.header('content-security-policy', csp).header('x-frame-options', 'SAMEORIGIN');
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!found) return reply.code(404).send(`<!doctype html><html lang="en"><body><p>This payment was not found.</p></body></html>`);
      const { payment, vendorName } = found;
      return reply.send(
        checkoutPage({
          reference: payment.reference,
          amount: formatMoney(payment.amountMinor, payment.currency),
          vendorName,
          open: payment.status === 'pending',
        }),
      );
    },
  );

  app.get(SANDBOX_CHECKOUT_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CHECKOUT_SCRIPT),
  );

  app.post(
    SANDBOX_CHECKOUT_DECISION_PATH,
    {
      config: { access: access.public },
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox checkout's decision on a test card (Stripe's test cards)",
        params: paymentReferenceParamsSchema,
        body: checkoutDecisionSchema,
        response: { 200: checkoutOutcomeSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const found = await findSandboxCardPayment(request.params.reference);
      if (!found?.payment.providerPaymentId) throw new HttpError(404, 'This payment was not found.');
      const { payment } = found;
      if (payment.status !== 'pending') throw new HttpError(409, 'This payment is no longer open.');
      const paymentIntentId = payment.providerPaymentId as string;
      const body = request.body;
      if (body.action === 'cancel') {
        sandbox.recordCardOutcome(paymentIntentId, { status: 'canceled', message: null });
        return { status: 'canceled' as const, message: null, paymentIntentId };
      }
      await assertCheckoutCanStart(db, payment);
      if (isExpired(body.expiry)) throw invalidField('expiry', 'Your card has expired.', 'Your card has expired.');
      const decision = decideSandboxCard(body.card_number);
      if (decision.kind === 'invalid') throw invalidField('card_number', decision.message, decision.message);
      const status = decision.outcome.status === 'succeeded' ? ('succeeded' as const) : ('failed' as const);
      sandbox.recordCardOutcome(paymentIntentId, decision.outcome);
      return { status, message: decision.outcome.message, paymentIntentId };
    },
  );

  app.post(
    SANDBOX_PATHS.bankAccountTokens,
    {
      config: { access: access.public },
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox's bank account tokenizer (stands in for Stripe.js)",
        description: `Routing ${SANDBOX_BANK.routingNumber} with account ${SANDBOX_BANK.accountNumber} is verifiable; other valid numbers are refused as Stripe's test mode does.`,
        body: bankAccountInputSchema,
        response: { 200: bankAccountTokenSchema, 400: stripeErrorSchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { routing_number, account_number } = request.body;
      if (!isValidAbaRoutingNumber(routing_number)) {
        return reply.code(400).send({ error: { message: ROUTING_INVALID_MESSAGE, param: 'routing_number' } });
      }
      if (routing_number !== SANDBOX_BANK.routingNumber || account_number !== SANDBOX_BANK.accountNumber) {
        return reply.code(400).send({ error: { message: BANK_NOT_VERIFIABLE_MESSAGE, param: 'account_number' } });
      }
      const token = sandbox.tokenizeBankAccount({ routingNumber: routing_number, accountNumber: account_number });
      return { id: token.id, bank_account: { last4: token.last4, bank_name: token.bankName, routing_number } };
    },
  );
};
