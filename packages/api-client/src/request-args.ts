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
   * No toast: the caller shows the error itself, e.g. field errors next to fields. A load (an RTK
   * Query query) toasts its failure all the same, once, beside the error state of its page.
   */
  silent?: boolean;
};
