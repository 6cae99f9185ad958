import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  companyUserSchema,
  currentUserSchema,
  envelope,
  errorBodySchema,
  okSchema,
  passwordChangeRequestSchema,
  reconfirmConsentRequestSchema,
  userIdParamsSchema,
} from '@portal/api-schema';
import { access } from '../platform/access/access';
import { recordAudit } from '../platform/audit/audit-log';
import type { AuthService } from '../auth/auth-service';
import type { SessionCache } from '../platform/access/session-cache';
import { callerOf, companyActorOf } from '../platform/access/caller';
import type { Database } from '../platform/database/database';
import { notFound, unauthorized } from '../platform/http/errors';
import { findCompanyUser, loadCurrentUser, recordConsent } from '../users/user-queries';


export const userRoutes: FastifyPluginAsyncZod<{ db: Database; auth: AuthService; sessionCache: SessionCache }> = async (
  app,
  { db, auth, sessionCache },
) => {
  async function currentUser(userId: string) {
    const user = await loadCurrentUser(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  app.get(
    API_PATHS.currentUser,
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelope(currentUserSchema) },
      },
    },
    async (request) => ({ data: callerOf(request).currentUser }),
  );

  app.get(
    API_PATHS.companyUser,
    {
      config: { access: access.company },
      schema: {
        tags: ['users'],
        summary: "A user of the caller's company",
        params: userIdParamsSchema,
        response: { 200: envelope(companyUserSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const caller = companyActorOf(request);
      const user = await findCompanyUser(db, caller.companyId, request.params.id);
      if (!user) throw notFound();
      return { data: user };
    },
  );

  app.post(
    API_PATHS.passwordChange,
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: "Change the caller's password",
        description: "Ends the caller's other sessions. Wrong current passwords count against the sign-in limit.",
        body: passwordChangeRequestSchema,
        response: { 200: envelope(okSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await auth.changePassword(callerOf(request), current_password, new_password, request.ip);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    API_PATHS.reconfirmConsent,
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: 'Agree to the terms',
        description: 'A form (application/x-www-form-urlencoded) or JSON body with `reconfirm_consent[isAgreed]` = 1 or true.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: reconfirmConsentRequestSchema,
        response: { 200: envelope(currentUserSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await recordConsent(db, caller.user.id);
      sessionCache.forgetUser(caller.user.id);
      await recordAudit(db, {
        action: 'user.consent_reconfirmed',
        companyId: caller.user.companyId,
        actorUserId: caller.user.id,
        subjectType: 'user',
        subjectId: caller.user.id,
        ip: request.ip,
      });
      return { data: await currentUser(caller.user.id) };
    },
  );
};
