import axios, { type InternalAxiosRequestConfig } from 'axios';
import { apiClientOptions } from './configure-api-client';
import { tokenStorage } from './token-storage';

/** The one axios instance of the portal. Its base URL comes from `configureApiClient`. */
export const httpClient = axios.create({
  headers: { Accept: 'application/json' },
});

export function attachBearerToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = tokenStorage.get();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
}

// Read per request: the shell may configure the client before this module is loaded.
function applyBaseUrl(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL ??= apiClientOptions().baseUrl;
  return config;
}

httpClient.interceptors.request.use(applyBaseUrl);
httpClient.interceptors.request.use(attachBearerToken);
