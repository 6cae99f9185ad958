import { ACH_METHOD_SLUG, CARD_METHOD_SLUG, PAYONEER_WIRE_SLUGS, type PaymentMethod, productWireSlug } from '@portal/api-schema';
import type { OfferedPaymentMethod } from './tables';

export type PaymentMethodKind = 'wire' | 'card' | 'ach';

export interface CatalogEntry {
  slug: string;
  kind: PaymentMethodKind;
  label: string;
  tip: string;
  icon: string;
  needCreatePayment: boolean;
}

export type PaymentCatalog = ReadonlyMap<string, CatalogEntry>;

/** Every payment method the server knows; an invoice offers some of them. */
export function paymentMethodCatalog(productSlug: string): PaymentCatalog {
  const entries: CatalogEntry[] = [
    {
      slug: productWireSlug(productSlug),
      kind: 'wire',
      label: 'Wire transfer',
      tip: 'Send a bank wire to our account. Usually arrives in 1-3 business days.',
      icon: 'wire.svg',
      needCreatePayment: false,
    },
    {
      slug: PAYONEER_WIRE_SLUGS[0],
      kind: 'wire',
      label: 'Local bank transfer (Payoneer)',
      tip: 'Pay from a local bank account in your country. No international fees.',
      icon: 'payoneer.svg',
      needCreatePayment: false,
    },
    {
      slug: PAYONEER_WIRE_SLUGS[1],
      kind: 'wire',
      label: 'SWIFT wire (Payoneer)',
      tip: 'An international SWIFT transfer. Your bank may charge a fee.',
      icon: 'payoneer.svg',
      needCreatePayment: false,
    },
    {
      slug: PAYONEER_WIRE_SLUGS[2],
      kind: 'wire',
      label: 'Payoneer account',
      tip: 'Pay from the balance of your Payoneer account.',
      icon: 'payoneer.svg',
      needCreatePayment: false,
    },
    {
      slug: CARD_METHOD_SLUG,
      kind: 'card',
      label: 'Credit or debit card',
      tip: 'Pay now by card. The invoice is marked paid right away.',
      icon: 'card.svg',
      needCreatePayment: true,
    },
    {
      slug: ACH_METHOD_SLUG,
      kind: 'ach',
      label: 'Bank transfer (ACH)',
      tip: 'Pay from a US bank account. The payment may take up to 7 days.',
      icon: 'ach.svg',
      needCreatePayment: true,
    },
  ];
  return new Map(entries.map((entry) => [entry.slug, entry]));
}

/** The invoice's offered methods the server knows, in the invoice's order, with their redirects. */
export function offeredPaymentMethods(catalog: PaymentCatalog, offered: readonly OfferedPaymentMethod[]): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  for (const { slug, redirectUrl } of offered) {
    const entry = catalog.get(slug);
    if (!entry || methods.some((method) => method.slug === slug)) continue;
    methods.push({
      slug,
      label: entry.label,
      tip: entry.tip,
      icon: entry.icon,
      redirectUrl: redirectUrl ?? null,
      needCreatePayment: entry.needCreatePayment,
    });
  }
  return methods;
}
