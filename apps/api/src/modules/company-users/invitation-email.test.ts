import { expect, test } from '@jest/globals';
import { invitationEmail } from './invitation-email';

test('names with line breaks stay out of the subject header', () => {
  const mail = invitationEmail({
    to: 'new@acme.test',
    firstName: 'Ada\r\nBcc: eve@evil.test',
    companyName: 'Acme\r\nBcc: eve@evil.test\u2028',
    inviterName: 'Grace\nHopper',
    roles: ['invoices'],
    link: 'https://portal.test/invitations/x',
  });
  expect(mail.subject).toBe('Join Acme Bcc: eve@evil.test on the client portal');
  expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/);
});
