/** The origin of the API (runtime config apiUrl, or the portal's own origin when it is relative). */
export function apiOrigin(apiUrl: string): string {
  return new URL(apiUrl || window.location.origin, window.location.origin).origin;
}
