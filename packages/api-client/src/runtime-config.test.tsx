import { describe, expect, test } from '@jest/globals';
import type { RuntimeConfig } from '@portal/api-schema';
import { render, screen } from '@testing-library/react';
import { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config';
import { testRuntimeConfig } from './testing/test-runtime-config';

function SignupLink() {
  const { signupUrl } = useRuntimeConfig();
  return <a href={signupUrl}>Sign up</a>;
}

describe('runtime configuration', () => {
  test('every screen below the provider reads the settings the shell loaded', () => {
    const config: RuntimeConfig = { ...testRuntimeConfig, signupUrl: 'https://hire.example.test/join' };
    render(
      <RuntimeConfigProvider config={config}>
        <SignupLink />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://hire.example.test/join');
  });

  test('without a provider the hook says what is missing', () => {
    // React reports the thrown error on the console as well; the message is what matters here.
    expect(() => render(<SignupLink />)).toThrow('useRuntimeConfig needs a RuntimeConfigProvider above it');
  });
});
