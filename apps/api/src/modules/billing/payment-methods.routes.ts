import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addBankAccountFormSchema,
  addCardFormSchema,
  cardSetupSchema,
  API_PATHS,
  envelope,
  errorBodySchema,
  savedBankAccountSchema,
  savedCardSchema,
  savedMethodIdParamsSchema,
  savedPaymentMethodsSchema,
  verifyBankAccountFormSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import { addBankAccount } from './add-bank-account';
import { addCard } from './add-card';
import type { BillingDeps } from './billing-deps';
import { removeBankAccount } from './remove-bank-account';
import { removeCard } from './remove-card';
import { listSavedPaymentMethods } from './saved-payment-methods';
import { setDefaultBankAccount } from './set-default-bank-account';
import { setDefaultCard } from './set-default-card';
import { startCardSetup } from './start-card-setup';
import { verifyBankAccount } from './verify-bank-account';

const tags = ['payment methods'];
// Paying is the invoices role's, and so are the methods it pays with: making one the default is a
// billing preference like choosing the account to pay from, not a matter of users and access.
const invoicesRole = { access: access.role('invoices') };
const clientErrors = { 409: errorBodySchema, 422: errorBodySchema };
const formBody = ['application/x-www-form-urlencoded', 'application/json'];

export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = namedPlugin(
  'paymentMethodsRoutes',
  async (app, { deps }) => {
    app.get(
      API_PATHS.savedPaymentMethods,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: "The company's saved bank accounts and cards",
          description: 'Kept (not removed) methods with their status and which one is the default.',
          response: { 200: envelope(savedPaymentMethodsSchema) },
        },
      },
      async (request) => ({ data: await listSavedPaymentMethods(deps, companyActorOf(request).companyId) }),
    );

    app.post(
      API_PATHS.savedBankAccounts,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: 'Save a tokenized bank account for the company and send its two micro-deposits',
          description:
            'Idempotent for the same token. An account the company already keeps (same routing number and last four) is refused with 422 on account_number.',
          consumes: formBody,
          body: addBankAccountFormSchema,
          response: { 200: envelope(savedBankAccountSchema), ...clientErrors },
        },
      },
      async (request) => ({ data: await addBankAccount(deps, { actor: companyActorOf(request), token: request.body.bank_account_id }) }),
    );

    app.post(
      API_PATHS.savedBankAccountVerify,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: "Verify a saved account's two micro-deposits",
          description:
            'Amounts in cents, in either order. Deposits sent for an ACH payment verify through it, which then pays its invoice. Three wrong tries lock the account. Idempotent once verified.',
          consumes: formBody,
          params: savedMethodIdParamsSchema,
          body: verifyBankAccountFormSchema,
          response: { 200: envelope(savedBankAccountSchema), ...clientErrors },
        },
      },
      async (request) => ({
        data: await verifyBankAccount(deps, {
          actor: companyActorOf(request),
          bankAccountId: request.params.id,
          amounts: [request.body['amounts[0]'], request.body['amounts[1]']],
        }),
      }),
    );

    app.post(
      API_PATHS.savedBankAccountDefault,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: "Make a verified bank account the company's default payment method",
          description: 'Idempotent. An account not verified yet, or locked, is refused (409).',
          params: savedMethodIdParamsSchema,
          response: { 200: envelope(savedPaymentMethodsSchema), ...clientErrors },
        },
      },
      async (request) => ({
        data: await setDefaultBankAccount(deps, { actor: companyActorOf(request), bankAccountId: request.params.id }),
      }),
    );

    app.delete(
      API_PATHS.savedBankAccount,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: "Remove a bank account from the company's payment methods",
          description:
            'Kept for the payments made with it; no longer listed, offered or the default. Refused (409) while a pending or processing payment uses it. Idempotent.',
          params: savedMethodIdParamsSchema,
          response: { 200: envelope(savedPaymentMethodsSchema), ...clientErrors },
        },
      },
      async (request) => ({ data: await removeBankAccount(deps, { actor: companyActorOf(request), bankAccountId: request.params.id }) }),
    );

    app.post(
      API_PATHS.savedCardSetup,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: 'Start saving a card for the company',
          description:
            "The provider's card setup: a Stripe SetupIntent for later charges without the customer (`client_secret`, confirmed with Stripe.js), or the sandbox's setup page (`setup_url`), which returns to the payment methods page with `card_setup` set to the setup id. Nothing is saved until the card is added with that id.",
          response: { 200: envelope(cardSetupSchema) },
        },
      },
      async (request) => ({ data: await startCardSetup(deps, companyActorOf(request)) }),
    );

    app.post(
      API_PATHS.savedCards,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: 'Save the card of a finished card setup for the company',
          description:
            "Idempotent for the same setup. A setup that is not the company's, or has not succeeded, is not found. A card the company already keeps (same brand, last four and expiry) is refused with 422 on setup_id.",
          consumes: formBody,
          body: addCardFormSchema,
          response: { 200: envelope(savedCardSchema), ...clientErrors },
        },
      },
      async (request) => ({ data: await addCard(deps, { actor: companyActorOf(request), setupId: request.body.setup_id }) }),
    );

    app.post(
      API_PATHS.savedCardDefault,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: "Make a card the company's default payment method",
          description: 'Idempotent. The default bank account, if any, stops being the default. An expired card is refused (422).',
          params: savedMethodIdParamsSchema,
          response: { 200: envelope(savedPaymentMethodsSchema), ...clientErrors },
        },
      },
      async (request) => ({ data: await setDefaultCard(deps, { actor: companyActorOf(request), cardId: request.params.id }) }),
    );

    app.delete(
      API_PATHS.savedCard,
      {
        config: invoicesRole,
        schema: {
          tags,
          summary: "Remove a card from the company's payment methods",
          description:
            'Kept for the payments made with it; no longer listed, offered or the default. Refused (409) while a payment with it is under way, or while autopay pays with it. Idempotent.',
          params: savedMethodIdParamsSchema,
          response: { 200: envelope(savedPaymentMethodsSchema), ...clientErrors },
        },
      },
      async (request) => ({ data: await removeCard(deps, { actor: companyActorOf(request), cardId: request.params.id }) }),
    );
  },
);
