import { describe, expect, test } from '@jest/globals';
import { plainValue, summarizeActivity } from './activity-summaries';

const summary = (action: string, metadata: Record<string, unknown>, timeZone = 'UTC') => summarizeActivity({ action, metadata, timeZone });

describe('activity summaries', () => {
  test.each([
    ['auth.login_failed', { reason: 'wrong_password', email: 'a@b.test' }, 'Wrong password'],
    ['auth.login_failed', { reason: 'disabled' }, 'The account is disabled'],
    ['user.disabled', { by: 'operator' }, 'By an operator'],
    ['user.disabled', { by: 'user' }, null],
    ['user.enabled', { by: 'operator' }, 'By an operator'],
    ['user.activated', { after: 'onboarding_call', meeting_id: 'x' }, 'After the onboarding call'],
    ['user.activated', { by: 'operator' }, 'By an operator'],
    [
      'user.updated',
      { changed: { job_title: { from: null, to: 'CFO' }, phone: { from: null, to: '+1 555 0100' } } },
      'Changed: job title, phone',
    ],
    ['user.roles_changed', { before: ['invoices', 'contracts', 'my_company'], after: ['contracts'] }, 'Finance / Legal → Contracts'],
    ['user.email_change_requested', { from: 'a@acme.test', to: 'b@acme.test' }, 'To b@acme.test'],
    ['user.email_changed', { from: 'a@acme.test', to: 'b@acme.test' }, 'From a@acme.test to b@acme.test'],
    ['user.email_change_cancelled', { to: ['b@acme.test'] }, null],
    ['invoice.delivery_accepted', { from: 'in_escrow', to: 'delivery_accepted' }, 'In escrow → Delivery accepted'],
    [
      'invoice.status_changed',
      { from: 'open', to: 'ach_verification_pending', reference: 'PAY-1' },
      'Open → ACH verification pending, payment PAY-1',
    ],
    [
      'invoice.status_changed',
      { from: 'ach_verification_pending', to: 'open', reference: 'PAY-1', payment_status: 'failed' },
      'ACH verification pending → Open, payment PAY-1, the payment failed',
    ],
    ['payment.created', { reference: 'PAY-2', method: 'stripe-card', invoice_id: 'x' }, 'PAY-2 by card'],
    ['payment.created', { reference: 'PAY-3', method: 'stripe-ach' }, 'PAY-3 by US bank transfer (ACH)'],
    ['payment.created', { reference: 'PAY-4', method: 'marketplace-wire' }, 'PAY-4 by wire transfer'],
    ['payment.succeeded', { from: 'open', to: 'paid', reference: 'PAY-2', method: 'stripe-card' }, 'Open → Paid, payment PAY-2 by card'],
    ['payment.failed', { reference: 'PAY-2', message: 'Your card was declined.' }, 'Payment PAY-2, Your card was declined.'],
    [
      'autopay.enabled',
      {
        before: { enabled: false, method: null, limit: null },
        after: {
          enabled: true,
          method: { type: 'bank_account', id: 'x', label: 'Bank account ending 6789' },
          limit: { currency: 'USD', amount_minor: 500_000 },
        },
      },
      'With Bank account ending 6789, up to 5,000.00 USD per invoice',
    ],
    [
      'autopay.changed',
      { after: { enabled: true, method: { type: 'card', id: 'c', label: 'Card ending 4242' }, limit: null } },
      'With Card ending 4242, no limit',
    ],
    ['autopay.paid', { reference: 'PAY-7', due_on: '2026-12-07', amount_minor: 1, currency: 'USD' }, 'Payment PAY-7, due Dec 7, 2026'],
    [
      'autopay.skipped',
      { due_on: '2026-12-07', message: 'Not paid automatically: above the limit.' },
      'Due Dec 7, 2026, Not paid automatically: above the limit.',
    ],
    [
      'payment.refunded',
      { reference: 'PAY-2', refund_id: 're_1', reason: 'invoice already being paid' },
      'Payment PAY-2, invoice already being paid',
    ],
    ['bank_account.created', { last4: '6789', reference: 'PAY-5' }, 'Ending 6789, for payment PAY-5'],
    ['bank_account.verified', { reference: 'PAY-5' }, 'For payment PAY-5'],
    ['bank_account.verification_failed', {}, null],
    ['proposal.declined', { reason: 'Rate is above our budget', canceled_meetings: [] }, 'Reason: Rate is above our budget'],
    ['proposal.declined', { reason: null, canceled_meetings: ['m1'] }, 'Its intro call canceled'],
    ['proposal.declined', { reason: 'Other', canceled_meetings: ['m1', 'm2'] }, 'Reason: Other, 2 intro calls canceled'],
    ['meeting.booked', { purpose: 'intro_call', starts_at: '2026-11-25T15:00:00.000Z' }, 'Intro call on Nov 25, 2026, 3:00 PM UTC'],
    ['meeting.booked', { purpose: 'onboarding', starts_at: 'not a date' }, 'Onboarding call'],
    [
      'company.onboarded',
      { size: '11-50', need: 'extend_team', timeline: 'within_2_weeks' },
      '11-50 people, Extend my existing team, start: Within 2 weeks',
    ],
    ['invitation.created', { email: 'iris@acme.test', roles: ['proposals', 'my_company'] }, 'To iris@acme.test, access: Interview'],
    [
      'invitation.updated',
      { changes: { email: { from: 'a@acme.test', to: 'b@acme.test' }, roles: { from: [], to: ['invoices'] } }, new_link: true },
      'E-mail a@acme.test → b@acme.test, access, a new link sent',
    ],
    ['invitation.updated', { changes: { first_name: { from: 'A', to: 'B' } }, new_link: false }, 'First name'],
    ['invitation.resent', { email: 'iris@acme.test', was_expired: true }, 'To iris@acme.test, the link had expired'],
    [
      'invitation.revoked',
      { email: 'iris@acme.test', reason: 'invited_by_another_company' },
      'For iris@acme.test, another company invited them after the link expired',
    ],
    [
      'invitation.revoked',
      { email: 'iris@acme.test', reason: 'accepted_elsewhere' },
      'For iris@acme.test, they joined another company with its invitation',
    ],
    ['invitation.accepted', { email: 'iris@acme.test', roles: ['proposals', 'my_company'], invited_by: null }, 'Access: Interview'],
    ['invitation.accepted', { email: 'iris@acme.test', roles: ['root'], invited_by: null }, null],
    [
      'company.updated',
      { section: 'information', fields: ['legal_name', 'address.line1', 'address.city'] },
      'Information: legal name, address',
    ],
    [
      'company.updated',
      { section: 'business', fields: ['billing_address_same', 'billing_address.city', 'billing_contacts'] },
      'Business details: billing address, billing contacts',
    ],
    [
      'invoice.references_changed',
      { number: 'INV-2026-0042', before: { po_number: '', cost_centre: 'CC-1' }, after: { po_number: 'PO-7', cost_centre: 'CC-1' } },
      "INV-2026-0042, PO number the company's default → PO-7",
    ],
    [
      'invoice.references_changed',
      { number: 'INV-1', before: { po_number: 'PO-7', cost_centre: 'CC-1' }, after: { po_number: '', cost_centre: 'CC-2' } },
      "INV-1, PO number PO-7 → the company's default, cost centre CC-1 → CC-2",
    ],
    [
      'company.updated',
      { section: 'business', fields: ['default_po_number', 'default_cost_centre'] },
      'Business details: default PO number, default cost centre',
    ],
    ['company.logo_changed', { change: 'uploaded', content_type: 'image/png', size_bytes: 2048 }, 'Uploaded (PNG, 2 KB)'],
    ['company.logo_changed', { change: 'removed' }, 'Removed'],
    ['connection.ended', { vendor_id: 'x', vendor_name: 'Brightpath Engineering', previous_status: 'connected' }, 'Brightpath Engineering'],
    ['proposal.hired', { contract_number: 'CTR-2026-0013', contract_id: 'x' }, 'Contract CTR-2026-0013 sent for signature'],
    [
      'contract.created',
      { number: 'CTR-2026-0013', vendor_name: 'Northwind Dev Studio', terms_version: '2.0' },
      'CTR-2026-0013 from Northwind Dev Studio, terms 2.0',
    ],
    [
      'contract.signed',
      {
        number: 'CTR-2026-0010',
        vendor_name: 'Northwind Dev Studio',
        status: 'active',
        terms_version: '2.0',
        document_sha256: 'a'.repeat(64),
      },
      'CTR-2026-0010 with Northwind Dev Studio, under terms 2.0, now active',
    ],
    ['contract.started', { from: 'signed', to: 'active', starts_on: '2026-12-01' }, 'On Dec 1, 2026'],
    ['contract.ended', { from: 'active', to: 'ended', ends_on: '2026-12-31' }, 'Last day Dec 31, 2026'],
    ['contract.ended', { ends_on: '<b>soon</b>' }, null],
    [
      'contract.extension_requested',
      { number: 'CTR-2026-0001', requested_end_on: '2027-06-30', current_end_on: '2026-12-12', notice_short: false },
      'CTR-2026-0001 to end on Jun 30, 2027, instead of Dec 12, 2026',
    ],
    [
      'contract.end_requested',
      { number: 'CTR-2026-0002', requested_end_on: '2026-12-05', notice_short: true, notice_period_days: 30 },
      'CTR-2026-0002 to end on Dec 5, 2026, shorter than its 30-day notice',
    ],
    ['contract.change_request_withdrawn', { number: 'CTR-2026-0002', kind: 'extension' }, 'CTR-2026-0002 extension request'],
    ['contract.reminder_sent', { days_before: 7, days_left: 7, recipients: 3 }, 'Ends in 7 days, to 3 people'],
    ['contract.reminder_sent', { days_before: 1, days_left: 1, recipients: 1 }, 'Ends tomorrow, to 1 person'],
    [
      'timesheet.submitted',
      { talent_name: 'Ada Lovelace', contract_number: 'CTR-2026-0001', week_start: '2026-03-02', total_minutes: 2310, revision: 1 },
      'Ada Lovelace, week of Mar 2, 2026, 38.5 h',
    ],
    [
      'timesheet.resubmitted',
      { talent_name: 'Ada Lovelace', week_start: '2026-03-02', total_minutes: 2400, revision: 2 },
      'Ada Lovelace, week of Mar 2, 2026, 40 h, revision 2',
    ],
    [
      'timesheet.queried',
      {
        talent_name: null,
        contract_number: 'CTR-2026-0001',
        week_start: '2026-03-02',
        total_minutes: 3000,
        reason: 'Fifty hours?',
        days: ['2026-03-04'],
      },
      'CTR-2026-0001, week of Mar 2, 2026, 50 h, 1 day queried, “Fifty hours?”',
    ],
    [
      'timesheet.approved',
      { talent_name: 'Ada Lovelace', week_start: '2026-03-02', total_minutes: 2415 },
      'Ada Lovelace, week of Mar 2, 2026, 40.25 h',
    ],
    [
      'timesheet.auto_approved',
      { talent_name: 'Ada Lovelace', week_start: '2026-03-02', total_minutes: 2400 },
      'Ada Lovelace, week of Mar 2, 2026, 40 h, nobody queried it within five business days',
    ],
    ['auth.login', {}, null],
    ['auth.login', { second_factor: 'totp' }, 'With a two-factor code'],
    ['auth.login', { second_factor: 'recovery_code' }, 'With a recovery code'],
    ['auth.login_failed', { reason: 'wrong_code' }, 'Wrong two-factor code'],
    ['two_factor.policy_changed', { require_for_admins: true }, 'Required of admins'],
    ['two_factor.policy_changed', { require_for_admins: false }, 'No longer required of admins'],
    ['auth.logout', { anything: 'x' }, null],
    ['some.future_action', { reason: 'x' }, null],
  ])('%s %j reads %j', (action, metadata, expected) => {
    expect(summary(action, metadata)).toBe(expected);
  });

  test("times are told in the viewer's time zone", () => {
    expect(summary('meeting.booked', { purpose: 'sale', starts_at: '2026-07-01T15:00:00Z' }, 'America/New_York')).toBe(
      'Call with sales on Jul 1, 2026, 11:00 AM EDT',
    );
  });

  test('values of unknown shape are left out or written as plain text, never as markup or several lines', () => {
    expect(summary('invoice.status_changed', { from: { $gt: '' }, to: ['paid'] })).toBeNull();
    expect(summary('invoice.status_changed', { from: 'open', to: 'something_new' })).toBe('Open → something_new');
    expect(summary('proposal.declined', { reason: '<img src=x onerror=alert(1)>\nsecond line' })).toBe(
      'Reason: <img src=x onerror=alert(1)> second line',
    );
    expect(summary('payment.failed', { reference: 'PAY-1', message: 'a\u202Eb\u0000c\td' })).toBe('Payment PAY-1, a b c d');
  });

  test('long values are cut to one short line', () => {
    const line = summary('payment.failed', { message: 'x'.repeat(500) }) ?? '';
    expect(line.length).toBe(120);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('plainValue', () => {
  test.each([
    ['  two\n\nlines  ', 'two lines'],
    [42, '42'],
    ['', null],
    ['\u0007', null],
    [null, null],
    [{ toString: () => 'x' }, null],
  ])('%j is %j', (value, expected) => {
    expect(plainValue(value)).toBe(expected);
  });
});
