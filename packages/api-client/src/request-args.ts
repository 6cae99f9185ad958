/** One call of the portal's API, as endpoints and `request` describe it. */
export type RequestArgs = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Send `data` as application/x-www-form-urlencoded. */
  form?: boolean;
  /**
   * No toast: the caller shows the error itself, e.g. field errors next to fields, or the data is
   * secondary and its page does without it (a list's count). A page's load is not silent: its
   * failure toasts beside the page's error state.
   */
  silent?: boolean;
};
