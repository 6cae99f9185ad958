export { routes, nav, LOGIN_HANDLE, FORGOT_PASSWORD_HANDLE, RESET_PASSWORD_HANDLE, REGISTER_HANDLE } from './routes';
export {
  authApi,
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetCurrentUserQuery,
  useReconfirmConsentMutation,
} from './endpoints/auth-api';
export {
  useSession,
  loadSessionAtStartup,
  startSession,
  cacheCurrentUser,
  logout,
  type SessionState,
  type SessionStatus,
  type AppDispatch,
} from './session/session';
export { useLogout } from './session/use-logout';
export {
  hasRole,
  hasAllRoles,
  groupsOf,
  isInGroup,
  isSandbox,
  isClientUser,
  needsTermsConsent,
  ROLE_LABELS,
} from './roles/roles';
export { guard, roleGate, REGISTER_ROUTE_NAME, type GuardLocation, type RoleGateResult } from './guard/guard';
export { safeNextPath, loginPathFor, DEFAULT_SIGNED_IN_PATH } from './guard/next-path';
export { RouteGuard, type RouteGuardProps } from './guard/route-guard';
export { NoAccessPage } from './no-access/no-access-page';
export { signupRedirectUrl } from './register/signup-redirect-url';
export { AuthMarketingPanel, AUTH_SLOGAN } from './marketing/auth-marketing-panel';
export { EXPERTS, expertFor, type Expert } from './marketing/experts';
export { AcceptTermsModal, type AcceptTermsModalProps } from './accept-terms/accept-terms-modal';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config/runtime-config';
export { pageNavigation } from './browser/page-navigation';
