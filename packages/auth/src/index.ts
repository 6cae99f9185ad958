export * from './light';
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
export { RouteGuard, type RouteGuardProps } from './guard/route-guard';
export { NoAccessPage } from './no-access/no-access-page';
export { AcceptTermsModal, type AcceptTermsModalProps } from './accept-terms/accept-terms-modal';
export { GoToHiringButton } from './go-to-hiring/go-to-hiring-button';
