// The part of auth that a visitor's first download may use: the routes of the sign-in screens,
// the pure guard and role helpers, the fields of a new password, the session's live tags and the
// marketing panel. No MUI, store, HTTP client or zod; the screens load the HTTP client when a form
// is used.
export { routes, nav, LOGIN_HANDLE, FORGOT_PASSWORD_HANDLE, RESET_PASSWORD_HANDLE, REGISTER_HANDLE } from './routes';
export {
  hasRole,
  hasAllRoles,
  groupsOf,
  isInGroup,
  meetsAccess,
  isSandbox,
  isClientUser,
  needsTermsConsent,
  ROLE_LABELS,
  receivesLiveUpdates,
} from './roles/roles';
export { guard, roleGate, twoFactorSetupPath, REGISTER_ROUTE_NAME, type GuardLocation, type RoleGateResult } from './guard/guard';
export { safeNextPath, loginPathFor, DEFAULT_SIGNED_IN_PATH } from './guard/next-path';
export { signupRedirectUrl } from './register/signup-redirect-url';
export { AuthMarketingPanel, AUTH_SLOGAN } from './marketing/auth-marketing-panel';
export { EXPERTS, expertFor, type Expert } from './marketing/experts';
export { pageNavigation } from './browser/page-navigation';
export { NewPasswordFields } from './forms/auth-fields';
export { liveTags } from './session/live-tags';
