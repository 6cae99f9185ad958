import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  candidateParamsSchema,
  candidateProfileSchema,
  declineProposalSchema,
  envelope,
  errorBodySchema,
  hiringWidgetSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  proposalIdParamsSchema,
  proposalSchema,
  rfpDetailSchema,
  rfpIdParamsSchema,
  rfpListQuerySchema,
  rfpPageSchema,
  talentRequestInputSchema,
} from '@portal/api-schema';
import { access } from '../platform/access/access';
import { companyActorOf } from '../platform/access/caller';
import type { Database } from '../platform/database/database';
import { hiringWidget } from '../hiring/hiring-widget';
import { countInterviews, listInterviews } from '../hiring/interviews/interview-queries';
import { declineProposal } from '../hiring/proposals/decline-proposal';
import { candidateProfile, countRfps, findRfp, listRfps, rfpDetail } from '../hiring/rfps/rfp-queries';
import { createTalentRequest } from '../hiring/rfps/talent-request';
import { notFound } from '../platform/http/errors';


const failures = { 422: errorBodySchema };
const tags = ['hiring'];

export const hiringRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    API_PATHS.rfps,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: "The company's requests for proposals, filtered, sorted and one keyset page at a time",
        description:
          '`status` may repeat; `q` matches words of the title or a skill. `next_cursor` is opaque: pass it back as `cursor` with the same filters and sort.',
        querystring: rfpListQuerySchema,
        response: { 200: envelope(rfpPageSchema), ...failures },
      },
    },
    async (request) => {
      const { companyId } = companyActorOf(request);
      const { status, q, sort, limit, cursor } = request.query;
      const filters = { status, q, sort };
      const [page, total] = await Promise.all([
        listRfps(db, companyId, filters, { limit, cursor }),
        countRfps(db, companyId, filters),
      ]);
      return { data: { ...page, total } };
    },
  );

  app.get(
    API_PATHS.rfp,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: 'One request with all its proposals (newest first, declined last) and the actions allowed on each',
        params: rfpIdParamsSchema,
        response: { 200: envelope(rfpDetailSchema), ...failures },
      },
    },
    async (request) => {
      const rfp = await findRfp(db, companyActorOf(request).companyId, request.params.id);
      if (!rfp) throw notFound();
      return { data: await rfpDetail(db, rfp) };
    },
  );

  app.get(
    API_PATHS.candidate,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: "A candidate's page: the talent's profile with the proposal and its request",
        description: 'A 404 unless the request, the proposal and the talent belong together and to the company.',
        params: candidateParamsSchema,
        response: { 200: envelope(candidateProfileSchema), ...failures },
      },
    },
    async (request) => {
      const profile = await candidateProfile(db, companyActorOf(request).companyId, request.params);
      if (!profile) throw notFound();
      return { data: profile };
    },
  );

  app.post(
    API_PATHS.declineProposal,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: 'Decline a candidate, with a reason or none',
        description:
          'Declining a declined proposal again answers it as it is (the first reason kept); a hired candidate is a 409.',
        params: proposalIdParamsSchema,
        body: declineProposalSchema,
        response: { 200: envelope(proposalSchema), 409: errorBodySchema, ...failures },
      },
    },
    async (request) => {
      const caller = companyActorOf(request);
      const proposal = await declineProposal(db, {
        companyId: caller.companyId,
        proposalId: request.params.id,
        reason: request.body.msg,
        actorUserId: caller.userId,
        ip: request.ip,
      });
      return { data: proposal };
    },
  );

  app.get(
    API_PATHS.interviews,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: "The company's interviews (intro calls): upcoming soonest first, or past latest first",
        description: 'Upcoming: scheduled and not started yet. Past: everything else. `next_cursor` is opaque.',
        querystring: interviewListQuerySchema,
        response: { 200: envelope(interviewPageSchema), ...failures },
      },
    },
    async (request) => {
      const { companyId } = companyActorOf(request);
      const { when, rfp, limit, cursor } = request.query;
      const filters = { when, rfp, now: new Date() };
      const [page, total] = await Promise.all([
        listInterviews(db, companyId, filters, { limit, cursor }),
        countInterviews(db, companyId, filters),
      ]);
      return { data: { ...page, total } };
    },
  );

  app.get(
    API_PATHS.hiringWidget,
    {
      config: { access: access.role('proposals') },
      schema: {
        tags,
        summary: 'Open requests, new proposals on them and the next interview',
        response: { 200: envelope(hiringWidgetSchema), ...failures },
      },
    },
    async (request) => ({ data: await hiringWidget(db, companyActorOf(request).companyId) }),
  );

  app.post(
    API_PATHS.talentRequests,
    {
      // Any user of a company may ask for more talent, whatever their roles.
      config: { access: access.company },
      schema: {
        tags,
        summary: 'Request more talent: a new request for proposals, matching candidates',
        body: talentRequestInputSchema,
        response: { 201: envelope(rfpDetailSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = companyActorOf(request);
      const rfp = await createTalentRequest(db, { companyId: caller.companyId, userId: caller.userId, input: request.body });
      return reply.code(201).send({ data: await rfpDetail(db, rfp) });
    },
  );
};
