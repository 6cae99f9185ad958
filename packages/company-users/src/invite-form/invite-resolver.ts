import { zodResolver } from '@hookform/resolvers/zod';
import { type InvitationInput, type InvitationRequest, invitationRequestSchema } from '@portal/api-schema';
import type { Resolver } from 'react-hook-form';

/** The form holds what is typed; its output is the request as the API reads it (address in lower case, roles once each). */
export const inviteResolver = zodResolver(invitationRequestSchema) as unknown as Resolver<InvitationRequest, unknown, InvitationInput>;
