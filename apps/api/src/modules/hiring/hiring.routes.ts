import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  candidateParamsSchema,
  candidateProfileSchema,
  declineProposalSchema,
  envelope,
  errorBodySchema,
  hireProposalResultSchema,
  hiringWidgetSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  proposalIdParamsSchema,
  proposalSchema,
  rfpDetailSchema,
  rfpIdParamsSchema,
  rfpListQuerySchema,
  rfpPageSchema,
  idempotencyKeyHeadersSchema,
  talentRequestInputSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import { declineProposal } from './decline-proposal';
import { getCandidate } from './get-candidate';
import { getHiringWidget } from './get-hiring-widget';
import { getRfp } from './get-rfp';
import { hireProposal } from './hire-proposal';
import type { HiringDeps } from './hiring-deps';
import { listInterviews } from './list-interviews';
import { listRfps } from './list-rfps';
import { requestTalent } from './request-talent';

const proposalsRole = { access: access.role('proposals') };
const failures = { 422: errorBodySchema };
const tags = ['hiring'];

export const hiringRoutes: FastifyPluginAsyncZod<{ deps: HiringDeps }> = namedPlugin('hiringRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.rfps,
    {
      config: proposalsRole,
      schema: {
        tags,
        summary: "The company's requests for proposals, filtered, sorted and one keyset page at a time",
        description:
          '`status` may repeat; `q` matches words of the title or a skill. `next_cursor` is opaque: pass it back as `cursor` with the same filters and sort.',
        querystring: rfpListQuerySchema,
        response: { 200: envelope(rfpPageSchema), ...failures },
      },
    },
    async (request) => ({ data: await listRfps(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.rfp,
    {
      config: proposalsRole,
      schema: {
        tags,
        summary: 'One request with all its proposals (newest first, declined last) and the actions allowed on each',
        params: rfpIdParamsSchema,
        response: { 200: envelope(rfpDetailSchema), ...failures },
      },
    },
    async (request) => ({ data: await getRfp(deps, { actor: companyActorOf(request), rfpId: request.params.id }) }),
  );

  app.get(
    API_PATHS.candidate,
    {
      config: proposalsRole,
      schema: {
        tags,
        summary: "A candidate's page: the talent's profile with the proposal and its request",
        description: 'A 404 unless the request, the proposal and the talent belong together and to the company.',
        params: candidateParamsSchema,
        response: { 200: envelope(candidateProfileSchema), ...failures },
      },
    },
    async (request) => ({ data: await getCandidate(deps, { actor: companyActorOf(request), ...request.params }) }),
  );

  app.post(
    API_PATHS.declineProposal,
    {
      config: proposalsRole,
      schema: {
        tags,
        summary: 'Decline a candidate, with a reason or none',
        description: 'Declining a declined proposal again answers it as it is (the first reason kept); a hired candidate is a 409.',
        params: proposalIdParamsSchema,
        body: declineProposalSchema,
        response: { 200: envelope(proposalSchema), 409: errorBodySchema, ...failures },
      },
    },
    async (request) => ({
      data: await declineProposal(deps, { actor: companyActorOf(request), proposalId: request.params.id, reason: request.body.msg }),
    }),
  );

  app.post(
    API_PATHS.hireProposal,
    {
      config: proposalsRole,
      schema: {
        tags,
        summary: "Hire a candidate: the proposal is hired and the vendor's contract awaits the company's signature",
        description:
          'For a new proposal or one with an intro call booked. Hiring a hired candidate again answers the contract made the first time. A declined candidate, or one whose vendor has not joined, is a 409.',
        params: proposalIdParamsSchema,
        response: { 200: envelope(hireProposalResultSchema), 409: errorBodySchema, ...failures },
      },
    },
    async (request) => ({ data: await hireProposal(deps, { actor: companyActorOf(request), proposalId: request.params.id }) }),
  );

  app.get(
    API_PATHS.interviews,
    {
      config: proposalsRole,
      schema: {
        tags,
        summary: "The company's interviews (intro calls): upcoming soonest first, or past latest first",
        description: 'Upcoming: scheduled and not started yet. Past: everything else. `next_cursor` is opaque.',
        querystring: interviewListQuerySchema,
        response: { 200: envelope(interviewPageSchema), ...failures },
      },
    },
    async (request) => ({ data: await listInterviews(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.hiringWidget,
    {
      config: proposalsRole,
      schema: {
        tags,
        summary: 'Open requests, new proposals on them and the next interview',
        response: { 200: envelope(hiringWidgetSchema), ...failures },
      },
    },
    async (request) => ({ data: await getHiringWidget(deps, { actor: companyActorOf(request) }) }),
  );

  app.post(
    API_PATHS.talentRequests,
    {
      // Any user of a company may ask for more talent, whatever their roles.
      config: { access: access.company },
      schema: {
        tags,
        summary: 'Request more talent: a new request for proposals, matching candidates',
        headers: idempotencyKeyHeadersSchema,
        body: talentRequestInputSchema,
        response: { 201: envelope(rfpDetailSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await requestTalent(deps, {
          actor: companyActorOf(request),
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      }),
  );
});
