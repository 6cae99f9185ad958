import {
  API_PATHS,
  CLIENT_ACCESS_TOKEN_KEY,
  PASSWORD_MIN_LENGTH,
  SIGNUP_CONFIRMATION_SENT_MESSAGE,
  SIGNUP_PAGE_PATH,
} from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import { htmlDocument } from '../sandbox-page';

export const SIGNUP_PAGE_SCRIPT_PATH = '/signup.js';
export const SIGNUP_CONFIRM_PAGE_SCRIPT_PATH = '/signup-confirm.js';
/** Where a new customer continues once the account is made: the portal's onboarding wizard. */
const AFTER_SIGNUP_PATH = '/wizard';
const LOGIN_PAGE_PATH = '/login';

export interface SignupPageInput {
  developerInterest: string | null;
  source: string | null;
}

function field(name: string, label: string, attributes: string, hint?: string): string {
  const describedBy = [hint ? `hint-${name}` : null, `error-${name}`].filter(Boolean).join(' ');
  return `<div class="field">
    <label for="${name}">${escapeHtml(label)}</label>
    <input id="${name}" name="${name}" ${attributes} aria-describedby="${describedBy}">
    ${hint ? `<p id="hint-${name}" class="muted">${escapeHtml(hint)}</p>` : ''}
    <p id="error-${name}" class="error" hidden></p>
  </div>`;
}

/** The sign-up page `/register` leads to by default: a new customer's account, then the wizard. */
export function signupPage(input: SignupPageInput): string {
  const interest = input.developerInterest
    ? `<p class="note">You are looking for: <strong>${escapeHtml(input.developerInterest)}</strong></p>`
    : '';
  return htmlDocument(
    'Create your account',
    `<main>
  <h1>Create your account</h1>
  <p class="muted">Tell us who you are; next you describe the developers you need.</p>
  ${interest}
  <p id="sent" class="booked" role="status" hidden>${escapeHtml(SIGNUP_CONFIRMATION_SENT_MESSAGE)}</p>
  <form id="signup" class="form" novalidate data-signup-url="${escapeHtml(API_PATHS.signup)}">
    <input type="hidden" name="developer_interest" value="${escapeHtml(input.developerInterest ?? '')}">
    <input type="hidden" name="source" value="${escapeHtml(input.source ?? '')}">
    <div class="row">
      ${field('first_name', 'First name', 'autocomplete="given-name" required maxlength="80"')}
      ${field('last_name', 'Last name', 'autocomplete="family-name" required maxlength="80"')}
    </div>
    ${field('email', 'Work e-mail', 'type="email" autocomplete="email" required')}
    ${field('password', 'Password', `type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}"`, `At least ${PASSWORD_MIN_LENGTH} characters.`)}
    <p id="error" class="error" role="alert" hidden></p>
    <button type="submit" id="submit">Create account</button>
    <p class="muted">Already have an account? <a href="${LOGIN_PAGE_PATH}">Sign in</a></p>
  </form>
</main>
<script src="${SIGNUP_PAGE_SCRIPT_PATH}"></script>`,
  );
}

/**
 * The page the link e-mailed at sign-up opens: the password chosen at sign-up once more, then the
 * account is made and signed in, and the new customer goes on to the wizard as the portal's own
 * sign-in would: the session's token where the portal reads it.
 */
export function signupConfirmPage(input: { token: string }): string {
  return htmlDocument(
    'Confirm your e-mail address',
    `<main>
  <h1>Confirm your e-mail address</h1>
  <p class="muted">Enter the password you chose when you signed up to create your account.</p>
  <form id="signup-confirm" class="form" novalidate data-confirm-url="${escapeHtml(API_PATHS.signupConfirm)}" data-token-key="${escapeHtml(CLIENT_ACCESS_TOKEN_KEY)}" data-next="${escapeHtml(AFTER_SIGNUP_PATH)}">
    <input type="hidden" name="token" value="${escapeHtml(input.token)}">
    ${field('password', 'Password', 'type="password" autocomplete="current-password" required')}
    <p id="error" class="error" role="alert" hidden></p>
    <button type="submit" id="submit">Create my account</button>
    <p class="muted">Link expired? <a href="${escapeHtml(SIGNUP_PAGE_PATH)}">Sign up again</a> or <a href="${LOGIN_PAGE_PATH}">sign in</a>.</p>
  </form>
</main>
<script src="${SIGNUP_CONFIRM_PAGE_SCRIPT_PATH}"></script>`,
  );
}
