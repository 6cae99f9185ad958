import { api, pathWithQuery } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type ServiceContractTerms,
  type TalentProfile,
  type Team,
  type TeamMember,
  type TeamQuery,
} from '@portal/api-schema';

/**
 * The cache tags of My team, a team member, a talent's profile and the service contract terms. The
 * team is made of contracts, so its queries also provide the contracts' own tags: signing a
 * contract or changing one (which invalidate `Contract` / `ContractList`) refreshes the team pages.
 */
export const TEAM_TAG_TYPES = ['Team', 'TeamMember', 'Talent', 'ServiceContractTerms', 'Contract', 'ContractList'] as const;

/** Their endpoints on the portal's one API slice. The screens show failures in place, beside the toast every failed load gets. */
const teamApi = api.enhanceEndpoints({ addTagTypes: TEAM_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Team, TeamQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.team, query) }),
      providesTags: ['Team', 'ContractList'],
    }),
    getTeamMember: build.query<TeamMember, string>({
      query: (id) => ({ url: apiPath(API_PATHS.teamMember, { id }) }),
      providesTags: (member, _error, id) => [
        { type: 'TeamMember', id },
        'ContractList',
        ...(member?.contracts ?? []).map((contract) => ({ type: 'Contract' as const, id: contract.id })),
      ],
    }),
    getTalent: build.query<TalentProfile, string>({
      query: (id) => ({ url: apiPath(API_PATHS.talent, { id }) }),
      providesTags: (_profile, _error, id) => [{ type: 'Talent', id }, 'ContractList'],
    }),
    /** The current terms when no version is named, else that version. */
    getServiceContractTerms: build.query<ServiceContractTerms, string | null>({
      query: (version) => ({
        url: version === null ? API_PATHS.serviceContractTerms : apiPath(API_PATHS.serviceContractTermsVersion, { version }),
        silent: true,
      }),
      providesTags: ['ServiceContractTerms'],
    }),
  }),
});

export const { useGetTeamQuery, useGetTeamMemberQuery, useGetTalentQuery, useGetServiceContractTermsQuery } = teamApi;
