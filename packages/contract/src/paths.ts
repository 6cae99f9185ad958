/** API paths shared by the server routes and the client endpoints. */
export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  currentUser: '/api/client-cabinet/user',
  companyUser: '/api/client-cabinet/users/:id',
  passwordChange: '/api/user/password',
  reconfirmConsent: '/api/user/reconfirm-consent',
} as const;

/** The local storage key of the user's bearer token. */
export const CLIENT_ACCESS_TOKEN_KEY = 'client_access_token';
