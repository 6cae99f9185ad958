import type { NavItem, PortalRoute, RouteHandle } from '@portal/ui/light';
import { REGISTER_ROUTE_NAME } from './guard/guard';

const guestScreen = { layout: 'auth', auth: false, company: false, guestOnly: true } as const;

export const LOGIN_HANDLE: RouteHandle = { name: 'Login', title: 'Log in', ...guestScreen };
export const FORGOT_PASSWORD_HANDLE: RouteHandle = { name: 'ForgotPassword', title: 'Forgot password', ...guestScreen };
export const RESET_PASSWORD_HANDLE: RouteHandle = { name: 'ResetPassword', title: 'Choose a new password', ...guestScreen };
// In the auth layout, so that visitors reach the sign-up page without loading the full app.
export const REGISTER_HANDLE: RouteHandle = {
  name: REGISTER_ROUTE_NAME,
  title: 'Sign up',
  layout: 'auth',
  auth: false,
  company: false,
};

/**
 * The auth screens, each loaded when first opened. They use neither MUI nor the store, so that a
 * visitor's first download stays small. (Function-style `lazy`: react-router clears the
 * keys of object-style `lazy` once loaded, which would break a second router over these routes.)
 */
export const routes: PortalRoute[] = [
  {
    path: '/login',
    handle: LOGIN_HANDLE,
    lazy: async () => ({ Component: (await import('./login/login-screen')).LoginScreen }),
  },
  {
    path: '/forgot-password',
    handle: FORGOT_PASSWORD_HANDLE,
    lazy: async () => ({ Component: (await import('./forgot-password/forgot-password-screen')).ForgotPasswordScreen }),
  },
  {
    path: '/resetting/reset/:token',
    handle: RESET_PASSWORD_HANDLE,
    lazy: async () => ({ Component: (await import('./reset-password/reset-password-screen')).ResetPasswordScreen }),
  },
  {
    path: '/register',
    handle: REGISTER_HANDLE,
    lazy: async () => ({ Component: (await import('./register/register-redirect')).RegisterRedirect }),
  },
];

/** Auth adds nothing to the header menu. */
export const nav: NavItem[] = [];
