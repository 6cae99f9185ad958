import type { UserType } from '@portal/api-schema';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  ClientUser: 'Client user',
  SandboxUser: 'Sandbox user',
};
