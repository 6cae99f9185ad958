import { describe, expect, test } from '@jest/globals';
import { contentSecurityPolicyDirectives, securityHeaders, type SecurityHeaderOptions } from './security-headers';

const defaults: SecurityHeaderOptions = {
  sentryDsn: null,
  chatProvider: 'sandbox',
  paymentProvider: 'sandbox',
  schedulerProvider: 'sandbox',
};

describe('content security policy and the meeting scheduler', () => {
  test('the sandbox scheduler needs nothing from elsewhere: its frame is this origin', () => {
    const directives = contentSecurityPolicyDirectives(defaults);
    expect(directives.frameSrc).toEqual(["'self'"]);
    expect(directives.scriptSrc).toEqual(["'self'"]);
  });

  test("HubSpot meetings: its embed script and its meeting pages' frames", () => {
    const directives = contentSecurityPolicyDirectives({ ...defaults, schedulerProvider: 'hubspot' });
    expect(directives.scriptSrc).toContain('https://static.hsappstatic.net');
    expect(directives.frameSrc).toEqual(expect.arrayContaining(['https://meetings.hubspot.com', 'https://meetings-eu1.hubspot.com']));
    const header = securityHeaders({ ...defaults, schedulerProvider: 'hubspot' })['content-security-policy'];
    expect(header).toMatch(/script-src 'self' https:\/\/static\.hsappstatic\.net/);
    expect(header).toMatch(/frame-src [^;]*https:\/\/meetings\.hubspot\.com https:\/\/meetings-eu1\.hubspot\.com/);
    expect(header).toContain("frame-ancestors 'none'");
  });

  test("with Stripe payments the sandbox scheduler's frame is still allowed; with both third parties it is not needed", () => {
    expect(contentSecurityPolicyDirectives({ ...defaults, paymentProvider: 'stripe' }).frameSrc).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    const both = contentSecurityPolicyDirectives({ ...defaults, paymentProvider: 'stripe', schedulerProvider: 'hubspot' });
    expect(both.frameSrc).not.toContain("'self'");
    expect(both.frameSrc).toContain('https://meetings.hubspot.com');
  });

  test("the sandbox scheduler allows none of HubSpot's sources", () => {
    const header = securityHeaders(defaults)['content-security-policy'];
    expect(header).not.toContain('hsappstatic');
    expect(header).not.toContain('meetings.hubspot.com');
  });
});
