// The stored-XSS corpus and the list of the API's writable text fields it is stored in.
// Every payload, if the markup or script in it ever runs, calls window.__xss(<its number>) or
// opens a dialog; the suite counts both, and the CSP reports of anything the policy blocked.

/** A classic payload as stored in one field: its marker id is the field's number times 100 plus the payload's. */
export interface XssPayload {
  /** The payload's number in the corpus (1-based). */
  n: number;
  /** What `window.__xss` is called with: unique per field and payload. */
  id: number;
  text: string;
}

// Each payload is at most 40 characters with a four-digit id, the narrowest stored field (a skill).
const TEXTS: Array<(id: number) => string> = [
  (id) => `<script>__xss(${id})</script>`,
  (id) => `<img src=x onerror=__xss(${id})>`,
  (id) => `<svg onload=__xss(${id})>`,
  (id) => `"><svg onload=__xss(${id})>`,
  (id) => `'><img src=x onerror=__xss(${id})>`,
  (id) => `" autofocus onfocus=__xss(${id}) x="`,
  (id) => `javascript:__xss(${id})`,
  (id) => `[x](javascript:__xss(${id}))`,
  (id) => `<a href="javascript:__xss(${id})">x</a>`,
  (id) => `<iframe src=javascript:__xss(${id})>`,
  (id) => `{{$on.constructor('alert(${id})')()}}`,
  (id) => `\${__xss(${id})}`,
  (id) => `'-__xss(${id})-'`,
  (id) => `<ScRiPt>__xss(${id})</sCrIpT>`,
  (id) => `<IMG SRC=x OnErRoR=__xss(${id})>`,
  (id) => `&lt;script&gt;__xss(${id})&lt;/script&gt;`,
  (id) => `&#60;svg onload=__xss(${id})&#62;`,
  (id) => `javascript&colon;__xss(${id})`,
  (id) => `%3Cscript%3E__xss(${id})%3C/script%3E`,
  (id) => `\\x3cimg src=x onerror=__xss(${id})\\x3e`,
  (id) => `<div style="x:expression(__xss(${id}))">`,
  (id) => `<style>*{x:expression(__xss(${id}))}`,
  (id) => `<body onload=__xss(${id})>`,
  (id) => `<details open ontoggle=__xss(${id})>`,
  (id) => `<input onfocus=__xss(${id}) autofocus>`,
  (id) => `<svg><script>alert(${id})</script>`,
  (id) => `</textarea><script>__xss(${id})</script>`,
  (id) => `</title><svg onload=__xss(${id})>`,
  (id) => `https://e.test/"onmouseover=__xss(${id})`,
];

export const XSS_PAYLOAD_COUNT = TEXTS.length;

/** The corpus as stored in the field numbered `field` (1-based). */
export function payloadsFor(field: number): XssPayload[] {
  return TEXTS.map((text, index) => ({ n: index + 1, id: field * 100 + index + 1, text: text(field * 100 + index + 1) }));
}

/**
 * The field's payloads packed into values of at most `maxLength` characters, joined by a space, in
 * corpus order starting at `offset` (so that fields written few times still see different payloads).
 */
export function packPayloads(field: number, maxLength: number, offset = 0): Array<{ value: string; payloads: XssPayload[] }> {
  const all = payloadsFor(field);
  const start = offset % all.length;
  const values: Array<{ value: string; payloads: XssPayload[] }> = [];
  for (const payload of [...all.slice(start), ...all.slice(0, start)]) {
    const last = values.at(-1);
    if (last && last.value.length + 1 + payload.text.length <= maxLength) {
      last.value += ` ${payload.text}`;
      last.payloads.push(payload);
    } else {
      values.push({ value: payload.text, payloads: [payload] });
    }
  }
  return values;
}

/**
 * A writable string field of the OpenAPI document: `<METHOD> <path> <field>`, where the field is
 * its property path in the request body (`company.name`, `skills[]` for an array's items).
 */
export type FieldKey = string;

/** The fields the suite stores the corpus in, and where the portal shows what was stored. */
export const STORED_FIELDS: Record<FieldKey, { shown: string | false; reason?: string }> = {
  'POST /api/auth/signup first_name': {
    shown: 'header, account menu, dashboard greeting, personal settings, sign-up and booking e-mails, activity log (who)',
  },
  'POST /api/auth/signup last_name': { shown: 'account menu, personal settings, activity log (who)' },
  'POST /api/auth/signup developer_interest': { shown: false, reason: "kept in the sign-up's audit entry only" },
  'POST /api/auth/signup source': { shown: false, reason: "kept in the sign-up's audit entry only" },
  'POST /api/client-cabinet/onboarding company.name': { shown: 'dashboard, onboarding call page' },
  'POST /api/client-cabinet/onboarding skills[]': { shown: "requests list and page (the first request's skills and title)" },
  'POST /api/client-cabinet/talent-requests title': { shown: 'requests list and page, request success page, hiring widget' },
  'POST /api/client-cabinet/talent-requests skills[]': { shown: 'requests list and page' },
  'POST /api/client-cabinet/talent-requests notes': { shown: 'request page' },
  'POST /api/client-cabinet/hiring/proposals/{id}/decline msg': {
    shown: "the request's proposal card, the candidate page, the activity log's summary",
  },
  // users
  'PUT /api/client-cabinet/users/{id} first_name': { shown: 'users list, user page, header' },
  'PUT /api/client-cabinet/users/{id} last_name': { shown: 'users list, user page' },
  'PUT /api/client-cabinet/users/{id} job_title': { shown: 'users list, user page' },
  // invitations
  'POST /api/client-cabinet/invitations first_name': { shown: 'invites list, invitation e-mail' },
  'POST /api/client-cabinet/invitations last_name': { shown: 'invites list' },
  'PATCH /api/client-cabinet/invitations/{id} first_name': { shown: 'invites list' },
  'PATCH /api/client-cabinet/invitations/{id} last_name': { shown: 'invites list' },
  'POST /api/invitation/accept first_name': { shown: "the new user's header, account menu, dashboard greeting, personal settings" },
  'POST /api/invitation/accept last_name': { shown: "the new user's personal settings" },
  // My Company (company part)
  'PUT /api/client-cabinet/company/information legal_name': {
    shown: 'My Company business tab (how invoices are addressed), information form',
  },
  'PUT /api/client-cabinet/company/information name': { shown: 'My Company page header, dashboard, information form' },
  'PUT /api/client-cabinet/company/information website': { shown: 'My Company page header, as a link' },
  'PUT /api/client-cabinet/company/information address.line1': {
    shown: 'My Company business tab (the company address, how invoices are addressed)',
  },
  'PUT /api/client-cabinet/company/information address.line2': {
    shown: 'My Company business tab (the company address, how invoices are addressed)',
  },
  'PUT /api/client-cabinet/company/information address.city': {
    shown: 'My Company business tab (the company address, how invoices are addressed)',
  },
  'PUT /api/client-cabinet/company/information address.region': {
    shown: 'My Company business tab (the company address, how invoices are addressed)',
  },
  'PUT /api/client-cabinet/company/business billing_address.line1': {
    shown: 'My Company business tab (how invoices are addressed, billing address form)',
  },
  'PUT /api/client-cabinet/company/business billing_address.line2': {
    shown: 'My Company business tab (how invoices are addressed, billing address form)',
  },
  'PUT /api/client-cabinet/company/business billing_address.city': {
    shown: 'My Company business tab (how invoices are addressed, billing address form)',
  },
  'PUT /api/client-cabinet/company/business billing_address.region': {
    shown: 'My Company business tab (how invoices are addressed, billing address form)',
  },
  'PUT /api/client-cabinet/company/business billing_contacts[].name': {
    shown: 'My Company business tab (how invoices are addressed, contacts form)',
  },
  // contracts: end and extension requests
  'POST /api/client-cabinet/contracts/{id}/change-requests reason': {
    shown: "the contract's requests panel (contract page, team member page)",
  },
  // timesheets: the company's query of a week
  'POST /api/client-cabinet/timesheets/{id}/query reason': {
    shown: "the timesheet's page (the waiting line, the history)",
  },
  'POST /api/client-cabinet/timesheets/{id}/query days[].reason': { shown: "the timesheet's page (the days queried, the history)" },
  // invoices: disputes
  'POST /api/client-cabinet/invoice/{id}/disputes message': { shown: "the invoice page's dispute thread" },
  'POST /api/client-cabinet/invoice/{id}/disputes attachment.name': { shown: "the invoice page's dispute thread (the file's link)" },
  'POST /api/client-cabinet/invoice/{id}/dispute/messages message': { shown: "the invoice page's dispute thread" },
  'POST /api/client-cabinet/invoice/{id}/dispute/messages attachment.name': {
    shown: "the invoice page's dispute thread (the file's link)",
  },
};

/**
 * Writable string fields the corpus is not stored in, each with the reason. Fields whose enum or
 * pattern refuses every payload (ids, dates, card numbers, choices) are exempt by themselves.
 */
export const EXEMPT_FIELDS: Record<FieldKey, string> = {
  'POST /api/auth/login email': 'looked up to sign in, never stored',
  'POST /api/auth/login password': 'a password: hashed, never shown',
  'POST /api/auth/forgot-password email': 'looked up to send the reset link, never stored',
  'POST /api/auth/reset-password token': 'a secret looked up by its hash, never stored or shown',
  'POST /api/auth/reset-password/check token': 'a secret looked up by its hash, never stored or shown',
  'POST /api/auth/reset-password password': 'a password: hashed, never shown',
  'POST /api/auth/reset-password password_confirmation': 'a password: compared, never stored',
  'POST /api/auth/signup email': "an e-mail address: the schema's address pattern refuses markup",
  'POST /api/auth/signup password': 'a password: hashed, never shown',
  'POST /api/auth/signup/confirm token': 'a secret looked up by its hash, never stored or shown',
  'POST /api/auth/signup/confirm password': 'a password: verified, never stored',
  'POST /api/user/password current_password': 'a password: verified, never stored',
  'POST /api/user/password new_password': 'a password: hashed, never shown',
  'POST /api/user/password new_password_confirmation': 'a password: compared, never stored',
  'POST /api/client-cabinet/payments/{reference}/set-status set-payment-status':
    'read to settle the payment, never stored: the server asks the provider',
  'POST /api/client-cabinet/payments/{reference}/set-status reference': 'compared with the path, never stored',
  'POST /api/client-cabinet/payments/{reference}/set-status status': 'ignored: the server asks the provider for the status',
  'POST /api/client-cabinet/payments/{reference}/set-status raw_request': 'ignored: the server asks the provider',
  'POST /api/client-cabinet/payments/{reference}/stripe-ach-create bank_account_id':
    "a provider's token, exchanged with the provider, never shown",
  'POST /api/client-cabinet/payments/{reference}/stripe-ach-create token_response': 'ignored by the server',
  'POST /api/client-cabinet/payment-methods/bank-accounts bank_account_id': "a provider's token, exchanged with the provider, never shown",
  'POST /api/client-cabinet/payment-methods/cards setup_id':
    "a provider's card setup id, exchanged with the provider for the card's brand, last four and expiry; never stored or shown",
  'POST /api/client-cabinet/scheduler/bookings ticket': 'a booking ticket looked up by its hash, never stored or shown',
  'POST /api/sandbox/meetings/book ticket': 'a booking ticket looked up by its hash, never stored or shown',
  'PUT /api/client-cabinet/onboarding/draft answers.company.name':
    "the wizard's draft: read back by its own user only, into the wizard's company field as its value; the submitted answer is stored above",
  'PUT /api/client-cabinet/onboarding/draft answers.skills[]':
    "the wizard's draft: read back by its own user only, into the wizard's skills as chips of text; the submitted skills are stored above",
  // users
  'PUT /api/client-cabinet/users/{id} email': "an e-mail address: the schema's address pattern refuses markup",
  'PUT /api/client-cabinet/users/{id} phone': 'digits with spaces and + ( ) - . only: the schema refuses every payload',
  'PUT /api/client-cabinet/users/{id} time_zone': 'an IANA time zone name this runtime knows: the schema refuses every payload',
  'PUT /api/client-cabinet/company/information time_zone': 'an IANA time zone name this runtime knows: the schema refuses every payload',
  'POST /api/user/email-confirmation token': 'a secret looked up by its hash, never stored or shown',
  'POST /api/sandbox/bank-account-tokens account_holder_name':
    'the sandbox tokenizer answers the last four digits and the bank name only; the name is neither kept nor shown',
  // invitations
  'POST /api/client-cabinet/invitations email': "an e-mail address: the schema's address pattern refuses markup",
  'PATCH /api/client-cabinet/invitations/{id} email': "an e-mail address: the schema's address pattern refuses markup",
  'POST /api/invitation/accept token': 'a secret looked up by its hash, never stored or shown',
  'POST /api/invitation/accept password': 'a password: hashed, never shown',
  'POST /api/invitation/accept password_confirmation': 'a password: compared, never stored',
  // My Company (company part)
  'PUT /api/client-cabinet/company/business billing_contacts[].email':
    "an e-mail address: refused unless it matches the schema's address pattern, which refuses markup",
  'PUT /api/client-cabinet/company/logo ':
    "the logo's bytes (the whole body): kept only as a PNG, JPEG or WebP image recognised by its content, served as that image with nosniff and a sandboxing CSP, never as text",
  // two-factor sign-in
  'POST /api/auth/login/two-factor challenge': 'a secret looked up by its hash, never stored or shown',
  'POST /api/auth/login/two-factor code': "checked against the app's key (six digits), never stored",
  'POST /api/auth/login/two-factor recovery_code': 'looked up by its keyed hash, never stored or shown',
  'POST /api/user/two-factor/confirm code': "checked against the app's key (six digits), never stored",
  'POST /api/user/two-factor/recovery-codes code': "checked against the app's key (six digits), never stored",
  'POST /api/user/two-factor/recovery-codes password': 'a password: verified, never stored',
  'POST /api/user/two-factor/disable code': "checked against the app's key (six digits), never stored",
  'POST /api/user/two-factor/disable password': 'a password: verified, never stored',
  // timesheets
  'POST /api/client-cabinet/timesheets/{id}/query days[].day':
    "a calendar day of the week: the schema's date pattern refuses every payload",
  // contracts: checking a downloaded PDF
  'POST /api/client-cabinet/contracts/{id}/pdf-check ':
    "the file's bytes (the whole body): hashed and compared with the contract's, never stored or shown",
};
