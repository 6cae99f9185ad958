/**
 * The billing section's pages: its invoices, the company's saved payment methods, its statements of
 * account. A file without React, so that the routes (in the shell's first download) name them too.
 */
export const BILLING_PATHS = {
  invoices: '/invoices',
  paymentMethods: '/invoices/payment-methods',
  statements: '/invoices/statements',
} as const;
