import { api, pathWithQuery } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type Invitation,
  type InvitationListQuery,
  type InvitationPage,
  type InvitationRequest,
  type InvitationUpdate,
} from '@portal/api-schema';

export const INVITATION_TAG_TYPES = ['Invitations', 'Invitation'] as const;

/**
 * The invitations of the caller's company. The list shows a failed load in place beside its
 * toast, the forms their errors next to the fields (so those requests are silent); the list's row
 * actions (resend, withdraw) toast centrally.
 */
const invitationsApi = api.enhanceEndpoints({ addTagTypes: INVITATION_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getInvitations: build.query<InvitationPage, InvitationListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.invitations, query) }),
      providesTags: ['Invitations'],
    }),
    getInvitation: build.query<Invitation, string>({
      query: (id) => ({ url: apiPath(API_PATHS.invitation, { id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Invitation', id }],
    }),
    createInvitation: build.mutation<Invitation, InvitationRequest>({
      query: (body) => ({ url: API_PATHS.invitations, method: 'POST', data: body, silent: true }),
      invalidatesTags: ['Invitations'],
    }),
    updateInvitation: build.mutation<Invitation, { id: string; changes: InvitationUpdate }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.invitation, { id }), method: 'PATCH', data: changes, silent: true }),
      invalidatesTags: (_result, _error, { id }) => ['Invitations', { type: 'Invitation', id }],
    }),
    resendInvitation: build.mutation<Invitation, string>({
      query: (id) => ({ url: apiPath(API_PATHS.invitationResend, { id }), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => ['Invitations', { type: 'Invitation', id }],
    }),
    revokeInvitation: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: apiPath(API_PATHS.invitation, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => ['Invitations', { type: 'Invitation', id }],
    }),
  }),
});

export const {
  useGetInvitationsQuery,
  useGetInvitationQuery,
  useCreateInvitationMutation,
  useUpdateInvitationMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = invitationsApi;
