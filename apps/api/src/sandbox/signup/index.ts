import type { FastifyInstance } from 'fastify';
import { readPageScript } from '../sandbox-page';
import { signupPageRoutes } from './signup-page.routes';

/**
 * The sign-up page `/register` leads to when no outside sign-up page is configured (SIGNUP_URL
 * unset) and the page its e-mailed link opens: a new customer's account, then the portal's
 * onboarding wizard.
 */
export async function registerSandboxSignup(api: FastifyInstance): Promise<void> {
  await api.register(signupPageRoutes, {
    script: readPageScript('signup', 'signup.js'),
    confirmScript: readPageScript('signup', 'signup-confirm.js'),
  });
}
