import { prefetchRequest } from '@portal/api-client/light';

/**
 * Props for a form that fetch the HTTP client at the first sign of use (pointer, key or input).
 * Not on focus: the first field is focused as soon as the page shows.
 */
export const prefetchOnUse = {
  onPointerDown: prefetchRequest,
  onKeyDown: prefetchRequest,
  onInput: prefetchRequest,
} as const;
