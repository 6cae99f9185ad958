/** The portal's addresses of the invitation screens. */
export const INVITE_PATHS = {
  list: '/users/invites',
  create: '/invite/create',
} as const;

export function inviteEditPath(id: string): string {
  return `/invite/edit/${encodeURIComponent(id)}`;
}
