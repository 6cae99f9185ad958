/** API paths shared by the server routes and the client endpoints. */
export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  resetPasswordCheck: '/api/auth/reset-password/check',
  currentUser: '/api/client-cabinet/user',
  // live updates: a server-sent event stream of what changed in the caller's company
  liveEvents: '/api/client-cabinet/events',
  companyUser: '/api/client-cabinet/users/:id',
  passwordChange: '/api/user/password',
  reconfirmConsent: '/api/user/reconfirm-consent',
  invoicesWidget: '/api/client-cabinet/widget/invoices',
  invoicesSpend: '/api/client-cabinet/invoices/spend',
  dashboardActions: '/api/client-cabinet/dashboard/actions',
  invoices: '/api/client-cabinet/invoices',
  invoicesCount: '/api/client-cabinet/invoices/count',
  invoicesCsv: '/api/client-cabinet/invoices/export.csv',
  invoicesPdfZip: '/api/client-cabinet/invoices/pdfs.zip',
  invoiceVendors: '/api/client-cabinet/invoices/vendors',
  // paying several invoices at once with a saved bank account or card
  payInvoices: '/api/client-cabinet/invoices/pay',
  // statements of account: one currency over a period, on screen, as PDF and as CSV
  statement: '/api/client-cabinet/statements',
  statementPdf: '/api/client-cabinet/statements/statement.pdf',
  statementCsv: '/api/client-cabinet/statements/statement.csv',
  invoice: '/api/client-cabinet/invoice/:id',
  invoicePdf: '/api/client-cabinet/invoice/:id/pdf',
  invoiceTimeline: '/api/client-cabinet/invoice/:id/timeline',
  invoiceReferences: '/api/client-cabinet/invoice/:id/references',
  invoicePaymentMethods: '/api/client-cabinet/invoice/:id/payment-methods',
  paymentMetadata: '/api/client-cabinet/payments/:reference/payment-methods/:slug/metadata',
  invoicePaymentMetadata: '/api/client-cabinet/invoice/:id/payment-methods/:slug/metadata',
  pay: '/api/client-cabinet/invoices/:id/payment-methods/:slug/pay',
  announceWire: '/api/client-cabinet/invoices/:id/payment-methods/:slug/announce-wire',
  setPaymentStatus: '/api/client-cabinet/payments/:reference/set-status',
  achPending: '/api/client-cabinet/invoices/:id/stripe-ach-verify',
  achCreate: '/api/client-cabinet/payments/:reference/stripe-ach-create',
  achVerify: '/api/client-cabinet/payments/:reference/stripe-ach-verify',
  achPay: '/api/client-cabinet/payments/:reference/stripe-ach-pay',
  achCancel: '/api/client-cabinet/payments/:reference/stripe-ach-cancel',
  // the company's saved payment methods
  savedPaymentMethods: '/api/client-cabinet/payment-methods',
  savedBankAccounts: '/api/client-cabinet/payment-methods/bank-accounts',
  savedBankAccount: '/api/client-cabinet/payment-methods/bank-accounts/:id',
  savedBankAccountVerify: '/api/client-cabinet/payment-methods/bank-accounts/:id/verify',
  savedBankAccountDefault: '/api/client-cabinet/payment-methods/bank-accounts/:id/default',
  savedCardSetup: '/api/client-cabinet/payment-methods/cards/setup',
  savedCards: '/api/client-cabinet/payment-methods/cards',
  savedCard: '/api/client-cabinet/payment-methods/cards/:id',
  savedCardDefault: '/api/client-cabinet/payment-methods/cards/:id/default',
  autopaySettings: '/api/client-cabinet/payment-methods/autopay',
  autopayAttemptDismiss: '/api/client-cabinet/payment-methods/autopay/attempts/:id/dismiss',
  acceptDelivery: '/api/client-cabinet/invoice/:id/accept-delivery',
  // disputing an invoice: raise one, read it with its thread, add a message, download an attachment
  invoiceDisputes: '/api/client-cabinet/invoice/:id/disputes',
  invoiceDispute: '/api/client-cabinet/invoice/:id/dispute',
  invoiceDisputeMessages: '/api/client-cabinet/invoice/:id/dispute/messages',
  invoiceDisputeAttachment: '/api/client-cabinet/invoice/:id/dispute/messages/:messageId/attachment',
  paymentWebhook: '/api/webhooks/payments',
  signup: '/api/auth/signup',
  signupConfirm: '/api/auth/signup/confirm',
  hiringWidget: '/api/client-cabinet/widget/hiring',
  rfps: '/api/client-cabinet/hiring/rfps',
  rfp: '/api/client-cabinet/hiring/rfps/:id',
  candidate: '/api/client-cabinet/hiring/rfps/:rfpId/proposals/:bidId/candidates/:talentId',
  declineProposal: '/api/client-cabinet/hiring/proposals/:id/decline',
  introCallBooking: '/api/client-cabinet/hiring/proposals/:id/intro-call',
  interviews: '/api/client-cabinet/hiring/interviews',
  talentRequests: '/api/client-cabinet/talent-requests',
  saleBooking: '/api/client-cabinet/sale-booking',
  onboarding: '/api/client-cabinet/onboarding',
  onboardingBooking: '/api/client-cabinet/onboarding/booking',
  onboardingDraft: '/api/client-cabinet/onboarding/draft',
  schedulerBookings: '/api/client-cabinet/scheduler/bookings',
  // users: the company's users, a reset link for a colleague, confirming a new e-mail address
  companyUsers: '/api/client-cabinet/users',
  companyUserPasswordReset: '/api/client-cabinet/users/:id/password-reset',
  emailConfirmation: '/api/user/email-confirmation',
  // activity log
  companyActivity: '/api/client-cabinet/company/activity',
  companyActivityPeople: '/api/client-cabinet/company/activity/people',
  companyActivityCsv: '/api/client-cabinet/company/activity/export.csv',
  // invitations
  invitations: '/api/client-cabinet/invitations',
  invitation: '/api/client-cabinet/invitations/:id',
  invitationResend: '/api/client-cabinet/invitations/:id/resend',
  invitationLookup: '/api/invitation',
  invitationAccept: '/api/invitation/accept',
  // My Company (company part): details, logo and vendor connections.
  company: '/api/client-cabinet/company',
  companyInformation: '/api/client-cabinet/company/information',
  companyBusiness: '/api/client-cabinet/company/business',
  companyLogo: '/api/client-cabinet/company/logo',
  companyConnections: '/api/client-cabinet/company/connections',
  endCompanyConnection: '/api/client-cabinet/company/connections/:id/end',
  // two-factor sign-in
  loginTwoFactor: '/api/auth/login/two-factor',
  twoFactor: '/api/user/two-factor',
  twoFactorSetup: '/api/user/two-factor/setup',
  twoFactorConfirm: '/api/user/two-factor/confirm',
  twoFactorRecoveryCodes: '/api/user/two-factor/recovery-codes',
  twoFactorDisable: '/api/user/two-factor/disable',
  userTwoFactor: '/api/client-cabinet/users/:id/two-factor',
  twoFactorPolicy: '/api/client-cabinet/two-factor-policy',
  // contracts: the list and a contract's page
  contracts: '/api/client-cabinet/contracts',
  contractVendors: '/api/client-cabinet/contracts/vendors',
  contract: '/api/client-cabinet/contracts/:id',
  // contracts: signing, the contract document with its signature certificate, checking a PDF
  acceptContract: '/api/client-cabinet/contracts/:id/accept',
  contractDocument: '/api/client-cabinet/contracts/:id/document',
  contractPdf: '/api/client-cabinet/contracts/:id/pdf',
  contractPdfCheck: '/api/client-cabinet/contracts/:id/pdf-check',
  // contracts: end and extension requests
  contractChangeRequests: '/api/client-cabinet/contracts/:id/change-requests',
  contractChangeRequestWithdraw: '/api/client-cabinet/contracts/:id/change-requests/:requestId/withdraw',
  // contracts: the dashboard widget
  contractsWidget: '/api/client-cabinet/widget/contracts',
  // the Standard Service Contract Terms, current and by version
  serviceContractTerms: '/api/client-cabinet/service-contract-terms',
  serviceContractTermsVersion: '/api/client-cabinet/service-contract-terms/:version',
  // timesheets: the weekly hours vendors submit under hourly contracts, reviewed by the company
  timesheets: '/api/client-cabinet/timesheets',
  timesheetFilterOptions: '/api/client-cabinet/timesheets/filter-options',
  timesheetsExport: '/api/client-cabinet/timesheets/export',
  timesheetsApprove: '/api/client-cabinet/timesheets/approve',
  timesheet: '/api/client-cabinet/timesheets/:id',
  timesheetApprove: '/api/client-cabinet/timesheets/:id/approve',
  timesheetQuery: '/api/client-cabinet/timesheets/:id/query',
  // my team and talents
  team: '/api/client-cabinet/team',
  teamMember: '/api/client-cabinet/team/:id',
  talent: '/api/client-cabinet/talents/:id',
  // hiring: a proposal becomes a contract
  hireProposal: '/api/client-cabinet/hiring/proposals/:id/hire',
} as const;

/** The local storage key of the user's bearer token. */
export const CLIENT_ACCESS_TOKEN_KEY = 'client_access_token';

/** Fills the `:name` parameters of an API path. */
export function apiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z_]+)/gi, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Billing › Payment methods in the portal: where a provider's card setup page sends the browser back. */
export const PAYMENT_METHODS_PAGE = '/invoices/payment-methods';

/** The query parameter that brings a finished card setup's id back to the payment methods page, which saves the card. */
export const CARD_SETUP_RETURN_PARAM = 'card_setup';

/** Hiring in the portal, where a company starts: its section, and where other features' "Go to Hiring" leads. */
export const HIRING_PAGE = '/hiring';

/** A contract's page in the portal (team-contracts'), where other features link to a contract. */
export function contractPagePath(contractId: string): string {
  return `/contracts/${encodeURIComponent(contractId)}`;
}

/** Where the confirmation link of a new e-mail address leads in the portal: `/confirm-email/<token>`. */
export const EMAIL_CONFIRMATION_PAGE = '/confirm-email';
