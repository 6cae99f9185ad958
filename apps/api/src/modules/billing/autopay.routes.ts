import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  autopayAttemptParamsSchema,
  autopaySettingsBodySchema,
  autopaySettingsSchema,
  envelope,
  errorBodySchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { callerOf, companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import { AUTOPAY_EDITOR_ROLES, readAutopaySettings } from './autopay-settings';
import type { BillingDeps } from './billing-deps';
import { changeAutopaySettings } from './change-autopay-settings';
import { dismissAutopayProblem } from './dismiss-autopay-problem';

const tags = ['payment methods'];

export const autopayRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = namedPlugin('autopayRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.autopaySettings,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: "The company's autopay: on or off, its method and limit, and the problems it met",
        description: '`can_change` says whether the caller may change it (an account editor with the invoices role).',
        response: { 200: envelope(autopaySettingsSchema) },
      },
    },
    async (request) => ({
      data: await readAutopaySettings(deps.db, { companyId: companyActorOf(request).companyId, roles: callerOf(request).user.roles }),
    }),
  );

  app.put(
    API_PATHS.autopaySettings,
    {
      // It pays the company's invoices without anyone asking: an account editor's, with the invoices role.
      config: { access: access.roles(...AUTOPAY_EDITOR_ROLES) },
      schema: {
        tags,
        summary: 'Turn autopay on or off, or change its method or limit',
        description:
          "The method must be a kept, verified bank account or a kept, unexpired card of the company (422 on method otherwise; another company's is a 404). The limit, in minor units, is the largest invoice autopay pays; invoices of another currency than its own are not paid automatically. Turning it off keeps its method and limit. Sending what it already is changes nothing.",
        body: autopaySettingsBodySchema,
        response: { 200: envelope(autopaySettingsSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await changeAutopaySettings(deps, { actor: companyActorOf(request), roles: callerOf(request).user.roles, body: request.body }),
    }),
  );

  app.post(
    API_PATHS.autopayAttemptDismiss,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: 'Dismiss a problem of autopay (the invoice stays to pay)',
        description: 'Takes it off the dashboard and the payment methods page. Dismissing it again changes nothing.',
        params: autopayAttemptParamsSchema,
        response: { 200: envelope(autopaySettingsSchema) },
      },
    },
    async (request) => ({
      data: await dismissAutopayProblem(deps, {
        actor: companyActorOf(request),
        roles: callerOf(request).user.roles,
        attemptId: request.params.id,
      }),
    }),
  );
});
